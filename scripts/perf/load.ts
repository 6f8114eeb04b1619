/** One autocannon run against one path: requests per second and latency percentiles. */
import autocannon from 'autocannon';
import { BROWSER_UA } from './ttfb.ts';

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
