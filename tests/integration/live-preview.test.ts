/**
 * Contentful's Live Preview pane, on the HTTP app (docs/decisions/095): preview responses, and
 * only they, may be framed by the configured origins; the cookie can travel in a cross-site
 * frame where the site can have Secure cookies; preview pages carry the SDK's field tags, the
 * locale and the post's entry for live updates, and visitors' pages none of it.
 */
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/core/config.server.ts';
import { createUpstreamContentSource } from '../../server/blog/create-content-source.server.ts';
import { CachedContentSource } from '../../server/blog/cached-content-source.server.ts';
import { createLogger } from '../../server/core/logger.server.ts';
import { CONTENT_DIR } from '../../server/core/paths.server.ts';
import { previewCookieKey, signPreviewCookie } from '../../server/preview/preview-cookie.server.ts';
import { scriptHash } from '../../server/security/csp.ts';
import { THEME_SCRIPT } from '../../shared/theme/theme-script.ts';
import { ROUTE_STATE_ELEMENT_ID, type RouteState } from '../../shared/route-data.ts';
import type { BlogPostData } from '../../shared/blog-data.ts';
import { contentfulFixtures } from '../fakes/contentful-fixtures.ts';
import { startFakeContentful, type FakeContentful } from '../fakes/contentful-server.ts';
import { buildTestApp } from '../support/test-app.ts';
import { href, postHref } from '../../shared/route-paths.ts';

const PREVIEW_SECRET = 'editors-preview-secret-4f1c9a';
const SITE_SECRET = 'site-secret-for-tests-0123456789abcdef';
const POST = { id: 'post-k8s', slug: 'kubernetes-for-small-teams' };
const POST_FIELDS = ['title', 'excerpt', 'coverImage', 'content', 'author', 'category', 'tags'];

let fake: FakeContentful | undefined;
let content: CachedContentSource | undefined;

afterEach(async () => {
  await content?.cache.settled();
  await fake?.close();
  fake = undefined;
  content = undefined;
});

async function setUp(env: Record<string, string> = {}, siteUrl = 'https://www.example.com'): Promise<Express> {
  fake = await startFakeContentful(contentfulFixtures());
  const all = {
    ...fake.env(),
    ...fake.previewEnv(),
    CONTENTFUL_PREVIEW_SECRET: PREVIEW_SECRET,
    SITE_SECRET,
    PUBLIC_SITE_URL: siteUrl,
    ...env,
  };
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...all });
  content = new CachedContentSource(
    createUpstreamContentSource(config, createLogger('silent'), path.join(CONTENT_DIR, 'blog')),
    createLogger('silent'),
  );
  return buildTestApp({ content }, all);
}

async function enterPreview(app: Express): Promise<{ cookie: string; setCookie: string }> {
  const response = await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET, slug: POST.slug }).expect(307);
  const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? [])[0]!;
  return { cookie: setCookie.split(';', 1)[0]!, setCookie };
}

function directive(policy: string, name: string): string | undefined {
  return policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
}

function routeState(html: string): RouteState {
  const match = new RegExp(`<script type="application/json" id="${ROUTE_STATE_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
  if (!match) throw new Error('no route state in the page');
  return JSON.parse(match[1]!) as RouteState;
}

/** Every element's field tags in a page: `entryId fieldId locale`. */
function fieldTags(html: string): string[] {
  return [...html.matchAll(/<[a-z0-9]+\s[^>]*data-contentful-[^>]*>/g)].map((match) => {
    const attribute = (name: string) => new RegExp(`data-contentful-${name}="([^"]*)"`).exec(match[0])?.[1];
    return `${attribute('entry-id')} ${attribute('field-id')} ${attribute('locale')}`;
  });
}

describe('framing by Contentful', () => {
  it("lets only the configured origins frame preview responses; every other response keeps frame-ancestors 'none' and X-Frame-Options", async () => {
    const app = await setUp({ CONTENTFUL_PREVIEW_FRAME_ANCESTORS: 'https://app.contentful.com, https://app.eu.contentful.com' });
    const { cookie } = await enterPreview(app);
    const normal = await request(app).get(postHref(POST.slug)).expect(200);
    const normalPolicy = String(normal.headers['content-security-policy']);
    expect(directive(normalPolicy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(normal.headers['x-frame-options']).toBe('DENY');

    for (const url of [
      '/',
      href('blog'),
      postHref(POST.slug),
      href('contact'),
      postHref('no-such-post'),
      `/api/route-data?path=/blog/${POST.slug}`,
    ]) {
      const preview = await request(app).get(url).set('Cookie', cookie);
      const policy = String(preview.headers['content-security-policy']);
      expect(directive(policy, 'frame-ancestors'), url).toBe('frame-ancestors https://app.contentful.com https://app.eu.contentful.com');
      expect(preview.headers['x-frame-options'], url).toBeUndefined();
      // Nothing else is loosened: the same policy but for who may frame it.
      expect(policy.replace(/frame-ancestors [^;]*/, ''), url).toBe(normalPolicy.replace(/frame-ancestors [^;]*/, ''));
      // The same scripts as every page: our own files and the theme's inline script by its hash.
      expect(directive(policy, 'script-src'), url).toBe(`script-src 'self' ${scriptHash(THEME_SCRIPT)}`);
    }

    // A forged or missing session is a visitor: not frameable, published content only.
    const forged = signPreviewCookie(previewCookieKey(Buffer.from('another-site-secret-0123456789abcdef'), PREVIEW_SECRET)).value;
    for (const attempt of [undefined, `__Host-preview=${forged}`]) {
      const call = request(app).get(href('blog'));
      const response = await (attempt ? call.set('Cookie', attempt) : call).expect(200);
      expect(directive(String(response.headers['content-security-policy']), 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.text).not.toContain('data-contentful-');
    }
    // Entering preview with a wrong secret is not a preview response either.
    const refused = await request(app).get('/api/preview').query({ secret: 'wrong-secret-0123456789' }).expect(401);
    expect(refused.headers['x-frame-options']).toBe('DENY');
  });

  it('defaults to https://app.contentful.com and refuses anything but origins', () => {
    const base = { NODE_ENV: 'test' };
    expect(parseConfig(base).CONTENTFUL_PREVIEW_FRAME_ANCESTORS).toEqual(['https://app.contentful.com']);
    expect(
      parseConfig({ ...base, CONTENTFUL_PREVIEW_FRAME_ANCESTORS: 'https://App.Contentful.com http://localhost:5173' })
        .CONTENTFUL_PREVIEW_FRAME_ANCESTORS,
    ).toEqual(['https://app.contentful.com', 'http://localhost:5173']);
    for (const bad of [
      '*',
      'https://*.contentful.com',
      'https://app.contentful.com/spaces',
      "'self'",
      'app.contentful.com',
      'javascript:alert(1)',
      ',',
    ]) {
      expect(() => parseConfig({ ...base, CONTENTFUL_PREVIEW_FRAME_ANCESTORS: bad }), bad).toThrow(
        /^Invalid configuration: CONTENTFUL_PREVIEW_FRAME_ANCESTORS must/,
      );
    }
  });
});

describe('the preview cookie in a cross-site frame', () => {
  it.each([
    ['https://www.example.com', '__Host-preview', ['Secure', 'SameSite=None', 'Partitioned']],
    ['http://localhost:3000', 'preview', ['Secure', 'SameSite=None', 'Partitioned']],
    ['http://127.0.0.1:3000', 'preview', ['Secure', 'SameSite=None', 'Partitioned']],
  ])('on %s is %s, %j', async (siteUrl, name, attributes) => {
    const app = await setUp({}, siteUrl);
    const { setCookie } = await enterPreview(app);
    expect(setCookie.startsWith(`${name}=`)).toBe(true);
    expect(setCookie.split('; ')).toEqual(expect.arrayContaining(['HttpOnly', 'Path=/', ...attributes]));
    expect(setCookie).not.toContain('SameSite=Lax');
  });

  it('over plain http on another host stays SameSite=Lax and not Secure (browsers would refuse it): preview in a tab of its own', async () => {
    const app = await setUp({}, 'http://preview.internal:3000');
    const { setCookie } = await enterPreview(app);
    expect(setCookie.split('; ')).toEqual(expect.arrayContaining(['HttpOnly', 'Path=/', 'SameSite=Lax']));
    expect(setCookie).not.toMatch(/Secure|Partitioned|SameSite=None/);
  });
});

describe('field tags and live data', () => {
  it("tag the post's title, excerpt, cover, body, author, category and tags, and the cards, in preview only", async () => {
    const app = await setUp();
    const { cookie } = await enterPreview(app);
    const post = await request(app).get(postHref(POST.slug)).set('Cookie', cookie).expect(200);
    const tags = fieldTags(post.text);
    for (const field of POST_FIELDS) expect(tags, field).toContain(`${POST.id} ${field} en-US`);
    // Each tag names an entry, a field and the locale.
    expect(tags.every((tag) => /^\S+ \S+ en-US$/.test(tag))).toBe(true);

    for (const url of [href('blog'), '/']) {
      const list = fieldTags((await request(app).get(url).set('Cookie', cookie).expect(200)).text);
      for (const id of ['post-k8s', 'post-ai']) {
        expect(list, `${url} ${id}`).toContain(`${id} title en-US`);
      }
      expect(list, url).toContain('post-k8s excerpt en-US');
      expect(list, url).toContain('post-k8s coverImage en-US');
    }

    // Visitors' pages: no tag, no live preview data.
    for (const url of [postHref(POST.slug), href('blog'), '/']) {
      const normal = await request(app).get(url).expect(200);
      expect(normal.text, url).not.toContain('data-contentful');
      const state = routeState(normal.text);
      expect(state.root.livePreview, url).toBeUndefined();
      expect((state.data as BlogPostData | null)?.liveEntry, url).toBeUndefined();
    }
  });

  it("gives the preview page the locale, the origins that may frame it and the post's entry as the Preview API gave it", async () => {
    const app = await setUp({ CONTENTFUL_PREVIEW_FRAME_ANCESTORS: 'https://app.contentful.com' });
    const { cookie } = await enterPreview(app);
    const state = routeState((await request(app).get(postHref(POST.slug)).set('Cookie', cookie).expect(200)).text);
    expect(state.root.livePreview).toEqual({ locale: 'en-US', origins: ['https://app.contentful.com'] });
    const entry = (state.data as BlogPostData).liveEntry as { sys: Record<string, unknown>; fields: Record<string, unknown> };
    expect(entry.sys).toMatchObject({ id: POST.id, type: 'Entry', locale: 'en-US', contentType: { sys: { id: 'blogPost' } } });
    expect(entry.fields.title).toBe('Kubernetes for small teams');
    // Links resolved as the SDK resolved them (the pane updates them in place).
    expect(entry.fields.author).toMatchObject({ sys: { id: 'author-dana' }, fields: { name: 'Dana Reyes' } });
    expect(fake!.requests.some((req) => req.api === 'preview' && req.path.endsWith('/locales'))).toBe(true);
    // A client-side navigation in the pane gets the same.
    const data = await request(app).get(`/api/route-data?path=/blog/${POST.slug}`).set('Cookie', cookie).expect(200);
    expect(data.body.data.liveEntry.sys.id).toBe(POST.id);
  });
});
