/**
 * A render slot (render-slots.server.ts) held for as long as a response is: given back when it
 * is done (finished, or the client went away). A request the queue turns away is told to come
 * back in a few seconds.
 */
import type { Request, Response } from 'express';
import { markLoadShed } from '../core/load-shed.ts';
import { BUSY_PAGE } from './document.server.ts';
import type { ReleaseSlot, RenderSlots } from './render-slots.server.ts';
import { cacheControlFor } from './request-plan.server.ts';

/** How long a visitor turned away by a full render queue is asked to wait (503 Retry-After, seconds). */
export const BUSY_RETRY_AFTER_S = 5;

/** The slot, or undefined when the queue turned the request away. A client that leaves while waiting gives up its place. */
export async function slotFor(slots: RenderSlots, res: Response): Promise<ReleaseSlot | undefined> {
  const gone = new AbortController();
  const onClose = () => gone.abort();
  res.once('close', onClose);
  const release = await slots.acquire(gone.signal);
  res.off('close', onClose);
  if (release) {
    if (res.destroyed || res.writableFinished) release();
    else res.once('close', release);
  }
  return release;
}

/** At most one warning this often while the queue turns requests away (ssr_renders_refused_total counts each). */
const BUSY_WARNING_INTERVAL_MS = 10_000;
let lastBusyWarning = -Infinity;

/**
 * The full render queue's answer: come back in a few seconds. Never stored by anyone. Under a
 * flood this is most answers, so it costs as little as it can: no ETag (end(), not send()),
 * and no request-log line each (shedsLoad), one warning per interval instead.
 */
export function sendBusy(req: Request, res: Response): void {
  const now = performance.now();
  if (now - lastBusyWarning >= BUSY_WARNING_INTERVAL_MS) {
    lastBusyWarning = now;
    req.log?.warn('render queue full: answering 503 with Retry-After');
  }
  markLoadShed(res);
  res.status(503).setHeader('Retry-After', String(BUSY_RETRY_AFTER_S));
  res.setHeader('Cache-Control', cacheControlFor(503, true));
  res.type('html').end(BUSY_PAGE);
}
