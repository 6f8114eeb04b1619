/**
 * Requests whose path is not one the site could have linked to are answered here, before any
 * static lookup or rendering:
 *   - malformed percent-encoding (`/%`, `/blog/%E0%A4%A`): 400. The request log records it at
 *     warn like any 4xx; it is a client's mistake, not a stack trace at error level.
 *   - repeated slashes (`//about-us/`, `/about-us//`) and a trailing slash (`/about-us/`): a
 *     301 to the path with each run of slashes made one and no trailing slash (the site's
 *     canonical form), query kept, so a page never answers, nor is stored, under a second URL
 *     nor prints a canonical link containing `//`. Other methods get 404 for repeated slashes
 *     (there is nothing to redirect a form post to) and pass on a trailing slash.
 * pageCaseRedirect, mounted just before the pages: a page path in other letters (`/ABOUT-US`)
 * answers 301 to the page's own path.
 * The Location is always a path on this site: it starts with exactly one `/`, and a backslash
 * (which browsers read as a slash, making `/\evil.com` a link to another host) is escaped.
 */
import type { RequestHandler } from 'express';
import { matchRoute } from '../shared/match-route.ts';
import { ROUTE_PATHS } from '../shared/route-paths.ts';
import { LEGACY_REDIRECTS } from '../routes/server/route-table.ts';

/** The normalised path: runs of slashes made one, no trailing slash, backslashes escaped. */
export function normalisedPath(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/').replace(/\\/g, '%5C');
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function isMalformed(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

export function urlHygiene(): RequestHandler {
  return (req, res, next) => {
    const url = req.url;
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    if (pathname.includes('%') && isMalformed(pathname)) {
      res.status(400).set('Cache-Control', 'no-store').type('text/plain').send('Bad request: the address is not valid.');
      return;
    }
    const doubled = pathname.includes('//') || pathname.includes('\\');
    const trailing = pathname.length > 1 && pathname.endsWith('/');
    if (!doubled && !trailing) return next();
    const redirectable = req.method === 'GET' || req.method === 'HEAD';
    if (!doubled && !redirectable) return next();
    if (!redirectable) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    // Straight to an old link's new page when the path is one (no second hop).
    const normalised = normalisedPath(pathname);
    res.redirect(301, (LEGACY_REDIRECTS[normalised] ?? normalised) + (queryAt === -1 ? '' : url.slice(queryAt)));
  };
}

/**
 * The page's own spelling of a path that matches it in other letters: React Router matches
 * without regard to case, so `/ABOUT-US` is the about page, which must live at `/about-us`
 * only. Static segments take the route's letters; a parameter (a post's slug) stays as sent.
 */
export function canonicalPagePath(pathname: string): string | undefined {
  const { routeId } = matchRoute(pathname);
  if (routeId === 'not-found') return undefined;
  const pattern = ROUTE_PATHS[routeId].split('/');
  const given = pathname.split('/');
  if (pattern.length !== given.length) return undefined;
  return pattern.map((segment, index) => (segment.startsWith(':') ? given[index] : segment)).join('/');
}

/** An upper-case ASCII letter outside percent escapes (`%C3` is not one). */
const UPPER_CASE_LETTER = /[A-Z]/;

/**
 * A page's path in other letters (`/ABOUT-US`, `/Blog/some-post`) answers 301 to the page's
 * path (query kept), so it is never rendered or stored a second time with a canonical link of
 * its own. Nothing is remembered per path (matchRoute keeps nothing), so a
 * flood of variants costs no memory.
 */
export function pageCaseRedirect(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const url = req.url;
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    if (!UPPER_CASE_LETTER.test(pathname.replace(/%[0-9A-Fa-f]{2}/g, ''))) return next();
    const canonical = canonicalPagePath(pathname);
    if (canonical === undefined || canonical === pathname) return next();
    res.redirect(301, canonical + (queryAt === -1 ? '' : url.slice(queryAt)));
  };
}
