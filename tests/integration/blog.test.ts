/** The blog on the embedded content: list, filter, post pages, 404, JSON API. Server HTML only. */
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../shared/serialize.ts';
import { SITE as BUSINESS } from '../../shared/site.ts';
import { buildTestApp } from '../support/test-app.ts';
import { href, postHref } from '../../shared/route-paths.ts';
import { blogCategoryPath } from '../../shared/blog-data.ts';

const SITE = 'https://www.example.com';
let app: Express;

beforeAll(async () => {
  app = await buildTestApp();
});

/** The opening tag of the category filter's <a> with this href. */
const anchorTo = (html: string, href: string) =>
  new RegExp(`<a [^>]*href="${href.replace(/[?]/g, '\\?')}"[^>]*>`).exec(html.slice(html.indexOf('aria-label="Blog categories"')))?.[0] ??
  '';
const articleCount = (html: string) => (html.match(/<article/g) ?? []).length;
const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe(href('blog'), () => {
  it('lists every post with category links that work without JavaScript', async () => {
    const { text } = await request(app).get(href('blog')).expect(200);
    expect(text).toContain('<h1');
    expect(articleCount(text)).toBe(6);
    expect(anchorTo(text, href('blog'))).toContain('aria-current="page"');
    for (const id of ['cloud-devops', 'ai-for-business', 'web-software']) expect(text).toContain(`href="${blogCategoryPath(id)}"`);
    expect(text).toContain('href="/blog/kubernetes-for-small-teams"');
    expect(text).toContain('line-clamp-3');
    expect(text).toContain('grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3');
  });

  it('sends the first card’s cover (in view on arrival, a small SVG) inside the page, and loads the rest lazily', async () => {
    const { text } = await request(app).get(href('blog')).expect(200);
    const covers = [...text.matchAll(/<article[\s\S]*?<img\b[^>]*>/g)].map((match) => /<img\b[^>]*>$/.exec(match[0])![0]);
    expect(covers).toHaveLength(6);
    // No request after the HTML (decision 094): it paints with the page, and is decoded with it.
    expect(covers[0]).toMatch(/^<img src="data:image\/svg\+xml,%3Csvg[^"\s]+" alt="" width="1200" height="630"/);
    expect(covers[0]).not.toContain('loading="lazy"');
    expect(covers[0]).not.toContain('decoding=');
    // Only that one cover is sent twice (the img and the page's state): the lazy ones are not inlined.
    expect(text.match(/data:image\/svg\+xml/g)).toHaveLength(2);
    for (const cover of covers.slice(1)) {
      expect(cover).toContain('loading="lazy"');
      expect(cover).toContain('decoding="async"');
      expect(cover).not.toContain('fetchPriority');
    }
  });

  it('filters by ?category= and marks the selected button', async () => {
    const { text } = await request(app)
      .get(`${href('blog')}?category=cloud-devops`)
      .expect(200);
    expect(articleCount(text)).toBe(2);
    expect(anchorTo(text, `${href('blog')}?category=cloud-devops`)).toContain('aria-current="page"');
    expect(anchorTo(text, href('blog'))).not.toContain('aria-current');
    expect(text).not.toContain('href="/blog/three-ways-small-businesses-use-ai"');
    // One canonical for every filter view.
    expect(text).toContain(`<link rel="canonical" href="${SITE}/blog">`);
  });

  it('shows the whole blog for an unknown category: the same document as /blog, with its canonical link', async () => {
    const blog = await request(app).get(href('blog')).set('Accept-Encoding', 'identity').expect(200);
    for (const invented of [`${href('blog')}?category=nope`, `${href('blog')}?category=${'x'.repeat(500)}&utm_source=y`]) {
      const response = await request(app).get(invented).set('Accept-Encoding', 'identity').expect(200);
      expect(response.text).toBe(blog.text);
      expect(response.headers.etag).toBe(blog.headers.etag);
    }
    expect(blog.text).toMatch(/rel="canonical" href="[^"?]*\/blog"/);
    expect(blog.text).not.toContain('No blog posts found.');
  });

  it('shows at most three tags per card', async () => {
    const { text } = await request(app)
      .get(`${href('blog')}?category=cloud-devops`)
      .expect(200);
    const card = text.slice(text.indexOf('<article'), text.indexOf('</article>'));
    expect((card.match(/<li class="rounded-full bg-surface-3/g) ?? []).length).toBe(3);
  });
});

describe('a blog post page', () => {
  it('renders the post with its head, structured data and every kind of body node', async () => {
    const { text } = await request(app).get(postHref('kubernetes-for-small-teams')).expect(200);
    expect(text).toContain(
      `<title>Kubernetes for Small Teams: When It Pays Off, and When It Doesn&#39;t | ${escapeHtml(BUSINESS.companyName)}</title>`,
    );
    expect(text).toMatch(/<meta name="description" content="Kubernetes can cut deployment time/);
    expect(text).toMatch(/<meta name="keywords" content="Kubernetes, DevOps, Cloud, Cost, Vancouver WA, Camas WA/);
    expect(text).toContain(`<link rel="canonical" href="${SITE}/blog/kubernetes-for-small-teams">`);
    expect(text).toContain('<meta property="og:type" content="article">');
    expect(text).toContain(`<meta property="og:image" content="${SITE}/images/blog/kubernetes-small-teams.svg">`);
    const blocks = jsonLdBlocks(text);
    const posting = blocks.find((block) => block['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: "Kubernetes for Small Teams: When It Pays Off, and When It Doesn't",
      datePublished: '2025-03-18',
      dateModified: '2025-04-02',
      author: { name: 'Alex Morgan' },
    });
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ item: string }> };
    expect(crumbs.itemListElement.map((item) => item.item)).toEqual([
      `${SITE}/`,
      `${SITE}/blog`,
      `${SITE}/blog/kubernetes-for-small-teams`,
    ]);
    // Back link, byline, date, category badge, tags, italic excerpt, body.
    expect(text).toContain('Back to Blog');
    expect(text).toContain('Alex Morgan');
    expect(text).toContain('<time dateTime="2025-03-18">March 18, 2025</time>');
    expect(text).toContain(`href="${blogCategoryPath('cloud-devops')}"`);
    expect(text).toMatch(/<p class="[^"]*italic[^"]*">Kubernetes can cut/);
    for (const tag of ['<ol', '<ul', '<blockquote', '<table', '<th scope="col"', '<pre', '<strong']) expect(text).toContain(tag);
    expect(text).toContain(`href="${href('contact')}"`);
    // The breadcrumb ends with the post title.
    expect(text).toMatch(/aria-current="page"[^>]*>Kubernetes for Small Teams/);
  });

  it('renders embedded assets with their size, and embedded entries as links', async () => {
    const { text } = await request(app).get(postHref('ci-cd-pipeline-for-small-teams')).expect(200);
    expect(text).toMatch(
      /<img src="\/images\/blog\/pipeline-diagram.svg" alt="A pipeline in four stages: commit, test, build, deploy" width="1200" height="630"/,
    );
    expect(text).toContain('<figcaption');
    expect(text).toContain('Related article');
    expect(text).toContain('href="/blog/kubernetes-for-small-teams"');
    expect(text).toContain('<hr');
  });

  it('answers 404 with "Post not found." for an unknown slug', async () => {
    const { text } = await request(app).get(postHref('no-such-post')).expect(404);
    expect(text).toContain('Post not found.');
    expect(text).toContain('<meta name="robots" content="noindex, follow">');
  });

  it('answers 404 through /api/route-data too (client navigation)', async () => {
    const response = await request(app)
      .get('/api/route-data')
      .query({ path: postHref('no-such-post') })
      .expect(404);
    expect(response.body).toMatchObject({ routeId: 'blog-post', data: { post: null } });
    expect(response.body.head.robots).toBe('noindex, follow');
  });
});

describe('/api/blog', () => {
  it('serves categories, posts (filtered, limited) and one post', async () => {
    const categories = await request(app).get('/api/blog/categories').expect(200);
    expect(categories.body.categories.map((category: { name: string }) => category.name)).toEqual([
      'AI for Business',
      'Cloud & DevOps',
      'Web & Software',
    ]);
    const posts = await request(app).get('/api/blog/posts').query({ category: 'ai-for-business' }).expect(200);
    expect(posts.body.posts).toHaveLength(2);
    expect(posts.body.posts[0]).not.toHaveProperty('content');
    expect((await request(app).get('/api/blog/posts?limit=3').expect(200)).body.posts).toHaveLength(3);
    await request(app).get('/api/blog/posts?limit=0').expect(400);
    const post = await request(app).get('/api/blog/posts/before-you-build-a-chatbot').expect(200);
    expect(post.body.post.content.nodeType).toBe('document');
    await request(app).get('/api/blog/posts/nope').expect(404, { message: 'Post not found.' });
  });

  it('has no webhook without a secret', async () => {
    await request(app).post('/api/webhooks/contentful').send({}).expect(404);
  });
});

describe('reading time, related posts and the feed', () => {
  const relatedSection = (html: string) => {
    const start = html.indexOf('aria-labelledby="related-posts-heading"');
    return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start));
  };

  it('every post card and every post shows its reading time', async () => {
    const list = (await request(app).get(href('blog')).expect(200)).text;
    expect(list.match(/>\d+ min read</g)).toHaveLength(6);
    const post = (await request(app).get(postHref('kubernetes-for-small-teams')).expect(200)).text;
    expect(post.slice(0, post.indexOf('Related posts'))).toMatch(/<span>\d+ min read<\/span>/);
  });

  it('a post ends with the related posts: the same category, then shared tags, never itself', async () => {
    const kubernetes = relatedSection((await request(app).get(postHref('kubernetes-for-small-teams')).expect(200)).text);
    expect(kubernetes).toContain('Related posts');
    expect(kubernetes).toContain('href="/blog/ci-cd-pipeline-for-small-teams"');
    expect(kubernetes).not.toContain('href="/blog/kubernetes-for-small-teams"');
    expect(kubernetes).not.toContain('href="/blog/three-ways-small-businesses-use-ai"');
    const ai = relatedSection((await request(app).get(postHref('three-ways-small-businesses-use-ai')).expect(200)).text);
    expect([...ai.matchAll(/href="(\/blog\/[^"?]+)"/g)].map((match) => match[1])).toEqual([postHref('before-you-build-a-chatbot')]);
  });

  it('the feed is announced in every page’s head and linked visibly from the blog page and the footer', async () => {
    for (const pagePath of ['/', href('blog'), href('about-us')]) {
      const { text } = await request(app).get(pagePath).expect(200);
      const head = text.slice(0, text.indexOf('</head>'));
      expect(head, pagePath).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/blog\/rss.xml">/);
      const footer = text.slice(text.indexOf('<footer'));
      expect(footer, pagePath).toMatch(/<a href="\/blog\/rss.xml" type="application\/rss\+xml"[^>]*>[\s\S]*?RSS feed<\/a>/);
    }
    const blog = (await request(app).get(href('blog')).expect(200)).text;
    expect(blog.slice(blog.indexOf('<main'), blog.indexOf('<footer'))).toMatch(
      /<a href="\/blog\/rss.xml"[^>]*>[\s\S]*?Subscribe with the RSS feed<\/a>/,
    );
    await request(app)
      .get('/blog/rss.xml')
      .expect(200)
      .expect('content-type', /application\/rss\+xml/);
  });
});
