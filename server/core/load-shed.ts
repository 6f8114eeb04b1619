/**
 * Marks an answer that turns a request away to protect the pod (a full render queue's 503):
 * the request log writes its line at debug, as for a rate limit's 429 (issue 20). Whoever sheds
 * load warns in a bounded way instead of once per request.
 */
import type { Response } from 'express';

const LOAD_SHED = Symbol('load shed');

export function markLoadShed(res: Response): void {
  (res.locals as { [LOAD_SHED]?: boolean })[LOAD_SHED] = true;
}

export function isLoadShed(res: Response): boolean {
  return (res.locals as { [LOAD_SHED]?: boolean })[LOAD_SHED] === true;
}
