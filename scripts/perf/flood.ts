/**
 * Floods of pages that are rendered per request (issue 20): many connections for a while,
 * every browser asking for brotli. `/contact` is per visitor (its signed form token); a
 * campaign link (`/?utm_source=<unique>`) is a new URL on every request. Used by the bench's
 * hostile part and tests/ops/flood-memory.test.ts: the server's RSS (native memory counts:
 * compression streams live outside the JS heap) must stay bounded and /healthz fast.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { BROWSER_UA } from './ttfb.ts';

export interface FloodShape {
  name: string;
  /** The path of the next request. */
  pathFor: () => string;
}

export const FLOOD_SHAPES: readonly FloodShape[] = [
  { name: '/contact (per visitor)', pathFor: () => '/contact' },
  { name: '/?utm_source=<unique>', pathFor: () => `/?utm_source=newsletter-${randomBytes(6).toString('hex')}` },
];

export interface FloodRun {
  shape: string;
  connections: number;
  durationS: number;
  requests: number;
  rps: number;
  p99Ms: number;
  /** Answers by status, e.g. { '200': 900, '429': 12000 }. */
  statuses: Record<string, number>;
  errors: number;
}

/** `connections` connections for `durationS` seconds, each request a fresh path of the shape, asking for brotli as Chrome does. */
export async function flood(
  baseUrl: string,
  shape: FloodShape,
  connections: number,
  durationS: number,
  acceptEncoding = 'gzip, deflate, br, zstd',
): Promise<FloodRun> {
  const statuses: Record<string, number> = {};
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: durationS,
    headers: { 'user-agent': BROWSER_UA, accept: 'text/html', 'accept-encoding': acceptEncoding },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: shape.pathFor() }) }],
  });
  instance.on('response', (_client, statusCode) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  return {
    shape: shape.name,
    connections,
    durationS,
    requests: result.requests.total,
    rps: result.requests.average,
    p99Ms: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
  };
}
