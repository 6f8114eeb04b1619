import type { AttributionField } from './contact-attribution.ts';

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
/** The id of the form's section on the contact page: where a no-JS post's answer scrolls to. */
export const CONTACT_FORM_ANCHOR = 'send-message';

export const HONEYPOT_FIELD = 'botcheck';
/** The server's signed token of when it handed the form out (server/contact/form-token.server.ts). */
export const FORM_TOKEN_FIELD = 'formToken';

/** Texts of the product's error table, and of the server's own checks. */
export const CONTACT_TEXT = {
  success: "Message sent successfully! We'll get back to you soon.",
  /** The form service failed without a message of its own (a timeout included). */
  failure: 'Something went wrong, please try again later.',
  /** The browser could not reach the site at all. */
  network: 'Failed to send message, please try again!',
  invalid: 'Please correct the highlighted fields.',
  tooFast: 'That was quick! Please check your message and send it again.',
  /** The form's token is not ours, or over an hour old; the form comes back with a fresh one. */
  expired: 'This form was open for too long, so your message was not sent. Nothing was lost: please check it and send it again.',
  /** The post carried no token at all (not sent from our form as served); the form comes back with one. */
  unverified: 'This form could not be verified, so your message was not sent. Nothing was lost: please send it again.',
  rateLimited: 'Too many messages from your address. Please wait a minute and try again.',
} as const;

/** The longest message from the form service shown to a visitor; a longer one is cut. */
export const SERVICE_MESSAGE_MAX = 300;

/** What /api/contact answers (docs/product.md contract). */
export interface ContactResponse {
  success: boolean;
  message?: string;
  /** Invalid fields by name: the form's own, or an attribution field (shared/contact-attribution.ts) a client sent wrong. */
  errors?: Partial<Record<ContactField | AttributionField, string>>;
  /** A new form token, when the one sent cannot be used again (after a success, or expired/forged): send it next time. */
  formToken?: string;
}
