/**
 * Requests the browser made ahead of a click (prefetch on intent, client/navigation/; or the
 * browser's own prefetches and prerenders): answered exactly like navigations, counted apart
 * here so that http_requests_total minus this is what visitors actually opened.
 *
 * Browsers mark their own prefetches `Sec-Purpose: prefetch` (`prefetch;prerender` for a
 * prerender). A page's fetch() may not set a `Sec-` header, so the site's prefetches send the
 * older `Purpose: prefetch`; both count.
 */
import type { IncomingMessage } from 'node:http';
import { Counter } from 'prom-client';
import { registry } from './registry.ts';

export const prefetchRequestsTotal = new Counter({
  name: 'http_prefetch_requests_total',
  help: 'HTTP requests marked as prefetches (Sec-Purpose or Purpose: prefetch), by method, route pattern and status code; also counted in http_requests_total.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

/** Whether the request says it is a prefetch (its first token, case-insensitive). */
export function isPrefetchRequest(req: IncomingMessage): boolean {
  const purpose = req.headers['sec-purpose'] ?? req.headers.purpose;
  return typeof purpose === 'string' && /^\s*prefetch\b/i.test(purpose);
}
