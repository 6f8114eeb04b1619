/**
 * A purge reaches every pod: three real server processes on one fake Contentful, each with its
 * blog cached. A signed Contentful webhook to one of them purges it and it forwards the purge,
 * signed with SITE_SECRET, to its peers; every process shows the new post at once (their cache
 * would otherwise keep the old list for a minute). A peer that is down is logged and skipped; a
 * forwarded purge is not forwarded again; a forged or replayed forward is refused.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSnapshot, type BuildSnapshot } from '../../scripts/fresh-build.mjs';
import { contentfulFixtures } from '../fakes/contentful-fixtures.ts';
import { entry, startFakeContentful, type FakeContentful } from '../fakes/contentful-server.ts';
import { signContentfulRequest } from '../fakes/contentful-webhook-signer.ts';
import { startBuiltServer, type RunningServer } from '../support/start-built-server.ts';
import { get } from './support/http-get.ts';
import { href } from '../../shared/route-paths.ts';

const WEBHOOK_SECRET = 'w'.repeat(64);
const SITE_SECRET = 'k'.repeat(64);
const WEBHOOK_PATH = '/api/webhooks/contentful';

let fake: FakeContentful;
let snapshot: BuildSnapshot;
let deadPort: number;
const processes: RunningServer[] = [];

/** A port nothing listens on: a peer that is down. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function post(port: number, pathname: string, headers: Record<string, string>, body = ''): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        agent: false,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const messages = (server: RunningServer) => server.logs.map((entry) => String(entry.msg));
const count = (server: RunningServer, msg: string) => messages(server).filter((m) => m === msg).length;

beforeAll(async () => {
  // The one build check (decision 074): a stale dist/ is rebuilt first, and the processes run a
  // private copy of it, which a rebuild started by another test cannot delete under them.
  snapshot = buildSnapshot();
  fake = await startFakeContentful(contentfulFixtures());
  deadPort = await closedPort();
  const env = { ...fake.env(), CONTENTFUL_WEBHOOK_SECRET: WEBHOOK_SECRET, SITE_SECRET };
  // B has no peers; A forwards to B; C (the one the webhook reaches) to A, B and a dead peer.
  const b = await startBuiltServer(env, { root: snapshot.root });
  processes.push(b);
  const a = await startBuiltServer({ ...env, CACHE_PURGE_PEERS: `127.0.0.1:${b.port}` }, { root: snapshot.root });
  processes.push(a);
  const peersOfC = [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`, `127.0.0.1:${deadPort}`];
  const c = await startBuiltServer({ ...env, CACHE_PURGE_PEERS: peersOfC.join(',') }, { root: snapshot.root });
  processes.push(c);
}, 180_000);

afterAll(async () => {
  for (const server of processes) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await fake?.close();
  snapshot?.remove();
});

describe('a content purge reaches every process', () => {
  it('a webhook to one process purges all of them; the dead peer is logged and skipped; nothing is forwarded twice', async () => {
    const [b, a, c] = processes as [RunningServer, RunningServer, RunningServer];
    for (const server of processes) expect((await get(server.port, href('blog'))).body).not.toContain('Freshly published');

    fake.setContent([
      ...contentfulFixtures(),
      entry('blogPost', 'post-new', { title: 'Freshly published', slug: 'freshly-published', publishDate: '2025-06-01' }),
    ]);
    // Still cached everywhere: the new post is not shown before the webhook.
    for (const server of processes) expect((await get(server.port, href('blog'))).body).not.toContain('Freshly published');

    const body = JSON.stringify({ sys: { id: 'post-new', type: 'Entry' } });
    const headers = {
      'content-type': 'application/vnd.contentful.management.v1+json',
      'x-contentful-topic': 'ContentManagement.Entry.publish',
    };
    const signed = signContentfulRequest(WEBHOOK_SECRET, { method: 'POST', path: WEBHOOK_PATH, body, headers });
    const answer = await post(c.port, WEBHOOK_PATH, { ...headers, ...signed }, body);
    expect(answer.status).toBe(200);

    await vi.waitFor(() => expect(messages(c)).toContain('cache purge forwarded to peers'), { timeout: 10_000, interval: 20 });
    const summary = c.logs.find((entry) => entry.msg === 'cache purge forwarded to peers')!;
    expect(summary).toMatchObject({ ok: 2, failed: 1 });
    const skipped = c.logs.filter((entry) => entry.msg === 'cache purge: peer skipped');
    expect(skipped).toEqual([expect.objectContaining({ level: 40, peer: `127.0.0.1:${deadPort}`, reason: 'ECONNREFUSED' })]);

    for (const server of processes) {
      await vi.waitFor(async () => expect((await get(server.port, href('blog'))).body).toContain('Freshly published'), {
        timeout: 10_000,
        interval: 50,
      });
    }
    // A and B purged once each, by C; A did not pass it on to B (B would show two).
    expect(count(a, 'content cache purged by a peer')).toBe(1);
    expect(count(b, 'content cache purged by a peer')).toBe(1);
    expect(count(c, 'content cache purged by a peer')).toBe(0);
    expect(messages(a)).not.toContain('cache purge forwarded to peers');
    for (const server of processes) expect(server.stderr()).toBe('');
  }, 60_000);

  it('refuses a forwarded purge that is unsigned, signed with another key, or replayed', async () => {
    const [b] = processes as [RunningServer];
    const before = count(b, 'content cache purged by a peer');
    expect((await post(b.port, '/api/internal/purge', {})).status).toBe(401);
    const { createHmac, randomBytes } = await import('node:crypto');
    const timestamp = String(Date.now());
    const nonce = randomBytes(16).toString('hex');
    const sign = (key: string) =>
      createHmac('sha256', key).update('cache-purge').update('\0').update(`${timestamp}.${nonce}`).digest('hex');
    const forged = { 'x-purge-timestamp': timestamp, 'x-purge-nonce': nonce, 'x-purge-signature': sign('x'.repeat(64)) };
    expect((await post(b.port, '/api/internal/purge', forged)).status).toBe(401);
    const genuine = { ...forged, 'x-purge-signature': sign(SITE_SECRET) };
    expect((await post(b.port, '/api/internal/purge', genuine)).status).toBe(200);
    expect((await post(b.port, '/api/internal/purge', genuine)).status).toBe(409);
    const old = String(Date.now() - 120_000);
    const expired = {
      'x-purge-timestamp': old,
      'x-purge-nonce': nonce,
      'x-purge-signature': createHmac('sha256', SITE_SECRET).update('cache-purge').update('\0').update(`${old}.${nonce}`).digest('hex'),
    };
    expect((await post(b.port, '/api/internal/purge', expired)).status).toBe(401);
    await vi.waitFor(() => expect(count(b, 'content cache purged by a peer')).toBe(before + 1), { timeout: 5000, interval: 20 });
  });
});
