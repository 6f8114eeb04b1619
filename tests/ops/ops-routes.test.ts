/** /healthz and /readyz on the real app, /metrics on its own server, and what the metrics record. */
import { Writable } from 'node:stream';
import type { Express } from 'express';
import pino from 'pino';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMetricsServer, observeRender, recordCacheEvent, recordUpstream, timeUpstream } from '../../server/metrics/index.ts';
import { buildTestApp } from '../support/test-app.ts';
import { href } from '../../shared/route-paths.ts';

/** The value of one sample in Prometheus text, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

const metricsServer = createMetricsServer();

/** Scrapes the metrics server (the app's requests are what it counts). */
async function scrape(): Promise<string> {
  const response = await request(metricsServer).get('/metrics').expect(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text;
}

describe('health and readiness', () => {
  let ready = true;
  let app: Express;
  beforeAll(async () => {
    app = await buildTestApp({ isReady: () => ready });
  });

  it('/healthz answers 200 and is never cached', async () => {
    const response = await request(app).get('/healthz').expect(200);
    expect(response.text).toBe('ok');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('/readyz follows readiness: 200, then 503 once shutdown begins, while /healthz stays 200', async () => {
    ready = true;
    await request(app).get('/readyz').expect(200, 'ready');
    ready = false;
    const draining = await request(app).get('/readyz').expect(503);
    expect(draining.text).toBe('draining');
    expect(draining.headers['cache-control']).toBe('no-store');
    await request(app).get('/healthz').expect(200);
    // Pages are still served while draining.
    await request(app).get('/').expect(200);
    ready = true;
  });
});

describe('/metrics', () => {
  let app: Express;
  beforeAll(async () => {
    app = await buildTestApp();
  });

  it('is not on the public port: the app answers 404 there, and the metrics server serves nothing else', async () => {
    const publicAnswer = await request(app).get('/metrics').expect(404);
    expect(publicAnswer.text).not.toContain('process_cpu_seconds_total');
    await request(app).get('/metrics?format=prometheus').expect(404);
    await request(metricsServer).get('/').expect(404);
    await request(metricsServer).get('/healthz').expect(404);
    await request(metricsServer).post('/metrics').expect(404);
    const head = await request(metricsServer).head('/metrics').expect(200);
    expect(head.headers['cache-control']).toBe('no-store');
  });

  it('serves default process metrics in Prometheus text', async () => {
    const text = await scrape();
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(sample(text, name), name).toBeGreaterThanOrEqual(0);
    }
  });

  it('counts requests by method, route pattern and status, with a duration histogram', async () => {
    const before = await scrape();
    const count = (text: string, labels: Record<string, string>) => sample(text, 'http_requests_total', labels) ?? 0;
    await request(app).get('/').expect(200);
    await request(app).get('/').expect(200);
    await request(app).get('/no-such-page-at-all').expect(404);
    await request(app).get('/api/no-such-endpoint').expect(404);
    await request(app).get('/healthz').expect(200);
    const after = await scrape();
    expect(count(after, { method: 'GET', route: '/', status: '200' }) - count(before, { method: 'GET', route: '/', status: '200' })).toBe(
      2,
    );
    // Unknown paths share one series instead of one per URL.
    expect(count(after, { route: 'not_found', status: '404' }) - count(before, { route: 'not_found', status: '404' })).toBe(1);
    expect(count(after, { route: '/api/*', status: '404' }) - count(before, { route: '/api/*', status: '404' })).toBe(1);
    expect(count(after, { route: '/healthz', status: '200' }) - count(before, { route: '/healthz', status: '200' })).toBe(1);
    expect(after).not.toContain('no-such-page-at-all');
    const histogramCount = sample(after, 'http_request_duration_seconds_count', { method: 'GET', route: '/', status: '200' });
    expect(histogramCount).toBe(count(after, { method: 'GET', route: '/', status: '200' }));
    expect(sample(after, 'http_request_duration_seconds_bucket', { route: '/', status: '200', le: '+Inf' })).toBe(histogramCount);
  });

  it('answers a prefetch as it answers a navigation, and counts it apart (Sec-Purpose or Purpose: prefetch)', async () => {
    const prefetches = (text: string) =>
      sample(text, 'http_prefetch_requests_total', { method: 'GET', route: '/api/route-data', status: '200' }) ?? 0;
    const pagePrefetches = (text: string) =>
      sample(text, 'http_prefetch_requests_total', { method: 'GET', route: href('about-us'), status: '200' }) ?? 0;
    const before = await scrape();
    const navigation = await request(app).get('/api/route-data?path=/about-us').expect(200);
    const ours = await request(app).get('/api/route-data?path=/about-us').set('Purpose', 'prefetch').expect(200);
    await request(app).get('/api/route-data?path=/about-us').set('Sec-Purpose', 'prefetch;prerender').expect(200);
    await request(app).get(href('about-us')).set('Sec-Purpose', 'prefetch').expect(200);
    // Not a prefetch: another purpose.
    await request(app).get('/api/route-data?path=/about-us').set('Purpose', 'preview').expect(200);
    const after = await scrape();
    expect(prefetches(after) - prefetches(before)).toBe(2);
    expect(pagePrefetches(after) - pagePrefetches(before)).toBe(1);
    for (const header of ['cache-control', 'content-type', 'vary']) expect(ours.headers[header], header).toBe(navigation.headers[header]);
    expect(ours.body).toEqual(navigation.body);
  });

  it('labels a parameterised page by its pattern', async () => {
    await request(app).get(href('case-study-r3dlabs')).expect(200);
    const text = await scrape();
    expect(sample(text, 'http_requests_total', { route: href('case-study-r3dlabs'), status: '200' })).toBeGreaterThanOrEqual(1);
  });

  it('records server render time per route id', async () => {
    const before = sample(await scrape(), 'ssr_render_duration_seconds_count', { route: 'home', status: '200' }) ?? 0;
    await request(app).get('/').expect(200);
    const text = await scrape();
    expect(sample(text, 'ssr_render_duration_seconds_count', { route: 'home', status: '200' })).toBe(before + 1);
    expect(sample(text, 'ssr_render_duration_seconds_sum', { route: 'home', status: '200' })).toBeGreaterThan(0);
  });

  it('exposes what other modules record: cache hits, misses and stale serves, upstream calls, errors and latency', async () => {
    recordCacheEvent('test-cache', 'hit');
    recordCacheEvent('test-cache', 'hit');
    recordCacheEvent('test-cache', 'miss');
    recordCacheEvent('test-cache', 'stale');
    recordUpstream('test-upstream', 0.2, true);
    recordUpstream('test-upstream', 3, false);
    await expect(timeUpstream('test-timed', async () => 'value')).resolves.toBe('value');
    await expect(timeUpstream('test-timed', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    observeRender('test-route', 0.05, 500);

    const text = await scrape();
    expect(sample(text, 'cache_events_total', { cache: 'test-cache', result: 'hit' })).toBe(2);
    expect(sample(text, 'cache_events_total', { cache: 'test-cache', result: 'miss' })).toBe(1);
    expect(sample(text, 'cache_events_total', { cache: 'test-cache', result: 'stale' })).toBe(1);
    expect(sample(text, 'upstream_requests_total', { upstream: 'test-upstream', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'upstream_requests_total', { upstream: 'test-upstream', outcome: 'error' })).toBe(1);
    expect(sample(text, 'upstream_errors_total', { upstream: 'test-upstream' })).toBe(1);
    expect(sample(text, 'upstream_request_duration_seconds_sum', { upstream: 'test-upstream', outcome: 'error' })).toBe(3);
    expect(sample(text, 'upstream_request_duration_seconds_bucket', { upstream: 'test-upstream', outcome: 'ok', le: '0.25' })).toBe(1);
    expect(sample(text, 'upstream_request_duration_seconds_bucket', { upstream: 'test-upstream', outcome: 'ok', le: '0.1' })).toBe(0);
    expect(sample(text, 'upstream_errors_total', { upstream: 'test-timed' })).toBe(1);
    expect(sample(text, 'upstream_requests_total', { upstream: 'test-timed', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'ssr_render_duration_seconds_count', { route: 'test-route', status: '500' })).toBe(1);
  });
});

describe('request log', () => {
  it('logs pages at info but probes below info', async () => {
    const lines: Array<{ level: number; req?: { url?: string } }> = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        callback();
      },
    });
    const logger = pino({ level: 'info' }, sink);
    const app = await buildTestApp({ logger });
    await request(app).get('/healthz').expect(200);
    await request(app).get('/readyz').expect(200);
    await request(app).get('/').expect(200);
    const logged = lines.map((line) => line.req?.url).filter(Boolean);
    expect(logged).toEqual(['/']);
  });
});
