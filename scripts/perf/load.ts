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
  path: string;
  connections: number;
  durationS: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
}

export async function runLoad(
  url: string,
  path: string,
  connections: number,
  durationS: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url: url + path,
    connections,
    duration: durationS,
    headers: { 'user-agent': BROWSER_UA, accept: 'text/html', ...headers },
  });
  return {
    path,
    connections,
    durationS,
    requests: result.requests.total,
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerRequest: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

/** Sends `amount` requests spread over the given paths (for the memory check). */
export async function runAmount(
  url: string,
  paths: string[],
  amount: number,
  connections: number,
): Promise<{ requests: number; errors: number; non2xx: number }> {
  const result = await autocannon({
    url,
    connections,
    amount,
    headers: { 'user-agent': BROWSER_UA, accept: 'text/html' },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return { requests: result.requests.total, errors: result.errors + result.timeouts, non2xx: result.non2xx };
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
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationS,
    // The load comes from a thread of its own: the caller's event loop stays free, so the
    // /healthz probe it runs alongside times the server, as a kubelet on another machine
    // would, and not the queue of the load generator.
    workers: 1,
    headers: { 'user-agent': BROWSER_UA, accept: 'text/html', 'accept-encoding': acceptEncoding },
    requests: [{ method: 'GET', ...shape.request }],
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count ?? 0]));
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
