/**
 * Validation of a contact submission (zod). Single-line fields refuse CR/LF, so nothing a
 * visitor types can ever become an extra e-mail header; the message keeps its line breaks.
 */
import { z } from 'zod';
import {
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_LIMITS,
  isOrigin,
  isSitePath,
  type AttributionField,
  type ContactAttribution,
} from '../../shared/contact-attribution.ts';
import {
  CONTACT_LIMITS,
  CONTACT_SERVICES,
  DEFAULT_SERVICE,
  FORMER_SERVICE_VALUES,
  type ContactField,
  type ContactValues,
} from '../../shared/contact-fields.ts';

const SERVICE_VALUES = CONTACT_SERVICES.map((service) => service.value) as [string, ...string[]];
const NO_LINE_BREAKS = /^[^\r\n]*$/;
// Control characters other than tab and line breaks have no place in a message.
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A service value as the form sends it today: a former one (a menu name) becomes its form value; anything else is left to the enum. */
function currentService(value: unknown): unknown {
  return typeof value === 'string' ? (FORMER_SERVICE_VALUES.get(value) ?? value) : value;
}

const line = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .regex(NO_LINE_BREAKS, `${label} must be on one line`)
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .max(max, `${label} must be at most ${max} characters`)
        .refine((value) => !CONTROL_CHARS.test(value), `${label} contains invalid characters`),
    );

const required = (label: string, max: number) =>
  z.preprocess((value) => value ?? '', line(label, max).pipe(z.string().min(1, `${label} is required`)));

const optional = (label: string, max: number) => z.preprocess((value) => value ?? '', line(label, max));

const sitePath = (label: string, field: 'previousPage' | 'landingPage') =>
  optional(label, ATTRIBUTION_LIMITS[field]).refine((value) => value === '' || isSitePath(value), `${label} must be a path on this site`);

const campaign = (field: AttributionField) => optional(field.replace(/^utm/, 'utm_').toLowerCase(), ATTRIBUTION_LIMITS[field]);

/** Where the message came from (shared/contact-attribution.ts): every field optional, each bounded like the others. */
export const ATTRIBUTION_SCHEMA = z.object({
  previousPage: sitePath('Page before the form', 'previousPage'),
  landingPage: sitePath('Landing page', 'landingPage'),
  utmSource: campaign('utmSource'),
  utmMedium: campaign('utmMedium'),
  utmCampaign: campaign('utmCampaign'),
  utmTerm: campaign('utmTerm'),
  utmContent: campaign('utmContent'),
  // An origin only: a referring page's path or query never reaches the owner.
  referrer: optional('Referring site', ATTRIBUTION_LIMITS.referrer).refine(
    (value) => value === '' || isOrigin(value),
    'Referring site must be an origin such as https://example.com, without a path',
  ),
});

export const CONTACT_SCHEMA = ATTRIBUTION_SCHEMA.extend({
  name: required('Full name', CONTACT_LIMITS.name),
  email: required('Email address', CONTACT_LIMITS.email).pipe(z.email('Please enter a valid email address')),
  phone: optional('Phone', CONTACT_LIMITS.phone),
  company: optional('Company', CONTACT_LIMITS.company),
  message: z.preprocess(
    (value) => value ?? '',
    z
      .string({ message: 'Message must be text' })
      .transform((value) => value.trim())
      .pipe(
        z
          .string()
          .min(1, 'Message is required')
          .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`)
          .refine((value) => !CONTROL_CHARS.test(value), 'Message contains invalid characters'),
      ),
  ),
  service: z.preprocess(
    (value) => (value === undefined || value === '' ? DEFAULT_SERVICE : currentService(value)),
    z.enum(SERVICE_VALUES, 'Please choose a service from the list'),
  ),
});

export type ContactErrors = Partial<Record<ContactField | AttributionField, string>>;

export type ValidationResult = { ok: true; values: ContactValues; attribution: ContactAttribution } | { ok: false; errors: ContactErrors };

/** The attribution fields given, empty ones left out. */
function attributionOf(data: Record<AttributionField, string>): ContactAttribution {
  return Object.fromEntries(ATTRIBUTION_FIELDS.filter((field) => data[field] !== '').map((field) => [field, data[field]]));
}

export function validateContact(body: unknown): ValidationResult {
  const parsed = CONTACT_SCHEMA.safeParse(body && typeof body === 'object' ? body : {});
  if (parsed.success) {
    const { name, email, phone, company, message, service } = parsed.data;
    return {
      ok: true,
      values: { name, email, phone, company, message, service } as ContactValues,
      attribution: attributionOf(parsed.data),
    };
  }
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ContactErrors | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The attribution a form post carried, each field kept only if valid: the no-JS form sends it again after a failure. */
export function typedAttribution(body: unknown): ContactAttribution {
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const kept: Record<string, string> = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const parsed = ATTRIBUTION_SCHEMA.shape[field].safeParse(source[field]);
    if (parsed.success && parsed.data !== '') kept[field] = parsed.data;
  }
  return kept;
}

/** The visitor's values as typed (strings only, cut to the limits), to put back into the form. */
export function typedValues(body: unknown): Partial<ContactValues> {
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const values: Partial<Record<ContactField, string>> = {};
  for (const field of Object.keys(CONTACT_LIMITS) as Array<keyof typeof CONTACT_LIMITS>) {
    const value = source[field];
    if (typeof value === 'string') values[field] = value.slice(0, CONTACT_LIMITS[field]);
  }
  const service = currentService(source.service);
  if (typeof service === 'string' && SERVICE_VALUES.includes(service)) values.service = service;
  return values as Partial<ContactValues>;
}
