/**
 * Tracing (docs/decisions/092) on the built server. With OTEL_EXPORTER_OTLP_ENDPOINT at a fake
 * OTLP/HTTP receiver: a page that waits on a slow Contentful is one trace, whose request span
 * is named by the route pattern and holds the loaders, the Contentful calls (with the SDK's
 * HTTP requests under them), the page cache and the render; a fetch upstream (the reviews)
 * shows the same way; an incoming traceparent is continued; log lines carry the trace.
 * Without the variable, the process loads no OpenTelemetry module at all.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSnapshot, type BuildSnapshot } from '../../scripts/fresh-build.mjs';
import { contentfulFixtures } from '../fakes/contentful-fixtures.ts';
import { startFakeContentful, type FakeContentful } from '../fakes/contentful-server.ts';
import { startFakeOtlpReceiver, type FakeOtlpReceiver, type ReceivedSpan } from '../fakes/otlp-receiver.ts';
import { startFakeReviewsUpstream } from '../fakes/reviews-upstream.ts';
import { FAKE_ACCESS_KEY, startFakeWeb3Forms, type FakeWeb3Forms } from '../fakes/web3forms.ts';
import { PROJECT_ROOT, startBuiltServer, type RunningServer } from '../support/start-built-server.ts';
import { href } from '../../shared/route-paths.ts';

const PACKAGE_NAME = (JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { name: string }).name;
const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** The Contentful answers a visitor waits for. */
const SLOW_CDA_MS = 300;
/** Batches leave every 50 ms instead of every 5 s (a standard OTEL_BSP_* variable). */
const TRACING_ENV = { OTEL_BSP_SCHEDULE_DELAY: '50' };
const WAIT = { timeout: 15_000, interval: 20 };

/** A W3C traceparent of a caller's sampled span: its ids, and the header. */
function callerSpan() {
  const traceId = randomBytes(16).toString('hex');
  const spanId = randomBytes(8).toString('hex');
  return { traceId, spanId, traceparent: `00-${traceId}-${spanId}-01` };
}

/** Whether `span` lies under `ancestor` in the spans received. */
function descendsFrom(spans: ReceivedSpan[], span: ReceivedSpan, ancestor: ReceivedSpan): boolean {
  const byId = new Map(spans.map((each) => [each.spanId, each]));
  for (let parent = span.parentSpanId; parent; parent = byId.get(parent)?.parentSpanId) if (parent === ancestor.spanId) return true;
  return false;
}

describe('tracing on', () => {
  let snapshot: BuildSnapshot;
  let receiver: FakeOtlpReceiver;
  let cda: FakeContentful;
  let reviews: Awaited<ReturnType<typeof startFakeReviewsUpstream>>;
  let web3forms: FakeWeb3Forms;
  let server: RunningServer;

  beforeAll(async () => {
    snapshot = buildSnapshot();
    [receiver, cda, reviews, web3forms] = await Promise.all([
      startFakeOtlpReceiver(),
      startFakeContentful(contentfulFixtures()),
      startFakeReviewsUpstream(),
      startFakeWeb3Forms(),
    ]);
    // The warm-up at start finds no space, so the content cache stays cold and the first page
    // asks Contentful itself, within its own request (a call shared with the warm-up would be the warm-up's).
    cda.mode = 'not-found';
    const upstreams = {
      ...cda.env(),
      REVIEWS_URL: reviews.reviewsUrl,
      WEB3FORMS_ACCESS_KEY: FAKE_ACCESS_KEY,
      WEB3FORMS_URL: web3forms.url,
    };
    server = await startBuiltServer({ ...receiver.env(), ...TRACING_ENV, ...upstreams }, { root: snapshot.root });
    await vi.waitFor(
      () => expect(server.logs.filter((line) => /^contentful (categories|posts) failed/.test(String(line.msg)))).toHaveLength(2),
      WAIT,
    );
    cda.mode = 'ok';
    cda.delayMs = SLOW_CDA_MS;
  });

  afterAll(async () => {
    await server?.stop();
    await Promise.all([receiver?.close(), cda?.close(), reviews?.close(), web3forms?.close()]);
    snapshot?.remove();
  });

  const spanOf = (traceId: string, matches: (span: ReceivedSpan) => boolean) =>
    receiver.waitForSpan((span) => span.traceId === traceId && matches(span));

  it('a page waiting on Contentful is one trace: the request span by route pattern, the Contentful calls inside it', async () => {
    const caller = callerSpan();
    const response = await fetch(`${server.url}/blog`, { headers: { traceparent: caller.traceparent } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Kubernetes for small teams');

    const request = await spanOf(caller.traceId, (span) => span.kind === 'server');
    expect(request.name).toBe('GET /blog');
    expect(request.attributes['http.route']).toBe(href('blog'));
    // The caller's trace continues: same trace id, the caller's span as parent.
    expect(request.parentSpanId).toBe(caller.spanId);
    expect(request.resource['service.name']).toBe(PACKAGE_NAME);

    const posts = await spanOf(caller.traceId, (span) => span.name === 'contentful posts');
    expect(posts.attributes['upstream.name']).toBe('contentful');
    // The SDK's HTTP request to the (slow) CDA, under the call.
    const get = await spanOf(caller.traceId, (span) => span.kind === 'client' && span.parentSpanId === posts.spanId);
    expect(get.attributes['server.port']).toBe(Number(cda.host.split(':')[1]));
    const others = await Promise.all(
      ['contentful categories', 'loader root', 'loader blog', 'render blog', 'page cache'].map((name) =>
        spanOf(caller.traceId, (span) => span.name === name),
      ),
    );
    // The express instrumentation's span of the handler that answered (express is patched as it loads).
    const handler = await spanOf(caller.traceId, (span) => span.scope === '@opentelemetry/instrumentation-express');
    for (const span of [handler, posts, get, ...others]) expect(descendsFrom(receiver.spans, span, request), span.name).toBe(true);
    expect(others.find((span) => span.name === 'page cache')?.attributes['page_cache.result']).toBe('miss');

    // The request's log line carries the trace and the request span.
    await vi.waitFor(() => {
      const line = server.logs.find(
        (entry) =>
          entry.msg === 'request completed' && (entry.req as { url?: string }).url === href('blog') && entry.trace_id === caller.traceId,
      );
      expect(line?.span_id).toBe(request.spanId);
    }, WAIT);
  });

  it('a page from the page cache says so on its span, and runs no loader', async () => {
    // Stored pages carry an ETag; wait until /blog is one (the first renders stored it under the content version they began with).
    await vi.waitFor(async () => expect((await fetch(`${server.url}/blog`)).headers.get('etag')).toBeTruthy(), WAIT);
    const caller = callerSpan();
    expect((await fetch(`${server.url}/blog`, { headers: { traceparent: caller.traceparent } })).status).toBe(200);
    const lookup = await spanOf(caller.traceId, (span) => span.name === 'page cache');
    expect(lookup.attributes['page_cache.result']).toBe('hit');
    await spanOf(caller.traceId, (span) => span.kind === 'server');
    expect(receiver.spans.filter((span) => span.traceId === caller.traceId && span.name.startsWith('loader '))).toEqual([]);
  });

  it('a fetch upstream (the reviews, which a crawler waits for) is a child of the request as well', async () => {
    const caller = callerSpan();
    const response = await fetch(`${server.url}/about-us`, { headers: { traceparent: caller.traceparent, 'user-agent': CRAWLER_UA } });
    expect(response.status).toBe(200);
    const request = await spanOf(caller.traceId, (span) => span.kind === 'server');
    expect(request.name).toBe('GET /about-us');
    const call = await spanOf(caller.traceId, (span) => span.name === 'reviews reviews-url');
    const fetched = await spanOf(caller.traceId, (span) => span.kind === 'client' && span.parentSpanId === call.spanId);
    expect(fetched.attributes['url.full']).toBe(reviews.reviewsUrl);
    expect(descendsFrom(receiver.spans, call, request)).toBe(true);
  });

  it('so is the form service a contact message is forwarded to', async () => {
    const caller = callerSpan();
    const message = { name: 'Ada Lovelace', email: 'ada@example.org', message: 'We need a customer portal.' };
    const response = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { traceparent: caller.traceparent, 'content-type': 'application/json' },
      body: JSON.stringify(message),
    });
    expect(response.status).toBe(200);
    const request = await spanOf(caller.traceId, (span) => span.kind === 'server');
    const forward = await spanOf(caller.traceId, (span) => span.name === 'contact web3forms');
    const posted = await spanOf(caller.traceId, (span) => span.kind === 'client' && span.parentSpanId === forward.spanId);
    expect(posted.attributes['url.full']).toBe(web3forms.url);
    expect(descendsFrom(receiver.spans, forward, request)).toBe(true);
  });

  it('names request spans by pattern, never by path', async () => {
    const post = callerSpan();
    const missing = callerSpan();
    await fetch(`${server.url}/blog/kubernetes-for-small-teams`, { headers: { traceparent: post.traceparent } });
    await fetch(`${server.url}/no-such-page-${randomBytes(4).toString('hex')}`, { headers: { traceparent: missing.traceparent } });
    expect((await spanOf(post.traceId, (span) => span.kind === 'server')).name).toBe('GET /blog/:slug');
    expect((await spanOf(missing.traceId, (span) => span.kind === 'server')).name).toBe('GET not_found');
  });
});

describe('tracing off', () => {
  let snapshot: BuildSnapshot;
  let receiver: FakeOtlpReceiver;
  let directory: string;

  beforeAll(async () => {
    snapshot = buildSnapshot();
    receiver = await startFakeOtlpReceiver();
    directory = mkdtempSync(path.join(os.tmpdir(), 'loaded-modules-'));
  });

  afterAll(async () => {
    await receiver?.close();
    snapshot?.remove();
    rmSync(directory, { recursive: true, force: true });
  });

  /** The URLs of the modules a built server loads at start and while serving a few pages. */
  async function modulesLoaded(name: string, env: Record<string, string>): Promise<string[]> {
    const file = path.join(directory, name);
    const server = await startBuiltServer(
      { NODE_OPTIONS: `--import=${path.join(PROJECT_ROOT, 'tests/support/record-loaded-modules.mjs')}`, LOADED_MODULES_FILE: file, ...env },
      { root: snapshot.root },
    );
    try {
      for (const page of ['/', href('blog'), '/api/blog/posts']) expect((await fetch(server.url + page)).status).toBe(200);
    } finally {
      await server.stop();
    }
    return readFileSync(file, 'utf8').trim().split('\n');
  }

  it('loads no OpenTelemetry module without OTEL_EXPORTER_OTLP_ENDPOINT (and the same probe sees them with it)', async () => {
    const off = await modulesLoaded('off', {});
    // The probe sees the server's own files and its packages.
    expect(off.some((url) => /\/dist\/server\/main-\w+\.js$/.test(url))).toBe(true);
    expect(off.some((url) => url.includes('/node_modules/express/'))).toBe(true);
    expect(off.filter((url) => url.includes('@opentelemetry'))).toEqual([]);

    const on = await modulesLoaded('on', { ...receiver.env(), ...TRACING_ENV });
    expect(on.some((url) => url.includes('/node_modules/@opentelemetry/sdk-node/'))).toBe(true);
  });
});
