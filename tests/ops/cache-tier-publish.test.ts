/**
 * A publish through the cache tier (docs/decisions/102): three built servers on one fake
 * Contentful behind a real varnishd. A signed webhook purges every pod and waits for their
 * refreshed content, then soft-purges the tier by tag, before it is answered: from that answer on, every request through the tier shows
 * the new post (the 2 s allowance is never needed) and none shows the old list again. A draft
 * preview passes through the tier untouched, and an anonymous request after it gets no draft.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSnapshot, type BuildSnapshot } from '../../scripts/fresh-build.mjs';
import { contentfulFixtures, DRAFT_POST, draftPostRecord } from '../fakes/contentful-fixtures.ts';
import { entry, startFakeContentful, type FakeContentful } from '../fakes/contentful-server.ts';
import { signContentfulRequest } from '../fakes/contentful-webhook-signer.ts';
import { freePort, startBuiltServer, type RunningServer } from '../support/start-built-server.ts';
import { startVarnish, type RunningVarnish } from '../support/start-varnish.ts';
import { href, postHref } from '../../shared/route-paths.ts';

const WEBHOOK_SECRET = 'w'.repeat(64);
const SITE_SECRET = 'k'.repeat(64);
const PREVIEW_SECRET = 'p'.repeat(40);
const WEBHOOK_PATH = '/api/webhooks/contentful';
const NEW_TITLE = 'Freshly published through the tier';
const NEW_SLUG = 'freshly-published-through-the-tier';
/** The bound between the webhook's answer and every visitor seeing the post. */
const VISIBLE_WITHIN_MS = 2_000;
/** How long requests keep coming after the answer, to catch an old page coming back. */
const WATCH_MS = 3_000;
const WATCHERS = 8;

let fake: FakeContentful;
let snapshot: BuildSnapshot;
const servers: RunningServer[] = [];
let varnish: RunningVarnish;

async function through(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`http://127.0.0.1:${varnish.port}${path}`, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

beforeAll(async () => {
  snapshot = buildSnapshot();
  fake = await startFakeContentful([...contentfulFixtures(), draftPostRecord('cat-ai')]);
  const ports = [await freePort(), await freePort(), await freePort()];
  const [varnishPort, purgePort] = [await freePort(), await freePort()];
  const env = {
    ...fake.env(),
    ...fake.previewEnv(),
    CONTENTFUL_PREVIEW_SECRET: PREVIEW_SECRET,
    CONTENTFUL_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SITE_SECRET,
    TRUST_PROXY: '1',
    CACHE_PURGE_PEERS: ports.map((port) => `127.0.0.1:${port}`).join(','),
    HTTP_CACHE_PEERS: `127.0.0.1:${purgePort}`,
  };
  for (const port of ports) servers.push(await startBuiltServer({ ...env, PORT: String(port) }, { root: snapshot.root }));
  varnish = await startVarnish(ports, { port: varnishPort, purgePort });
  await vi.waitFor(async () => expect((await through(href('blog'))).status).toBe(200), { timeout: 15_000, interval: 100 });
}, 180_000);

afterAll(async () => {
  await varnish?.stop();
  for (const server of servers) await server.stop();
  await fake?.close();
  snapshot?.remove();
});

describe('a publish through the cache tier', () => {
  it('shows the new post on every request from the webhook answer on, never the old list again', async () => {
    for (const page of [href('blog'), href('home')]) {
      await through(page);
      const stored = await through(page);
      expect(stored.headers.get('x-cache')).toBe('hit');
      expect(stored.body).not.toContain(NEW_TITLE);
    }
    fake.setContent([
      ...contentfulFixtures(),
      draftPostRecord('cat-ai'),
      entry('blogPost', 'post-new', { title: NEW_TITLE, slug: NEW_SLUG, publishDate: '2099-01-01' }),
    ]);
    // The tier and the pods still hold the old list: nothing shows the post before the webhook.
    expect((await through(href('blog'))).body).not.toContain(NEW_TITLE);
    // Contentful answers slowly, as on a loaded machine: the webhook must wait for the pods' refresh.
    fake.delayMs = 400;

    const body = JSON.stringify({
      sys: { id: 'post-new', type: 'Entry', contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'blogPost' } } },
      fields: { title: { 'en-US': NEW_TITLE }, slug: { 'en-US': NEW_SLUG } },
    });
    const headers = {
      'content-type': 'application/vnd.contentful.management.v1+json',
      'x-contentful-topic': 'ContentManagement.Entry.publish',
    };
    const signed = signContentfulRequest(WEBHOOK_SECRET, { method: 'POST', path: WEBHOOK_PATH, body, headers });
    // Through the tier, as Contentful reaches the site: a POST passes to one pod.
    const answer = await fetch(`http://127.0.0.1:${varnish.port}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { ...headers, ...signed },
      body,
    });
    expect(answer.status).toBe(200);
    const answeredAt = performance.now();
    fake.delayMs = 0;

    const seen: Array<{ sentMs: number; page: string; fresh: boolean }> = [];
    await Promise.all(
      Array.from({ length: WATCHERS }, async (_, watcher) => {
        const page = [href('blog'), href('home'), postHref(NEW_SLUG)][watcher % 3]!;
        while (performance.now() - answeredAt < WATCH_MS) {
          const sentMs = performance.now() - answeredAt;
          const { status, body: html } = await through(page);
          seen.push({ sentMs, page, fresh: status === 200 && html.includes(NEW_TITLE) });
        }
      }),
    );
    const stale = seen.filter((request) => !request.fresh);
    // Every request sent 2 s after the answer shows the post; none shows the old page after one showed the new.
    expect(stale.filter((request) => request.sentMs >= VISIBLE_WITHIN_MS)).toEqual([]);
    const firstFresh = Math.min(...seen.filter((request) => request.fresh).map((request) => request.sentMs));
    expect(stale.filter((request) => request.sentMs > firstFresh)).toEqual([]);
    expect(seen.length).toBeGreaterThan(WATCHERS * 3);
    const summary = servers.flatMap((server) => server.logs).filter((line) => line.msg === 'cache tier purged by tag');
    expect(summary[0]).toMatchObject({ tags: ['blog', `post:${NEW_SLUG}`], ok: 1, failed: 0 });
  }, 60_000);

  it('passes a preview through untouched; an anonymous visitor after it gets no draft', async () => {
    const entered = await through(`/api/preview?secret=${PREVIEW_SECRET}&slug=${DRAFT_POST.slug}`);
    expect(entered.status).toBeGreaterThanOrEqual(300);
    const cookie = entered.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^preview=/);
    for (const page of [postHref(DRAFT_POST.slug), href('blog')]) {
      const draft = await through(page, { cookie });
      expect(draft.status).toBe(200);
      expect(draft.body).toContain(DRAFT_POST.title);
      expect(draft.headers.get('x-cache')).toBe('pass');
      expect(draft.headers.get('cache-control')).toBe('private, no-store');
    }
    const anonymousList = await through(href('blog'));
    expect(anonymousList.body).not.toContain(DRAFT_POST.title);
    const anonymousPost = await through(postHref(DRAFT_POST.slug));
    expect(anonymousPost.status).toBe(404);
    expect(anonymousPost.body).not.toContain(DRAFT_POST.title);
    // The preview link's own answer (it sets the cookie) was not stored either.
    expect((await through(`/api/preview?secret=${PREVIEW_SECRET}&slug=${DRAFT_POST.slug}`)).headers.get('set-cookie')).toMatch(/^preview=/);
  });
});
