/**
 * The contact form (spec sections 4, 5, 8). It posts form-encoded to /api/contact, so it
 * works without JavaScript (a failure is answered with this page, the notice above the form
 * and the fields as typed; a success redirects to /contact?sent=1); with JavaScript it sends
 * JSON, shows 'Sending...' and a toast, resets on success and keeps everything on failure.
 * Field errors from the server appear beside their fields. Both ways carry the server's form
 * token, which the server renews when it answers with a new one.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  CONTACT_FORM_ANCHOR,
  CONTACT_LIMITS,
  CONTACT_SERVICES,
  EMPTY_CONTACT_VALUES,
  HONEYPOT_FIELD,
  FORM_TOKEN_FIELD,
  type ContactField,
  type ContactValues,
} from '../../../shared/contact-fields.ts';
import type { ContactNotice } from '../../../shared/contact-page-data.ts';
import { errorProps, FormField, inputClass } from './form-field.tsx';
import { CONTACT_ENDPOINT, submitContact } from './submit-contact.ts';
import type { ContactAttribution } from '../../../shared/contact-attribution.ts';
import { attributionToSend } from './attribution/attribution-to-send.ts';
import { ToastRegion, useToast } from './toast.tsx';
import { href } from '../../../shared/route-paths.ts';

export interface ContactFormProps {
  /** The server's signed token of when it handed the form out. */
  formToken: string;
  /** The outcome of a form post made without JavaScript. */
  notice?: ContactNotice;
  /** What was typed, after a form post that did not go through. */
  values?: Partial<ContactValues>;
  errors?: Partial<Record<ContactField, string>>;
  /** Where the message comes from, as the server knows it (the page before, from its Referer): hidden fields. */
  attribution?: ContactAttribution;
}

type Errors = Partial<Record<ContactField, string>>;

/**
 * Without JavaScript a failed post is answered with this page at /api/contact: the fragment
 * (kept by the browser, never sent) brings the visitor straight to the notice and the form.
 */
const FORM_ACTION = `${CONTACT_ENDPOINT}#${CONTACT_FORM_ANCHOR}`;

/** The order of the fields on screen, for focusing the first one with an error. */
const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'phone', 'company', 'service', 'message'];

export function ContactForm({ formToken, notice, values: typed, errors: given, attribution = {} }: ContactFormProps) {
  const [values, setValues] = useState<ContactValues>(() => ({ ...EMPTY_CONTACT_VALUES, ...typed }));
  const [errors, setErrors] = useState<Errors>(() => given ?? {});
  const [sending, setSending] = useState(false);
  const [token, setToken] = useState(formToken);
  const { toast, show, dismiss } = useToast();

  const update = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    setSending(true);
    const outcome = await submitContact(values, {
      [FORM_TOKEN_FIELD]: token,
      [HONEYPOT_FIELD]: typeof honeypot === 'string' ? honeypot : '',
      ...attributionToSend(attribution),
    });
    setSending(false);
    // A new token when the server gave one (after a success, or when this one had expired).
    if (outcome.formToken) setToken(outcome.formToken);
    if (outcome.ok) {
      setValues(EMPTY_CONTACT_VALUES);
      setErrors({});
      show('success', outcome.message);
    } else {
      setErrors(outcome.errors);
      show('error', outcome.message);
      // Take keyboard and screen-reader users to the first field that needs fixing.
      const first = FIELD_ORDER.find((name) => outcome.errors[name]);
      if (first) document.getElementById(`contact-${first}`)?.focus();
    }
  };

  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    onChange: update(name),
    className: inputClass(errors[name]),
    ...errorProps(`contact-${name}`, errors[name]),
  });

  return (
    <>
      {notice && (
        <div
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`mb-6 rounded-lg border px-4 py-3 text-sm font-medium ${
            notice.kind === 'success'
              ? 'border-success-300 bg-success-50 text-success-900'
              : 'border-danger-300 bg-danger-50 text-danger-900'
          }`}
        >
          {notice.message}
        </div>
      )}
      <form
        id="contact-form"
        action={FORM_ACTION}
        method="post"
        onSubmit={onSubmit}
        className="grid gap-5 sm:grid-cols-2"
        aria-label="Contact form"
      >
        <FormField id="contact-name" label="Full Name *" error={errors.name}>
          <input {...field('name')} type="text" required maxLength={CONTACT_LIMITS.name} autoComplete="name" />
        </FormField>
        <FormField id="contact-email" label="Email Address *" error={errors.email}>
          <input {...field('email')} type="email" required maxLength={CONTACT_LIMITS.email} autoComplete="email" />
        </FormField>
        <FormField id="contact-phone" label="Phone Number" error={errors.phone}>
          <input {...field('phone')} type="tel" maxLength={CONTACT_LIMITS.phone} autoComplete="tel" />
        </FormField>
        <FormField id="contact-company" label="Company" error={errors.company}>
          <input {...field('company')} type="text" maxLength={CONTACT_LIMITS.company} autoComplete="organization" />
        </FormField>
        <FormField id="contact-service" label="Service of Interest" error={errors.service} className="sm:col-span-2">
          <select {...field('service')}>
            {CONTACT_SERVICES.map((service) => (
              <option key={service.value} value={service.value}>
                {service.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="contact-message" label="Message *" error={errors.message} className="sm:col-span-2">
          <textarea {...field('message')} rows={6} required maxLength={CONTACT_LIMITS.message} />
        </FormField>

        <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
        {Object.entries(attribution).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {/* Honeypot: off-screen and hidden from assistive tech; people never fill it, form-filling bots do. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="contact-botcheck">Leave this field empty</label>
          <input id="contact-botcheck" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-4">
            We use your details only to answer you. See our{' '}
            <Link
              to={href('privacy-policy')}
              className="font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800 focus-visible:outline-2 focus-visible:outline-accent-600"
            >
              Privacy Policy
            </Link>
            .
          </p>
          <button
            type="submit"
            disabled={sending}
            className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700 disabled:cursor-not-allowed disabled:opacity-70"
          >
            {sending ? 'Sending...' : 'Send Message'}
          </button>
        </div>
      </form>
      <ToastRegion toast={toast} onDismiss={dismiss} />
    </>
  );
}
