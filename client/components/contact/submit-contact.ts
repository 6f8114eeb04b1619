/** Sends the form as JSON to /api/contact and turns every answer into what the visitor sees. */
import { CONTACT_TEXT, type ContactField, type ContactResponse, type ContactValues } from '../../../shared/contact-fields.ts';

export const CONTACT_ENDPOINT = '/api/contact';

export type SubmitOutcome =
  | { ok: true; message: string }
  | { ok: false; message: string; errors: Partial<Record<ContactField, string>> };

export async function submitContact(values: ContactValues, extra: Record<string, string | number>): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetch(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...values, ...extra }),
    });
  } catch {
    return { ok: false, message: CONTACT_TEXT.network, errors: {} };
  }
  let body: ContactResponse | undefined;
  try {
    body = (await response.json()) as ContactResponse;
  } catch {
    // Not JSON (a proxy's error page): the generic failure text below.
  }
  if (response.ok && body?.success) return { ok: true, message: CONTACT_TEXT.success };
  return { ok: false, message: body?.message || CONTACT_TEXT.failure, errors: body?.errors ?? {} };
}
