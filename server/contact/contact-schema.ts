/**
 * Validation of a contact submission (zod). Single-line fields refuse CR/LF, so nothing a
 * visitor types can ever become an extra e-mail header; the message keeps its line breaks.
 */
import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_SERVICES, DEFAULT_SERVICE, type ContactField, type ContactValues } from '../../shared/contact-fields.ts';

const SERVICE_VALUES = CONTACT_SERVICES.map((service) => service.value) as [string, ...string[]];
const NO_LINE_BREAKS = /^[^\r\n]*$/;
// Control characters other than tab and line breaks have no place in a message.
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

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

export const CONTACT_SCHEMA = z.object({
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
    (value) => (value === undefined || value === '' ? DEFAULT_SERVICE : value),
    z.enum(SERVICE_VALUES, 'Please choose a service from the list'),
  ),
});

export type ValidationResult = { ok: true; values: ContactValues } | { ok: false; errors: Partial<Record<ContactField, string>> };

export function validateContact(body: unknown): ValidationResult {
  const parsed = CONTACT_SCHEMA.safeParse(body && typeof body === 'object' ? body : {});
  if (parsed.success) return { ok: true, values: parsed.data as ContactValues };
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The visitor's values as typed (strings only, cut to the limits), to put back into the form. */
export function typedValues(body: unknown): Partial<ContactValues> {
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const values: Partial<Record<ContactField, string>> = {};
  for (const field of Object.keys(CONTACT_LIMITS) as Array<keyof typeof CONTACT_LIMITS>) {
    const value = source[field];
    if (typeof value === 'string') values[field] = value.slice(0, CONTACT_LIMITS[field]);
  }
  if (typeof source.service === 'string' && SERVICE_VALUES.includes(source.service))
    values.service = source.service as ContactValues['service'];
  return values as Partial<ContactValues>;
}
