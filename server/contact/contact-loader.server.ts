/**
 * Loader of /contact and /contacts: a fresh form token on every render (so the page is
 * per visitor), and the success notice after a form post without JavaScript (?sent=1).
 * Failures never come back through here: the POST answers them with the page itself.
 */
import { CONTACT_TEXT } from '../../shared/contact-fields.ts';
import type { ContactPageData } from '../../shared/contact-page-data.ts';
import type { LoaderArgs } from '../render/route-loaders.server.ts';

export const SENT_PARAM = 'sent';

export function contactLoader(issueToken: () => string) {
  return ({ url }: LoaderArgs): ContactPageData => {
    const data: ContactPageData = { formToken: issueToken() };
    if (url.searchParams.get(SENT_PARAM) === '1') data.notice = { kind: 'success', message: CONTACT_TEXT.success };
    return data;
  };
}
