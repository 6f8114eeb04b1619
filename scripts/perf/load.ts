/**
 * The bench's load, from autocannon: one path for a while (requests per second and latency),
 * an amount of requests over some paths (the memory check), and floods of pages rendered per
 * request (issue 20): many connections asking for brotli on `/contact` (per visitor: its signed
 * form token) or a campaign link that is new on every request. The floods serve the bench's
 * hostile part and tests/ops/flood-memory.test.ts: the server's RSS (compression streams live
 * outside the JS heap) must stay bounded and /healthz fast.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { BROWSER_UA } from './ttfb.ts';
import { href } from '../../shared/route-paths.ts';

export interface LoadResult {
  /** The path, or the paths (comma-separated), or the flood's shape. */
  path: string;
  connections: number;
  durationS: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers by status ('200', '429'…). */
  statuses: Record<string, number>;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
}

const HEADERS = { 'user-agent': BROWSER_UA, accept: 'text/html' };

async function run(label: string, options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon(options);
  return {
    path: label,
    connections: options.connections ?? 0,
    durationS: options.duration === undefined ? result.duration : Number(options.duration),
    requests: result.requests.total,
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count ?? 0])),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerRequest: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

/** One path for `durationS` seconds. */
export function runLoad(url: string, path: string, connections: number, durationS: number, headers: Record<string, string> = {}) {
  return run(path, { url: url + path, connections, duration: durationS, headers: { ...HEADERS, ...headers } });
}

/** `amount` requests spread over the given paths (for the memory check). */
export function runAmount(url: string, paths: string[], amount: number, connections: number) {
  return run(paths.join(','), { url, connections, amount, headers: HEADERS, requests: paths.map((path) => ({ method: 'GET', path })) });
}

export interface FloodShape {
  name: string;
  /** The path of every request, or (setupRequest) a CommonJS file exporting the function that picks each one. */
  request: { path: string } | { setupRequest: string };
}

export const FLOOD_SHAPES: readonly FloodShape[] = [
  { name: '/contact (per visitor)', request: { path: href('contact') } },
  { name: '/?utm_source=<unique>', request: { setupRequest: path.join(import.meta.dirname, 'flood-requests/unique-campaign-link.cjs') } },
];

/** `connections` connections for `durationS` seconds, each request a fresh path of the shape, asking for brotli as Chrome does. */
export function flood(baseUrl: string, shape: FloodShape, connections: number, durationS: number) {
  return run(shape.name, {
    url: baseUrl,
    connections,
    duration: durationS,
    // The load comes from a thread of its own, so the /healthz probe the caller runs alongside
    // times the server, as a kubelet on another machine would, not the load generator's queue.
    workers: 1,
    headers: { ...HEADERS, 'accept-encoding': 'gzip, deflate, br, zstd' },
    requests: [{ method: 'GET', ...shape.request }],
  });
}
