/**
 * Loader of /contact and /contacts: a fresh form token on every render (so the page is
 * per visitor), the page read before it (a same-site Referer, for the form's hidden field), the
 * success notice after a form post without JavaScript (?sent=1), and the service a service
 * page's consultation button chose (?service=<its id>; unknown: the default).
 * Failures never come back through here: the POST answers them with the page itself.
 */
import { CONTACT_TEXT, DEFAULT_SERVICE, SERVICE_PARAM, serviceFromParam } from '../../../shared/contact-fields.ts';
import { SENT_PARAM, type ContactPageData } from '../../../shared/contact-page-data.ts';
import type { LoaderDeps } from '../../../server/loaders/loader-deps.ts';
import type { LoaderArgs } from '../../../server/loaders/route-loaders.server.ts';
import { previousPageOf } from '../../../server/contact/previous-page.server.ts';

export function loader({ url, headers }: LoaderArgs, deps: LoaderDeps): ContactPageData {
  const data: ContactPageData = { formToken: deps.issueFormToken() };
  const previousPage = previousPageOf(headers, deps.publicConfig.siteUrl);
  if (previousPage) data.attribution = { previousPage };
  if (url.searchParams.get(SENT_PARAM) === '1') data.notice = { kind: 'success', message: CONTACT_TEXT.success };
  const service = serviceFromParam(url.searchParams.get(SERVICE_PARAM));
  if (service !== DEFAULT_SERVICE) data.values = { service };
  return data;
}
