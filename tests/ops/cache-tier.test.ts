/**
 * The shared cache tier for real (docs/decisions/102): Debian's varnishd with the component's
 * VCL in front of three built servers. A spike of 2,000 requests over P pages from 50
 * connections costs the three pods P renders in all (their own counters); with every pod
 * stopped, stored pages are served from grace, and a page never stored answers an error that is
 * not kept once the pods return. A small stand-in backend shows what the VCL never stores.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSnapshot, type BuildSnapshot } from '../../scripts/fresh-build.mjs';
import { freePort, startBuiltServer, type RunningServer } from '../support/start-built-server.ts';
import { startVarnish, type RunningVarnish } from '../support/start-varnish.ts';
import { href, postHref } from '../../shared/route-paths.ts';
import { get } from './support/http-get.ts';

const PAGES = [
  href('home'),
  href('web-development'),
  href('devops'),
  href('about-us'),
  href('blog'),
  href('case-studies'),
  href('privacy-policy'),
  postHref('ci-cd-pipeline-for-small-teams'),
];
const NEVER_STORED_PAGE = href('terms');
const SPIKE_REQUESTS = 2_000;
const SPIKE_CONNECTIONS = 50;

let snapshot: BuildSnapshot;
let ports: number[];
let servers: RunningServer[] = [];
let varnish: RunningVarnish;

const startPods = async () => {
  servers = [];
  for (const port of ports)
    servers.push(await startBuiltServer({ PORT: String(port), TRUST_PROXY: '1' }, { root: snapshot.root, keepLogs: false }));
};

/** Every page answer the pods gave (stored pages and renders), from their own /metrics. */
async function podRenders(): Promise<number> {
  let total = 0;
  for (const server of servers) {
    const text = await (await fetch(`${await server.metricsUrl()}/metrics`)).text();
    for (const match of text.matchAll(/^ssr_render_duration_seconds_count\{[^}]*\} (\d+)$/gm)) total += Number(match[1]);
  }
  return total;
}

function purge(tags: string, port = varnish.purgePort) {
  return fetch(`http://127.0.0.1:${port}/`, { method: 'PURGE', headers: { 'xkey-softpurge': tags } });
}

beforeAll(async () => {
  snapshot = buildSnapshot();
  ports = [await freePort(), await freePort(), await freePort()];
  await startPods();
  varnish = await startVarnish(ports);
  // The probe has seen the pods: a page answers through the tier.
  await vi.waitFor(async () => expect((await get(varnish.port, '/healthz')).status).toBe(200), { timeout: 15_000, interval: 100 });
}, 180_000);

afterAll(async () => {
  await varnish?.stop();
  for (const server of servers) await server.stop();
  snapshot?.remove();
});

describe('a spike through the tier', () => {
  it(`${SPIKE_REQUESTS} requests over ${PAGES.length} pages from ${SPIKE_CONNECTIONS} connections cost the pods ${PAGES.length} renders`, async () => {
    for (const page of PAGES) expect((await get(servers[0]!.port, page)).status).toBe(200);
    // The pod above rendered each page once for the check; the tier has stored nothing yet.
    const before = await podRenders();
    const result = await autocannon({
      url: `http://127.0.0.1:${varnish.port}`,
      connections: SPIKE_CONNECTIONS,
      amount: SPIKE_REQUESTS,
      requests: PAGES.map((path) => ({ method: 'GET', path })),
    });
    expect(result.errors).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result['2xx']).toBe(SPIKE_REQUESTS);
    expect((await podRenders()) - before).toBe(PAGES.length);
  }, 60_000);

  it('strips the tags, keeps campaign parameters out of the key and refuses a purge on the public listener', async () => {
    const first = await get(varnish.port, `${href('devops')}?utm_source=news&gclid=abc`);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('hit');
    expect(first.headers.xkey).toBeUndefined();
    expect(first.headers['surrogate-key']).toBeUndefined();
    // The pod itself names what the page shows.
    expect((await get(servers[0]!.port, href('devops'))).headers.xkey).toBe('site reviews');
    expect((await purge('site', varnish.port)).status).toBe(403);
  });
});

describe('an outage behind the tier', () => {
  it('serves stored pages from grace with every pod stopped; an error is not kept once they return', async () => {
    const stored = new Map<string, string>();
    for (const page of PAGES) stored.set(page, (await get(varnish.port, page)).body);
    // As a publish would: every stored page is stale now, so only grace may answer with it.
    expect((await purge('site')).status).toBe(200);
    for (const server of servers) await server.stop();

    for (const page of PAGES) {
      const answer = await get(varnish.port, page);
      expect(answer.status, page).toBe(200);
      expect(answer.body).toBe(stored.get(page));
    }
    const never = await get(varnish.port, NEVER_STORED_PAGE);
    expect(never.status).toBeGreaterThanOrEqual(500);

    await startPods();
    await vi.waitFor(async () => expect((await get(varnish.port, NEVER_STORED_PAGE)).status).toBe(200), { timeout: 15_000, interval: 100 });
    for (const server of servers) expect(server.stderr()).toBe('');
  }, 90_000);
});

describe('what the VCL never stores', () => {
  let backend: http.Server;
  let tier: RunningVarnish;
  const hits = new Map<string, number>();
  let forwardedFor: string | undefined;
  /** Each answer tries to be stored: shareable Cache-Control and tags, plus what must forbid it. */
  const ANSWERS: Record<string, { status: number; headers: Record<string, string> }> = {
    '/error': { status: 500, headers: {} },
    '/unavailable': { status: 503, headers: {} },
    '/cookie': { status: 200, headers: { 'set-cookie': 'session=1' } },
    '/private': { status: 200, headers: { 'cache-control': 'private, no-store' } },
    '/untagged': { status: 200, headers: { 'cache-control': 'public, s-maxage=60', xkey: '' } },
    '/page': { status: 200, headers: {} },
  };

  beforeAll(async () => {
    backend = http.createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path === '/readyz') return void res.end('ok');
      hits.set(`${req.method} ${path}`, (hits.get(`${req.method} ${path}`) ?? 0) + 1);
      forwardedFor = req.headers['x-forwarded-for'] as string | undefined;
      const answer = ANSWERS[path] ?? { status: 404, headers: {} };
      const headers: Record<string, string> = { 'cache-control': 'public, max-age=0, s-maxage=60', xkey: 'site', ...answer.headers };
      if (headers.xkey === '') delete headers.xkey;
      res.writeHead(answer.status, headers).end(`${path} ${hits.get(`${req.method} ${path}`)}`);
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    tier = await startVarnish([(backend.address() as AddressInfo).port]);
    await vi.waitFor(async () => expect((await get(tier.port, '/page')).status).toBe(200), { timeout: 15_000, interval: 100 });
  }, 60_000);

  afterAll(async () => {
    await tier?.stop();
    await new Promise((resolve) => backend.close(resolve));
  });

  it('stores a tagged shareable page, never a 5xx, a Set-Cookie, a private or an untagged answer, and passes the visitor on', async () => {
    expect((await get(tier.port, '/page')).headers['x-cache']).toBe('hit');
    for (const path of ['/error', '/unavailable', '/cookie', '/private', '/untagged']) {
      const before = hits.get(`GET ${path}`) ?? 0;
      await get(tier.port, path);
      await get(tier.port, path);
      // Each request reached the backend (a 5xx twice each: the tier looks once more for a stored copy).
      expect((hits.get(`GET ${path}`) ?? 0) - before, path).toBeGreaterThanOrEqual(2);
    }
    // The visitor's address reaches the site (TRUST_PROXY counts this hop): a client on another loopback address.
    await new Promise<void>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: tier.port, path: '/private', localAddress: '127.0.0.2', agent: false }, (res) => {
          res.resume();
          res.on('end', resolve);
        })
        .on('error', reject);
    });
    expect(forwardedFor?.split(',').at(-1)?.trim()).toBe('127.0.0.2');
    const posted = await fetch(`http://127.0.0.1:${tier.port}/page`, { method: 'POST' });
    expect(posted.headers.get('x-cache')).toBe('pass');
    expect(hits.get('POST /page')).toBe(1);
  });
});
