/**
 * Runs on every page shown (so it is in every page's first load, and imports nothing): keeps,
 * in this tab's sessionStorage only, the visit's landing page, its campaign tags, the
 * referring site's origin and the page before the current one. Read only when the contact form
 * is sent (attribution-to-send.ts, which also bounds every value); nothing leaves the browser
 * otherwise. A browser that refuses storage just sends less.
 */
export const VISIT_STORAGE_KEY = 'contact-attribution';
const UTM_NAMES = ['source', 'medium', 'campaign', 'term', 'content'];
const CAMPAIGN_VALUE_MAX = 100;

export function recordPageView(page: { pathname: string; search: string; origin: string }, documentReferrer: string): void {
  try {
    const visit = JSON.parse(sessionStorage.getItem(VISIT_STORAGE_KEY) ?? 'null') as Record<string, string> | null;
    if (visit) {
      if (visit.currentPage !== page.pathname)
        sessionStorage.setItem(
          VISIT_STORAGE_KEY,
          JSON.stringify({ ...visit, previousPage: visit.currentPage, currentPage: page.pathname }),
        );
      return;
    }
    const first: Record<string, string> = { currentPage: page.pathname, landingPage: page.pathname };
    const query = new URLSearchParams(page.search);
    for (const name of UTM_NAMES) {
      const value = query
        .get(`utm_${name}`)
        ?.replace(/[\u0000-\u001F\u007F]+/g, ' ')
        .trim()
        .slice(0, CAMPAIGN_VALUE_MAX);
      if (value) first[`utm${name[0]!.toUpperCase()}${name.slice(1)}`] = value;
    }
    const from = URL.canParse(documentReferrer) ? new URL(documentReferrer) : undefined;
    // A page of ours opened in a new tab is the page before, not a referring site; only another site's origin is kept.
    if (from?.origin === page.origin) first.previousPage = from.pathname;
    else if (from && /^https?:$/.test(from.protocol)) first.referrer = from.origin;
    sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify(first));
  } catch {
    // Storage refused (private modes) or a value not ours: the form is sent without it.
  }
}
