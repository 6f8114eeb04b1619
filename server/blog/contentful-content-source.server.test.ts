/** The real SDK against the fake CDA: the calls of spec section 7 and the mapping of spec section 3. */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentfulFixtures } from '../../tests/fakes/contentful-fixtures.ts';
import { startFakeContentful, type FakeContentful } from '../../tests/fakes/contentful-server.ts';
import { createLogger } from '../core/logger.server.ts';
import { CALL_DEADLINE_MS, ContentfulContentSource } from './contentful-content-source.server.ts';
import { ContentfulError } from './contentful-errors.ts';

let fake: FakeContentful;
let source: ContentfulContentSource;

beforeAll(async () => {
  fake = await startFakeContentful(contentfulFixtures());
  source = new ContentfulContentSource(
    { spaceId: fake.spaceId, accessToken: fake.accessToken, environment: fake.environment, host: fake.host, insecure: true },
    createLogger('silent'),
  );
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
});

describe('ContentfulContentSource', () => {
  it('asks for categories ordered by name and maps id, name and slug', async () => {
    const categories = await source.getCategories();
    expect(categories).toEqual([
      { id: 'cat-ai', name: 'AI for Business', slug: 'ai-for-business' },
      { id: 'cat-cloud', name: 'Cloud & DevOps', slug: 'cloud-devops' },
      { id: 'cat-web', name: 'Web & Software', slug: 'web-software' },
    ]);
    expect(fake.requests[0]).toMatchObject({
      path: '/spaces/fakespace/environments/master/entries',
      query: { content_type: 'category', order: 'fields.name' },
      authorization: `Bearer ${fake.accessToken}`,
    });
  });

  it('lists posts newest first with include 1 and no bodies', async () => {
    const posts = await source.getPosts();
    expect(posts.map((post) => post.slug)).toEqual([
      'ai-that-earns-its-keep',
      'kubernetes-for-small-teams',
      'hostile-post',
      'a-bare-post',
      'orphaned-category',
    ]);
    expect(fake.requests[0]!.query).toMatchObject({ content_type: 'blogPost', order: '-fields.publishDate', include: '1' });
    expect(fake.requests[0]!.query).not.toHaveProperty('fields.category.sys.id');
    expect(posts[0]).not.toHaveProperty('content');
  });

  it("filters posts on the category's sys.id", async () => {
    const posts = await source.getPosts({ categoryId: 'cat-cloud' });
    expect(posts.map((post) => post.slug)).toEqual(['kubernetes-for-small-teams']);
    expect(fake.requests[0]!.query['fields.category.sys.id']).toBe('cat-cloud');
  });

  it('maps a full post: category, author with avatar, cover with size, tags, https: image URLs', async () => {
    const post = await source.getPostBySlug('kubernetes-for-small-teams');
    expect(fake.requests[0]!.query).toMatchObject({ content_type: 'blogPost', 'fields.slug': 'kubernetes-for-small-teams', include: '2' });
    expect(post).toMatchObject({
      id: 'post-k8s',
      title: 'Kubernetes for small teams',
      excerpt: 'When a cluster pays off.',
      publishDate: '2025-03-10',
      category: { id: 'cat-cloud', name: 'Cloud & DevOps', slug: 'cloud-devops' },
      author: { name: 'Dana Reyes', bio: 'Founder', avatarUrl: 'https://images.ctfassets.net/fakespace/asset-avatar/def/avatar.png' },
      coverImage: {
        url: 'https://images.ctfassets.net/fakespace/asset-cover-k8s/abc/k8s.jpg',
        width: 1600,
        height: 900,
        alt: 'A Kubernetes cluster diagram',
      },
      tags: ['Kubernetes', 'DevOps', 'Cost', 'Cloud'],
      updatedAt: '2025-03-12T09:30:00.000Z',
    });
  });

  it('reduces embedded targets to small shapes and drops unresolvable links', async () => {
    const post = await source.getPostBySlug('kubernetes-for-small-teams');
    const nodes = post!.content!.content;
    expect(nodes.map((node) => node.nodeType)).toEqual([
      'heading-2',
      'paragraph',
      'embedded-asset-block',
      'embedded-entry-block',
      'paragraph',
    ]);
    expect(nodes[2]!.data.target).toEqual({
      kind: 'asset',
      id: 'asset-inline',
      url: 'https://images.ctfassets.net/fakespace/asset-inline/ghi/diagram.png',
      contentType: 'image/png',
      title: 'Diagram',
      description: 'Pipeline diagram',
      width: 1200,
      height: 600,
    });
    expect(nodes[3]!.data.target).toMatchObject({ kind: 'entry', id: 'post-ai', contentType: 'blogPost', slug: 'ai-that-earns-its-keep' });
    // The hyperlink to a draft keeps its words as plain text.
    expect(nodes[4]!.content).toEqual([expect.objectContaining({ nodeType: 'text', value: 'a draft' })]);
  });

  it('applies the defaults: no author, tags [], category null, body null', async () => {
    const post = await source.getPostBySlug('a-bare-post');
    expect(post).toMatchObject({ excerpt: '', tags: [], category: null, content: null });
    expect(post!.author).toBeUndefined();
    expect(post!.coverImage).toBeUndefined();
    expect((await source.getPostBySlug('orphaned-category'))!.category).toBeNull();
  });

  it('answers null for an unknown slug', async () => {
    expect(await source.getPostBySlug('no-such-post')).toBeNull();
  });

  it.each([
    ['not-found', 404],
    ['rate-limited', 429],
    ['server-error', 500],
  ] as const)('turns %s into a ContentfulError with status and request id', async (mode, status) => {
    fake.mode = mode;
    const error = await source.getCategories().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentfulError);
    expect((error as ContentfulError).status).toBe(status);
    expect((error as ContentfulError).requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect((error as Error).message).not.toContain(fake.accessToken.slice(-5));
  });

  it('retries a 500 once, but not a 404 or a 429', async () => {
    fake.mode = 'server-error';
    await source.getCategories().catch(() => undefined);
    expect(fake.requests).toHaveLength(2);
    fake.requests.length = 0;
    fake.mode = 'rate-limited';
    await source.getCategories().catch(() => undefined);
    expect(fake.requests).toHaveLength(1);
  });

  it('gives up on a hanging server when its deadline passes', async () => {
    // The clock is faked (setTimeout: the request timeouts, the retry pause and the deadline),
    // so the check is "settled once CALL_DEADLINE_MS has passed", whatever the attempts did,
    // not a race against the wall clock on a busy machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fake.mode = 'hang';
      let settled: unknown;
      const outcome = source.getPosts().catch((caught: unknown) => (settled = caught));
      // The request has reached the server, which holds it without answering.
      while (fake.requests.length === 0) await new Promise((resolve) => setImmediate(resolve));
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(CALL_DEADLINE_MS);
      await new Promise((resolve) => setImmediate(resolve));
      expect(settled).toBeInstanceOf(ContentfulError);
      expect((settled as ContentfulError).status).toBeUndefined();
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs failures with status and request id but never the token', async () => {
    const lines: string[] = [];
    const { default: pino } = await import('pino');
    const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
    const logged = new ContentfulContentSource(
      { spaceId: fake.spaceId, accessToken: fake.accessToken, environment: fake.environment, host: fake.host, insecure: true },
      logger,
    );
    fake.mode = 'server-error';
    await logged.getCategories().catch(() => undefined);
    const all = lines.join('\n');
    expect(all).toMatch(/"status":500/);
    expect(all).toMatch(/"requestId":"[0-9a-f-]{36}"/);
    expect(all).not.toContain(fake.accessToken);
    expect(all).not.toContain(fake.accessToken.slice(-5));
  });
});
