/**
 * Hostile traffic (issue 14): unique long URLs over keep-alive connections, sent concurrently,
 * while /healthz is timed and the server's heap is read from its own metrics, because every
 * cache a path can key must stay bounded in bytes. Used by the bench's hostile part and
 * tests/ops/hostile-urls.test.ts.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { percentile } from './ttfb.ts';
import { postHref } from '../../shared/route-paths.ts';

export interface HostileShape {
  name: string;
  /** A path no request has sent before. */
  pathFor: (index: number) => string;
}

/** Issue 14's two shapes: a long page path, and a long post slug. */
export const HOSTILE_SHAPES: readonly HostileShape[] = [
  { name: 'root 15,000 chars', pathFor: (index) => `/${'a'.repeat(15_000)}-${index}-${randomBytes(6).toString('hex')}` },
  { name: 'blog slug 4,000 chars', pathFor: (index) => postHref(`${'b'.repeat(4_000)}-${index}-${randomBytes(6).toString('hex')}`) },
];

export interface HostileRun {
  shape: string;
  requests: number;
  /** Answers by status class ('2xx', '4xx'…). */
  statuses: Record<string, number>;
  /** Requests that got no answer (connection refused or reset: the server died or hung up). */
  failed: number;
  /** Answers from a stored page (they carry its ETag; a fresh render streams without one). */
  stored: number;
  durationS: number;
}

function get(agent: http.Agent, url: URL, path: string): Promise<{ status: number; stored: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: url.hostname, port: url.port, path, agent, headers: { accept: 'text/html' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, stored: res.headers.etag !== undefined }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Sends `requests` unique paths of one shape over `connections` keep-alive connections. */
export async function sendHostileUrls(baseUrl: string, shape: HostileShape, requests: number, connections: number): Promise<HostileRun> {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const statuses: Record<string, number> = {};
  let next = 0;
  let failed = 0;
  let stored = 0;
  const started = performance.now();
  // Each worker sends one request at a time, so each keeps one connection busy.
  const worker = async () => {
    while (next < requests) {
      const index = next++;
      try {
        const answer = await get(agent, url, shape.pathFor(index));
        const status = answer.status;
        if (answer.stored) stored += 1;
        const group = `${Math.floor(status / 100)}xx`;
        statuses[group] = (statuses[group] ?? 0) + 1;
      } catch {
        failed += 1;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, worker));
  } finally {
    agent.destroy();
  }
  return { shape: shape.name, requests, statuses, failed, stored, durationS: (performance.now() - started) / 1000 };
}

export interface ServerWatch {
  /** Stops sampling and returns what was seen. */
  stop: () => Promise<WatchReport>;
}

export interface WatchReport {
  healthz: { samples: number; failures: number; p50Ms: number; p99Ms: number; maxMs: number };
  /** Largest V8 heap in use seen in the server's metrics, and the largest RSS, in MiB. */
  peakHeapUsedMb: number;
  peakRssMb: number;
  heapSamples: number;
}

/** The V8 heap in use, from prom-client's default metrics on the server's /metrics (its METRICS_PORT). */
export async function heapUsedBytes(metricsUrl: string): Promise<number> {
  const text = await (await fetch(`${metricsUrl}/metrics`)).text();
  const value = /^nodejs_heap_size_used_bytes(?:\{[^}]*\})? ([\d.e+]+)$/m.exec(text)?.[1];
  if (value === undefined) throw new Error('the server reports no nodejs_heap_size_used_bytes');
  return Number(value);
}

/** Healthz every few ms (one at a time, on its own connection), and the heap now and then. */
const HEALTHZ_INTERVAL_MS = 20;
const HEAP_INTERVAL_MS = 500;

/** Times /healthz and samples the heap (and the RSS, when `rss` is given) at a fixed rate until stopped: what the server did under attack. */
export function watchServer(baseUrl: string, metricsUrl: string, rss?: () => number): ServerWatch {
  const latencies: number[] = [];
  let failures = 0;
  let peakHeap = 0;
  let peakRss = 0;
  let heapSamples = 0;
  let running = true;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(baseUrl);
  const probe = async () => {
    while (running) {
      const started = performance.now();
      try {
        const { status } = await get(agent, url, '/healthz');
        if (status === 200) latencies.push(performance.now() - started);
        else failures += 1;
      } catch {
        failures += 1;
      }
      await pause(HEALTHZ_INTERVAL_MS);
    }
  };
  const sampleHeap = async () => {
    while (running) {
      try {
        peakHeap = Math.max(peakHeap, await heapUsedBytes(metricsUrl));
        heapSamples += 1;
        if (rss) peakRss = Math.max(peakRss, rss());
      } catch {
        // A dead server shows in the healthz failures and in the caller's own checks.
      }
      await pause(HEAP_INTERVAL_MS);
    }
  };
  const loops = Promise.all([probe(), sampleHeap()]);
  return {
    stop: async () => {
      running = false;
      await loops;
      agent.destroy();
      return {
        healthz: {
          samples: latencies.length,
          failures,
          p50Ms: percentile(latencies, 50),
          p99Ms: percentile(latencies, 99),
          maxMs: latencies.length ? Math.max(...latencies) : NaN,
        },
        peakHeapUsedMb: peakHeap / 2 ** 20,
        peakRssMb: peakRss / 2 ** 20,
        heapSamples,
      };
    },
  };
}
