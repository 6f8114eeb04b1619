/**
 * GET /api/route-data?route=ID&path=/some/path?query — one route's loader data as JSON, for
 * client-side navigations. Runs exactly the loader SSR uses, through the same static handler.
 */
import type { RequestHandler, Response as ExpressResponse } from 'express';
import { isRouteErrorResponse, type StaticHandler } from 'react-router';

/** Route data changes with the content: browsers may reuse it briefly, shared caches not at all. */
const CACHE_CONTROL = 'private, max-age=0, must-revalidate';

async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  res.setHeader('Content-Type', response.headers.get('Content-Type') ?? 'application/json; charset=utf-8');
  res.send(Buffer.from(await response.arrayBuffer()));
}

export function routeDataHandler(handler: StaticHandler): RequestHandler {
  return async (req, res, next) => {
    const routeId = typeof req.query.route === 'string' ? req.query.route : '';
    const path = typeof req.query.path === 'string' ? req.query.path : '';
    if (!routeId || !path.startsWith('/') || path.startsWith('//')) {
      return void res.status(400).json({ message: 'route and path (starting with /) are required' });
    }
    const url = new URL(path, `http://${req.get('host') ?? 'localhost'}`);
    try {
      const result = await handler.queryRoute(new Request(url, { headers: req.headers as HeadersInit }), { routeId });
      res.setHeader('Cache-Control', CACHE_CONTROL);
      if (result instanceof Response) return void (await sendResponse(res, result));
      res.json(result ?? null);
    } catch (error) {
      // data(body, { status: 404 }) from a loader arrives here as a Response carrying that body.
      if (error instanceof Response) return void (await sendResponse(res, error));
      if (isRouteErrorResponse(error)) return void res.status(error.status).json({ message: error.statusText || String(error.data) });
      next(error);
    }
  };
}
