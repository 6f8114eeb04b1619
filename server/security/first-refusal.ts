/**
 * Whether this is a client's first refused request in its rate-limit window. A limiter's
 * handler logs its warning only then: a flood of refused requests must not write a warning
 * each (the request log already has a line per request), nor spend the CPU those lines take
 * while the pod is under load.
 */
import type { Request } from 'express';
import type { RateLimitInfo } from 'express-rate-limit';

export function isFirstRefusal(req: Request): boolean {
  // express-rate-limit sets `req.rateLimit` (its documented requestPropertyName) before the handler runs.
  const info = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit;
  return info === undefined || info.used === info.limit + 1;
}
