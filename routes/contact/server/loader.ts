/**
 * Loader of /contact and /contacts: a fresh form token on every render (so the page is
 * per visitor), and the success notice after a form post without JavaScript (?sent=1).
 * Failures never come back through here: the POST answers them with the page itself.
 */
import { CONTACT_TEXT } from '../../../shared/contact-fields.ts';
import { SENT_PARAM, type ContactPageData } from '../../../shared/contact-page-data.ts';
import type { LoaderDeps } from '../../../server/loaders/loader-deps.ts';
import type { LoaderArgs } from '../../../server/loaders/route-loaders.server.ts';

export function loader({ url }: LoaderArgs, deps: LoaderDeps): ContactPageData {
  const data: ContactPageData = { formToken: deps.issueFormToken() };
  if (url.searchParams.get(SENT_PARAM) === '1') data.notice = { kind: 'success', message: CONTACT_TEXT.success };
  return data;
}
