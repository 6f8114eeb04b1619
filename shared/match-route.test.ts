import { describe, expect, it } from 'vitest';
import { MATCHED_PATH_MAX_CHARS, matchRoute, REMEMBERED_PATH_MAX_CHARS, REMEMBERED_PATHS_MAX, rememberedPathCount } from './match-route.ts';
import { href, postHref } from './route-paths.ts';

describe('matchRoute', () => {
  it('finds each page and its parameters', () => {
    expect(matchRoute('/')).toEqual({ routeId: 'home', params: {} });
    expect(matchRoute(href('blog')).routeId).toBe('blog');
    expect(matchRoute('/blog/')).toMatchObject({ routeId: 'blog' });
    expect(matchRoute(postHref('some-post'))).toEqual({ routeId: 'blog-post', params: { slug: 'some-post' } });
    expect(matchRoute(href('case-study-r3dlabs')).routeId).toBe('case-study-r3dlabs');
  });

  it('sends every unknown path to the not-found page', () => {
    expect(matchRoute('/no/such/page').routeId).toBe('not-found');
    expect(matchRoute('/blog/a/b').routeId).toBe('not-found');
  });

  it('answers not-found for a path longer than any page can have, without matching it', () => {
    const longest = postHref('s'.repeat(MATCHED_PATH_MAX_CHARS - '/blog/'.length));
    expect(matchRoute(longest).routeId).toBe('blog-post');
    expect(matchRoute(`${longest}s`)).toEqual({ routeId: 'not-found', params: {} });
  });
});

/** Thousands of matchRoutes calls: seconds on a busy machine. */
const MANY_CALLS_TIMEOUT_MS = 60_000;

describe('the memo of answers', () => {
  it('keeps no unknown path and no long path, however many come', { timeout: MANY_CALLS_TIMEOUT_MS }, () => {
    const before = rememberedPathCount();
    for (let index = 0; index < 300; index += 1) {
      expect(matchRoute(`/${'a'.repeat(15_000)}-${index}`).routeId).toBe('not-found');
      expect(matchRoute(postHref(`${'b'.repeat(REMEMBERED_PATH_MAX_CHARS)}-${index}`)).routeId).toBe('blog-post');
      expect(matchRoute(`/no-such-page-${index}`).routeId).toBe('not-found');
    }
    expect(rememberedPathCount()).toBe(before);
  });

  it('keeps known pages up to its count, and answers the same after forgetting', { timeout: MANY_CALLS_TIMEOUT_MS }, () => {
    for (let index = 0; index < REMEMBERED_PATHS_MAX + 100; index += 1) matchRoute(`/blog/post-${index}`);
    expect(rememberedPathCount()).toBe(REMEMBERED_PATHS_MAX);
    // The oldest was dropped, and is matched again just as before.
    expect(matchRoute(postHref('post-0'))).toEqual({ routeId: 'blog-post', params: { slug: 'post-0' } });
    expect(matchRoute(postHref('post-0'))).toBe(matchRoute(postHref('post-0')));
  });
});
