/**
 * Loader of /contact and /contacts: the form's start time (server clock) and, after a
 * no-JavaScript post, the notice and the typed values from the flash.
 */
import { CONTACT_TEXT } from '../../shared/contact-fields.ts';
import type { ContactNotice, ContactPageData } from '../../shared/contact-page-data.ts';
import type { ContactFlash } from './contact-flash.server.ts';
import type { LoaderArgs } from '../loaders.server.ts';

export const SENT_PARAM = 'sent';
export const NOTICE_PARAM = 'notice';

/** A notice id that expired (or was issued by another replica) still tells the visitor what happened, without their values. */
const LOST_NOTICE: ContactNotice = { kind: 'error', message: CONTACT_TEXT.notSent };

export function contactLoader(flash: ContactFlash, now: () => number = Date.now) {
  return ({ url }: LoaderArgs): ContactPageData => {
    const data: ContactPageData = { startedAt: now() };
    if (url.searchParams.get(SENT_PARAM) === '1') data.notice = { kind: 'success', message: CONTACT_TEXT.success };
    const noticeId = url.searchParams.get(NOTICE_PARAM);
    if (noticeId) data.notice = flash.get(noticeId) ?? LOST_NOTICE;
    return data;
  };
}
