/**
 * Express middleware counting every response and timing it, labelled by route pattern (not
 * the raw path, which would make one series per URL and per 404 probe).
 */
import type { Request, RequestHandler, Response } from 'express';
import { matchRoute } from '../../shared/match-route.ts';
import { ROUTE_PATHS } from '../../shared/route-paths.ts';
import { httpRequestDuration, httpRequestsTotal } from './registry.ts';
import { isPrefetchRequest, prefetchRequestsTotal } from './prefetch-metrics.ts';

/** Express's own catch-all pattern for the SSR handler says nothing about the page. */
const CATCH_ALL = /\*/;

/**
 * The label for a finished request. A module can name its route explicitly with
 * `res.locals.metricsRoute = '...'`; otherwise the Express route, the page pattern from the route
 * table, or a coarse class (static asset, redirect, unmatched).
 */
export function routeLabel(req: Request, res: Response): string {
  const explicit = res.locals.metricsRoute;
  if (typeof explicit === 'string' && explicit) return explicit;
  const expressRoute = (req.route as { path?: unknown } | undefined)?.path;
  const base = req.baseUrl ?? '';
  if (typeof expressRoute === 'string' && !CATCH_ALL.test(expressRoute)) return base + expressRoute;
  // originalUrl: routers rewrite req.url (and so req.path) while they handle a request.
  const pathname = (req.originalUrl ?? req.url).split('?')[0] ?? '/';
  if (pathname.startsWith('/assets/')) return '/assets/*';
  if (res.statusCode >= 300 && res.statusCode < 400) return 'redirect';
  const { routeId } = matchRoute(pathname);
  // A page's pattern ('/blog/:slug'); the catch-all says nothing about the page.
  if (res.statusCode !== 404 && routeId !== 'not-found') return ROUTE_PATHS[routeId];
  if (base) return `${base}/*`;
  return res.statusCode === 404 ? 'not_found' : 'other';
}

export function httpMetrics(): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    // Node emits 'close' on every response, right after 'finish' or when the client went away
    // mid-response (which still counts, with the status that was set). One plain listener: the
    // cheapest hook per request.
    res.on('close', () => {
      const labels = { method: req.method, route: routeLabel(req, res), status: String(res.statusCode) };
      httpRequestsTotal.inc(labels);
      httpRequestDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      if (isPrefetchRequest(req)) prefetchRequestsTotal.inc(labels);
    });
    next();
  };
}
