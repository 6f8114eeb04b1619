/**
 * Where this visit came from, kept first-party in sessionStorage (this tab, until it closes)
 * and read only when the contact form is sent: the landing page, its campaign parameters, the
 * referring site's origin, and the page before the current one. Nothing of it leaves the
 * browser unless the visitor sends the form. A browser that refuses storage just sends less.
 */
import {
  campaignValue,
  originOf,
  sitePathOr,
  UTM_FIELDS,
  type ContactAttribution,
  type UtmField,
} from '../../../../shared/contact-attribution.ts';

const STORAGE_KEY = 'contact-attribution';

interface StoredVisit extends ContactAttribution {
  /** The page being read now: it becomes the previous page at the next page change. */
  currentPage: string;
}

function read(storage: Storage): StoredVisit | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    return value && typeof value === 'object' && typeof (value as StoredVisit).currentPage === 'string'
      ? (value as StoredVisit)
      : undefined;
  } catch {
    return undefined;
  }
}

function write(storage: Storage, visit: StoredVisit): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(visit));
  } catch {
    // Storage full or refused (private modes): the form is sent without it.
  }
}

/** Called on every page shown: the first one of the visit is its landing page. */
export function recordPageView(
  location: { pathname: string; search: string; origin: string },
  documentReferrer: string,
  storage: Storage = sessionStorage,
): void {
  const visit = read(storage);
  if (visit) {
    if (visit.currentPage !== location.pathname)
      write(storage, { ...visit, previousPage: visit.currentPage, currentPage: location.pathname });
    return;
  }
  const query = new URLSearchParams(location.search);
  const campaign = Object.fromEntries(
    (Object.entries(UTM_FIELDS) as Array<[UtmField, string]>).flatMap(([field, param]) => {
      const value = campaignValue(query.get(param), field);
      return value ? [[field, value]] : [];
    }),
  );
  const referrer = originOf(documentReferrer);
  // A page of ours opened in a new tab: that page is the one before, not a referring site.
  const fromHere = referrer === location.origin;
  const previousPage = fromHere ? sitePathOr(new URL(documentReferrer).pathname, 'previousPage') : undefined;
  write(storage, {
    currentPage: location.pathname,
    ...(sitePathOr(location.pathname, 'landingPage') ? { landingPage: location.pathname } : {}),
    ...campaign,
    ...(referrer && !fromHere ? { referrer } : {}),
    ...(previousPage ? { previousPage } : {}),
  });
}

/** What the form sends: the visit's attribution, the page before from the server's (Referer) when the visit has none. */
export function attributionToSend(fromServer: ContactAttribution = {}, storage?: Storage): ContactAttribution {
  let visit: StoredVisit | undefined;
  try {
    visit = read(storage ?? sessionStorage);
  } catch {
    visit = undefined;
  }
  const { currentPage: _current, ...stored } = visit ?? { currentPage: '' };
  return { ...fromServer, ...stored, previousPage: stored.previousPage ?? fromServer.previousPage };
}
