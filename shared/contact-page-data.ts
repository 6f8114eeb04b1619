/**
 * Loader data of /contact and /contacts (the same on the server and the client), and the one
 * contract between the contact router and the page: a form post without JavaScript that fails
 * is answered with the contact page rendered from this data (notice, typed values, errors).
 */
import type { PageDataBase } from './route-data.ts';
import type { ContactAttribution } from './contact-attribution.ts';
import type { ContactResponse, ContactValues } from './contact-fields.ts';

/** What happened to a form post made without JavaScript, shown above the form. */
export interface ContactNotice {
  kind: 'success' | 'error';
  message: string;
}

export interface ContactPageData extends PageDataBase {
  /** The server's signed token of when it handed the form out; posted back with the form. */
  formToken: string;
  notice?: ContactNotice;
  /** What the visitor typed, put back into the form after a failed post. */
  values?: Partial<ContactValues>;
  errors?: ContactResponse['errors'];
  /**
   * Where the message comes from, carried by the form as hidden fields: the page before the
   * form (from a same-site Referer) when the page is served, what was posted after a failure.
   */
  attribution?: ContactAttribution;
}

/** The query a successful form post without JavaScript redirects to (`?sent=1`): the page shows the success notice. */
export const SENT_PARAM = 'sent';
