/**
 * The same bytes from every pod (docs/decisions/010 and 069): two freshly started built servers
 * render a service page (it has the testimonials carousel) to the same bytes and ETag, and a browser's
 * If-None-Match from one gets a 304 from the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot, type BuildSnapshot } from '../../scripts/fresh-build.mjs';
import { startBuiltServer, type RunningServer } from '../support/start-built-server.ts';
import { href } from '../../shared/route-paths.ts';

const PAGES = [href('web-development'), href('home')];

let snapshot: BuildSnapshot;
const servers: RunningServer[] = [];

beforeAll(async () => {
  snapshot = buildSnapshot();
  for (let n = 0; n < 2; n += 1) servers.push(await startBuiltServer({}, { root: snapshot.root }));
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.stop();
  snapshot?.remove();
});

describe('two pods, one document', () => {
  it.each(PAGES)('%s has the same ETag on both, and a 304 crosses between them', async (page) => {
    const [one, other] = servers as [RunningServer, RunningServer];
    // A page's first answer streams as it renders; the next is the stored document, with its ETag.
    const [renderedOne, renderedOther] = [await fetch(`${one.url}${page}`), await fetch(`${other.url}${page}`)];
    expect(await renderedOther.text()).toBe(await renderedOne.text());
    const first = await fetch(`${one.url}${page}`);
    const second = await fetch(`${other.url}${page}`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get('etag')).toBe(etag);
    expect(await second.text()).toBe(await first.text());
    const revalidated = await fetch(`${other.url}${page}`, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
  });
});
