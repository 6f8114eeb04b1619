/**
 * Where a contact message came from (issue 38): the page read before the form, the visit's
 * landing page and campaign (`utm_*`), and the referring site's origin. Sent with the form
 * only, never stored by the site otherwise. The browser keeps each value within these limits
 * (client/components/contact/attribution/), and the server's zod schema checks them all.
 */

/** The form's field for each campaign parameter of the landing URL (utm_source is utmSource...). */
export type UtmField = 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent';
export type AttributionField = 'previousPage' | 'landingPage' | UtmField | 'referrer';
export type ContactAttribution = Partial<Record<AttributionField, string>>;

/** Paths of this site are short; a campaign value is a short label; an origin is a scheme and a host name at most. */
export const ATTRIBUTION_LIMITS: Record<AttributionField, number> = {
  previousPage: 256,
  landingPage: 256,
  utmSource: 100,
  utmMedium: 100,
  utmCampaign: 100,
  utmTerm: 100,
  utmContent: 100,
  referrer: 270,
};

export const ATTRIBUTION_FIELDS = Object.keys(ATTRIBUTION_LIMITS) as AttributionField[];

// No spaces, no control characters, not protocol-relative ('//host'), no backslash (some parsers read it as a slash).
const SITE_PATH = /^\/(?!\/)[^\s\\\u0000-\u001F\u007F]*$/;

export function isSitePath(value: string): boolean {
  return SITE_PATH.test(value);
}

/** True for an http(s) origin exactly as URL writes it: scheme and host (and port), nothing after. */
export function isOrigin(value: string): boolean {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  return url !== undefined && (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
}

/** A path of this site within its limit, else undefined (a value too long is dropped, not cut, so it never names another page). */
export function sitePathOr(value: string | null | undefined, field: 'previousPage' | 'landingPage'): string | undefined {
  return typeof value === 'string' && value.length <= ATTRIBUTION_LIMITS[field] && isSitePath(value) ? value : undefined;
}
