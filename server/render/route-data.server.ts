/**
 * GET /api/route-data?path=/some/path?query — the page a path shows, as JSON, for client-side
 * navigations: its route, its loader's data, its breadcrumb and head, with the status a full
 * page load of that path would answer (404 for a missing post). Runs the page's loader as SSR
 * does; not the frame's, which the browser already has.
 */
import type { RequestHandler, Response } from 'express';
import { CONTENT_VERSION_HEADER, type PageResponse } from '../../shared/route-data.ts';
import type { LoadedRoute } from './load-route.server.ts';

/** Route data changes with the content: browsers may reuse it briefly, shared caches not at all. */
const CACHE_CONTROL = 'private, max-age=0, must-revalidate';

/**
 * `load` gets the response too: its locals say which loaders apply (a preview request's,
 * server/preview/). A prefetch (client/navigation/) is answered exactly like a navigation;
 * only the metrics count it apart (server/metrics/prefetch.ts).
 */
export function routeDataHandler(load: (url: URL, res: Response) => Promise<LoadedRoute>, contentVersion: () => string): RequestHandler {
  return async (req, res) => {
    const path = typeof req.query.path === 'string' ? req.query.path : '';
    if (!path.startsWith('/') || path.startsWith('//')) {
      return void res.status(400).json({ message: 'path (starting with a single /) is required' });
    }
    // Read before loading: an answer is never labelled newer than what it was made from.
    const version = contentVersion();
    const { status, state, head, error } = await load(new URL(path, 'http://localhost'), res);
    if (error) req.log?.error({ err: error, path }, 'a loader failed');
    const body: PageResponse = {
      routeId: state.routeId,
      data: state.data,
      trail: state.trail,
      head,
      ...(state.error ? { error: state.error } : {}),
    };
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.setHeader(CONTENT_VERSION_HEADER, version);
    res.status(status).json(body);
  };
}
