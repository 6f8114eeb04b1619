/** Loader data of /contact and /contacts (the same on the server and the client). */
import type { PageDataBase } from './route-data.ts';
import type { ContactField, ContactValues } from './contact-fields.ts';

/** The outcome of a form post made without JavaScript, shown when the visitor comes back. */
export interface ContactNotice {
  kind: 'success' | 'error';
  message: string;
  /** What they typed, to put back into the form after a failure. */
  values?: Partial<ContactValues>;
  errors?: Partial<Record<ContactField, string>>;
}

export interface ContactPageData extends PageDataBase {
  /** Server time (ms) when the form was handed out, posted back for the minimum fill time. */
  startedAt: number;
  notice?: ContactNotice;
}
