/**
 * Where leaving preview sends the visitor back to: a path of this site only, so the exit link
 * can never be used to bounce someone to another site (no open redirect).
 */

/** Longer than any page of the site with its query; longer values are ignored. */
export const MAX_RETURN_PATH_LENGTH = 2048;
const BASE = 'http://same-site.invalid';

/**
 * The path, query and fragment of `value` when it names a page of this site, else undefined.
 * `value` is a path (`/blog?category=ai`) or, when `origins` are given, an absolute URL on one
 * of them (a Referer).
 */
export function sameSitePath(value: unknown, origins: readonly string[] = []): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_PATH_LENGTH) return undefined;
  // Control characters and backslashes are how '/\evil.com' and friends turn into another host.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  let url: URL;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return undefined;
    url = new URL(value, BASE);
    if (url.origin !== BASE) return undefined;
  } else {
    if (!URL.canParse(value)) return undefined;
    url = new URL(value);
    if (!origins.includes(url.origin)) return undefined;
  }
  // Back to the preview endpoints would only loop or re-enter preview.
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return undefined;
  return url.pathname + url.search + url.hash;
}
