/**
 * URL checks for anything that came from the CMS. A link becomes an <a> only for schemes
 * a visitor expects (web, e-mail, phone); `javascript:`, `data:`, `vbscript:` and anything
 * unknown stay plain text. Image URLs must be web URLs or site paths.
 */

/** Schemes a CMS link may use. Everything else renders as text. */
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The href to use for a CMS link, or undefined when it must not become a link. */
export function safeHref(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  // Browsers ignore control characters and surrounding spaces when parsing a scheme ("java\tscript:").
  const href = raw.replace(/[\u0000-\u001F\u007F\s]+/g, (match) => (/^ +$/.test(match) ? match : '')).trim();
  if (href === '') return undefined;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  if (href.startsWith('#')) return href;
  try {
    const url = new URL(href.startsWith('//') ? `https:${href}` : href);
    return LINK_SCHEMES.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** True when a link leaves the site (it opens with rel="noopener noreferrer"). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** An image URL that is safe to put in src: protocol-relative URLs get https:, other schemes are refused. */
export function safeImageUrl(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const url = raw.trim();
  if (url.startsWith('//')) return `https:${url}`;
  if (url.startsWith('/')) return url;
  return /^https?:\/\/[^\s]+$/i.test(url) ? url : undefined;
}

/** What a cover's inline copy starts with (server/blog/inline-cover.server.ts): only an SVG image, never a page. */
export const SVG_DATA_URL_PREFIX = 'data:image/svg+xml,';

/** An inline cover that is safe in an <img src>: an SVG data: URL (an image never runs scripts), or undefined. */
export function safeInlineImage(raw: unknown): string | undefined {
  return typeof raw === 'string' && raw.startsWith(SVG_DATA_URL_PREFIX) && !/[\s"<>]/.test(raw) ? raw : undefined;
}
