/** Sends the form as JSON to /api/contact and turns every answer into what the visitor sees (the product's error table). */
import { CONTACT_TEXT, type ContactField, type ContactResponse, type ContactValues } from '../../../shared/contact-fields.ts';

export const CONTACT_ENDPOINT = '/api/contact';

export type SubmitOutcome = (
  { ok: true; message: string } | { ok: false; message: string; errors: Partial<Record<ContactField, string>> }
) & {
  /** A new form token from the server, to send next time. */
  formToken?: string;
};

export async function submitContact(values: ContactValues, extra: Record<string, string>): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetch(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...values, ...extra }),
    });
  } catch (error) {
    // Offline, or the connection dropped: nothing reached the server. Logged for whoever debugs it.
    console.error('The contact form could not reach the server:', error);
    return { ok: false, message: CONTACT_TEXT.network, errors: {} };
  }
  let body: ContactResponse | undefined;
  try {
    body = (await response.json()) as ContactResponse;
  } catch {
    // Not JSON (a proxy's error page): the generic failure text below.
  }
  const formToken = typeof body?.formToken === 'string' ? { formToken: body.formToken } : {};
  if (response.ok && body?.success) return { ok: true, message: CONTACT_TEXT.success, ...formToken };
  // The server's message is the form service's own words, or the generic text when it gave none.
  return { ok: false, message: body?.message || CONTACT_TEXT.failure, errors: body?.errors ?? {}, ...formToken };
}
