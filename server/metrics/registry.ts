/**
 * The process's Prometheus metrics (prom-client), served as text on GET /metrics.
 *
 * One registry per process: any module can record without having it passed down. The helpers
 * below are the only way other modules touch metrics; keep label values few and fixed (a
 * route pattern, a cache name, an upstream name), never a raw URL or an id, or the series
 * count grows without bound.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { droppedLogLines } from '../core/logger.server.ts';

export const registry = new Registry();

// Process metrics: CPU, resident memory, heap, event-loop lag, GC, open handles.
collectDefaultMetrics({ register: registry });

/** Page and API latencies: most answers are a few ms; SSR of a data page may take ~100 ms; 10 s is the render abort. */
const HTTP_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Upstreams (Contentful, Google, Web3Forms, SMTP) answer in tens to hundreds of ms, time out in seconds. */
const UPSTREAM_BUCKETS_SECONDS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequestsTotal = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from request to the last byte of the response, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: HTTP_BUCKETS_SECONDS,
  registers: [registry],
});

export const renderDuration = new Histogram({
  name: 'ssr_render_duration_seconds',
  help: 'Server rendering of a page, from matching the route to the end of the stream, by route id and status.',
  labelNames: ['route', 'status'] as const,
  buckets: HTTP_BUCKETS_SECONDS,
  registers: [registry],
});

export const cacheEventsTotal = new Counter({
  name: 'cache_events_total',
  help: 'Cache lookups by cache name and result: hit, miss, or stale (an expired value served while refreshing or because the upstream failed).',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
});

export const upstreamRequestsTotal = new Counter({
  name: 'upstream_requests_total',
  help: 'Calls to upstream services by upstream name and outcome (ok or error).',
  labelNames: ['upstream', 'outcome'] as const,
  registers: [registry],
});

export const upstreamErrorsTotal = new Counter({
  name: 'upstream_errors_total',
  help: 'Failed calls to upstream services (network error, timeout or error status), by upstream name.',
  labelNames: ['upstream'] as const,
  registers: [registry],
});

export const upstreamDuration = new Histogram({
  name: 'upstream_request_duration_seconds',
  help: 'Latency of calls to upstream services, by upstream name and outcome.',
  labelNames: ['upstream', 'outcome'] as const,
  buckets: UPSTREAM_BUCKETS_SECONDS,
  registers: [registry],
});

export type CacheResult = 'hit' | 'miss' | 'stale';

/** Counts one cache lookup. `cache` names the cache ("content", "reviews"); `result` is hit, miss or stale. */
export function recordCacheEvent(cache: string, result: CacheResult): void {
  cacheEventsTotal.inc({ cache, result });
}

/**
 * Records one finished upstream call: its latency and whether it failed.
 * `upstream` is a fixed name such as "contentful", "google-places", "reviews-url", "web3forms", "smtp".
 */
export function recordUpstream(upstream: string, durationSeconds: number, ok: boolean): void {
  const outcome = ok ? 'ok' : 'error';
  upstreamRequestsTotal.inc({ upstream, outcome });
  upstreamDuration.observe({ upstream, outcome }, durationSeconds);
  if (!ok) upstreamErrorsTotal.inc({ upstream });
}

/**
 * Times an upstream call and records it; the promise's result or error passes through unchanged.
 *   const entries = await timeUpstream('contentful', () => client.getEntries(query));
 */
export async function timeUpstream<T>(upstream: string, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    const result = await call();
    recordUpstream(upstream, (performance.now() - started) / 1000, true);
    return result;
  } catch (error) {
    recordUpstream(upstream, (performance.now() - started) / 1000, false);
    throw error;
  }
}

/** Records one server render: the route id (from the route table) and the status sent. */
export function observeRender(routeId: string, durationSeconds: number, status = 200): void {
  renderDuration.observe({ route: routeId, status: String(status) }, durationSeconds);
}

/** Renders holding a slot and requests waiting for one (render/render-slots.server.ts), and those turned away. */
export const renderSlotsInUse = new Gauge({
  name: 'ssr_render_slots',
  help: 'Pages being rendered per request (state="active", at most the bound) and requests waiting for a render slot (state="waiting").',
  labelNames: ['state'] as const,
  registers: [registry],
});
export const rendersRefusedTotal = new Counter({
  name: 'ssr_renders_refused_total',
  help: 'Requests answered 503 because the render slots and their queue were full.',
  registers: [registry],
});

export function recordRenderSlots(active: number, waiting: number, refused: boolean): void {
  renderSlotsInUse.set({ state: 'active' }, active);
  renderSlotsInUse.set({ state: 'waiting' }, waiting);
  if (refused) rendersRefusedTotal.inc();
}

/** Lines pino dropped because stdout fell too far behind (logger.server.ts, decision 073). */
export const logLinesDropped = new Gauge({
  name: 'log_lines_dropped',
  help: 'Log lines dropped since start because stdout was more than the log buffer behind.',
  registers: [registry],
  collect() {
    this.set(droppedLogLines());
  },
});
