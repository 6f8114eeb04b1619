/**
 * Requests whose path is not one the site could have linked to are answered here, before any
 * static lookup or rendering:
 *   - malformed percent-encoding (`/%`, `/blog/%E0%A4%A`): 400. The request log records it at
 *     warn like any 4xx; it is a client's mistake, not a stack trace at error level.
 *   - repeated slashes (`//about-us/`, `/about-us//`): a 301 to the path with each run of
 *     slashes made one (and no trailing slash, the site's canonical form), so the page never
 *     answers under a second URL nor prints a canonical link containing `//`. Other methods
 *     get 404: there is nothing to redirect a form post to.
 * The Location is always a path on this site: it starts with exactly one `/`, and a backslash
 * (which browsers read as a slash, making `/\evil.com` a link to another host) is escaped.
 */
import type { RequestHandler } from 'express';

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
    if (!pathname.includes('//') && !pathname.includes('\\')) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.redirect(301, normalisedPath(pathname) + (queryAt === -1 ? '' : url.slice(queryAt)));
  };
}
