/**
 * The contact form's fields, choices and limits (spec sections 3, 5 and 9), shared by the
 * form and the server's validation so both always agree.
 */
export const CONTACT_SERVICES = [
  { value: 'General Inquiry', label: 'General Inquiry' },
  { value: 'Software Development', label: 'Software Development' },
  { value: 'Web Development', label: 'Web Development' },
  { value: 'Customer Portal', label: 'Customer Portal Development' },
  { value: 'Database Design', label: 'Database Design' },
  { value: 'AI Consulting', label: 'AI Consulting' },
  { value: 'Cloud Infrastructure', label: 'Cloud Infrastructure' },
  { value: 'Cloud Migrations', label: 'Cloud Migrations' },
  { value: 'Web Design', label: 'Web Design' },
  { value: 'SEO & Marketing', label: 'SEO & Marketing' },
] as const;

export type ContactService = (typeof CONTACT_SERVICES)[number]['value'];
export const DEFAULT_SERVICE: ContactService = 'General Inquiry';

/** Generous for people, small enough that the endpoint cannot be used to ship a novel. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254, // the longest address SMTP allows
  phone: 40,
  company: 120,
  message: 5_000,
} as const;

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  service: ContactService;
}

export type ContactField = keyof ContactValues;

export const EMPTY_CONTACT_VALUES: ContactValues = { name: '', email: '', phone: '', company: '', message: '', service: DEFAULT_SERVICE };

/** Hidden from people (and assistive tech); a bot that fills every field fills this one too. */
export const HONEYPOT_FIELD = 'botcheck';
/** Server time (ms) at which the form was shown; a submission much sooner is not a person typing. */
export const STARTED_AT_FIELD = 'startedAt';

/** Texts of spec section 8. */
export const CONTACT_TEXT = {
  success: "Message sent successfully! We'll get back to you soon.",
  failure: 'Something went wrong, please try again later.',
  network: 'Failed to send message, please try again!',
  invalid: 'Please correct the highlighted fields.',
  tooFast: 'That was quick! Please check your message and send it again.',
  rateLimited: 'Too many messages from your address. Please wait a minute and try again.',
  notSent: 'Your message could not be sent right now. Nothing was lost: please try again in a few minutes, or e-mail or call us.',
} as const;

/** What /api/contact answers (design.md contract). */
export interface ContactResponse {
  success: boolean;
  message?: string;
  errors?: Partial<Record<ContactField, string>>;
}
