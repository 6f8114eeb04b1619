/**
 * The first byte does not wait on a slow content upstream (docs/decisions/053): when the
 * loaders are still waiting on I/O after the current turn of the event loop, the status the
 * route is known to answer and the data-free start of <head> (stylesheet, module preloads) go
 * out at once, so the browser fetches them while the server waits.
 */
import type { Response } from 'express';
import { ROUTES_BY_ID } from '../../routes/server/route-table.ts';
import { cacheControlFor, type RequestPlan } from './request-plan.server.ts';
import { flush } from './stream-document.server.tsx';

/** Resolves true once `work` settles, or false at the next turn of the event loop if it has not. */
function settlesThisTurn(work: Promise<unknown>): Promise<boolean> {
  // Loaders on cached data are promise chains only: they settle before setImmediate runs.
  // Anything still pending then is waiting on I/O (an upstream).
  return Promise.race([work.then(() => true), new Promise<boolean>((resolve) => setImmediate(resolve, false))]);
}

/** The status sent early, or undefined when none is known before the data or the loaders settled this turn (nothing was sent). */
export async function sendHeadIfWaiting(
  res: Response,
  loading: Promise<unknown>,
  plan: RequestPlan,
  prelude: string,
): Promise<{ status: number } | undefined> {
  const status = plan.earlyStatus;
  if (status === undefined || (await settlesThisTurn(loading))) return undefined;
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // A route whose loader decides the status may still answer an outage page: no shared cache keeps it unasked.
  res.setHeader('Cache-Control', cacheControlFor(status, plan.perVisitor, ROUTES_BY_ID[plan.match.routeId].status === 'from-data'));
  res.write(prelude);
  // Through the compression middleware too, the prelude leaves now.
  flush(res);
  return { status };
}
