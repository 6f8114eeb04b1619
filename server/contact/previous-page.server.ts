/**
 * The page a visitor read before opening the contact page, from the request's Referer: only a
 * page of this site (the request's own host, or PUBLIC_SITE_URL's), only its path, and never
 * the contact pages themselves (a reload, or the redirect after a sent message). This is what
 * the form carries when JavaScript is off.
 */
import { sitePathOr } from '../../shared/contact-attribution.ts';
import { href } from '../../shared/route-paths.ts';
import type { LoaderArgs } from '../loaders/route-loaders.server.ts';

/** A Referer longer than this is no page of ours worth naming; it is not parsed. */
const REFERER_MAX_CHARS = 2048;
const CONTACT_PATHS: ReadonlySet<string> = new Set([href('contact'), href('contacts')]);

export function previousPageOf(headers: LoaderArgs['headers'], siteUrl: string): string | undefined {
  const referer = headers?.referer;
  if (!referer || referer.length > REFERER_MAX_CHARS || !URL.canParse(referer)) return undefined;
  const from = new URL(referer);
  const ourHosts = [new URL(siteUrl).host, headers.host];
  if (!ourHosts.includes(from.host) || CONTACT_PATHS.has(from.pathname)) return undefined;
  return sitePathOr(from.pathname, 'previousPage');
}
