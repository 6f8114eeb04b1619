import type { AttributionField } from './contact-attribution.ts';

/**
 * The contact form's fields, choices and limits (spec sections 3, 5 and 9), shared by the
 * form and the server's validation so both always agree.
 */
import { SERVICES } from './services.ts';
import { href, type LinkableRouteId, type RouteId } from './route-paths.ts';

export const DEFAULT_SERVICE = 'General Inquiry';

/**
 * Every service the site offers, from the same list as the menus, after the default: the value
 * the form sends (the service's `formValue`, else its name) and the name it shows.
 */
export const CONTACT_SERVICES: readonly { value: string; label: string; id?: LinkableRouteId }[] = [
  { value: DEFAULT_SERVICE, label: DEFAULT_SERVICE },
  ...SERVICES.map((service) => ({ value: service.formValue ?? service.name, label: service.name, id: service.id })),
];

/**
 * Values the form sent before a service got a form value of its own (its menu name), each
 * mapped to that form value: a post from an old page or client still means the same choice.
 */
export const FORMER_SERVICE_VALUES: ReadonlyMap<string, string> = new Map(
  SERVICES.flatMap((service) =>
    service.formValue && service.formValue !== service.name ? [[service.name, service.formValue] as const] : [],
  ),
);

export type ContactService = string;

/** The query parameter of /contact that chooses a service by its page's id: /contact?service=kubernetes. */
export const SERVICE_PARAM = 'service';

/** The contact page with the service of the page `id` chosen (a service page's consultation buttons). */
export function contactHrefFor(id: RouteId): string {
  return `${href('contact')}?${SERVICE_PARAM}=${encodeURIComponent(id)}`;
}

/** The form's choice for a `?service=` value; anything unknown is the default. */
export function serviceFromParam(param: string | null | undefined): ContactService {
  return CONTACT_SERVICES.find((service) => service.id !== undefined && service.id === param)?.value ?? DEFAULT_SERVICE;
}

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
