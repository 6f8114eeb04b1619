/**
 * GET /api/route-data?path=: the page a path shows, as JSON, with the status a full load would
 * answer, so a client navigation gets exactly what SSR would (not the frame, the browser has it).
 */
import type { RequestHandler, Response } from 'express';
import type { PageResponse } from '../../shared/route-data.ts';
import type { LoadedRoute } from '../loaders/load-route.server.ts';
import { writeHead } from './page-response.server.ts';

/** `load` gets the response too: its locals say which loaders apply (a preview request's). */
export function routeDataHandler(load: (url: URL, res: Response) => Promise<LoadedRoute>): RequestHandler {
  return async (req, res) => {
    const path = typeof req.query.path === 'string' ? req.query.path : '';
    if (!path.startsWith('/') || path.startsWith('//')) {
      return void res.status(400).json({ message: 'path (starting with a single /) is required' });
    }
    const { status, state, head, error } = await load(new URL(path, 'http://localhost'), res);
    if (error) req.log?.error({ err: error, path }, 'a loader failed');
    const body: PageResponse = {
      routeId: state.routeId,
      data: state.data,
      trail: state.trail,
      head,
      ...(state.error ? { error: state.error } : {}),
    };
    writeHead(res, { status, json: true });
    res.json(body);
  };
}
