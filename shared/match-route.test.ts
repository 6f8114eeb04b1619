import { describe, expect, it } from 'vitest';
import { MATCHED_PATH_MAX_CHARS, matchRoute } from './match-route.ts';
import { href, postHref } from './route-paths.ts';

describe('matchRoute', () => {
  it('finds each page and its parameters', () => {
    expect(matchRoute('/')).toEqual({ routeId: 'home', params: {} });
    expect(matchRoute(href('blog')).routeId).toBe('blog');
    expect(matchRoute('/blog/')).toMatchObject({ routeId: 'blog' });
    expect(matchRoute(postHref('some-post'))).toEqual({ routeId: 'blog-post', params: { slug: 'some-post' } });
    expect(matchRoute(href('case-study-r3dlabs')).routeId).toBe('case-study-r3dlabs');
    // Case does not matter, and a parameter is decoded.
    expect(matchRoute(href('about-us').toUpperCase()).routeId).toBe('about-us');
    expect(matchRoute(postHref('café')).params).toEqual({ slug: 'café' });
  });

  it('sends every unknown path to the not-found page', () => {
    expect(matchRoute('/no/such/page').routeId).toBe('not-found');
    expect(matchRoute('/blog/a/b').routeId).toBe('not-found');
    expect(matchRoute(`${href('about-us')}x`).routeId).toBe('not-found');
    expect(matchRoute(`x${href('about-us')}`).routeId).toBe('not-found');
  });

  it('answers not-found for a path longer than any page can have, without matching it', () => {
    const longest = postHref('s'.repeat(MATCHED_PATH_MAX_CHARS - '/blog/'.length));
    expect(matchRoute(longest).routeId).toBe('blog-post');
    expect(matchRoute(`${longest}s`)).toEqual({ routeId: 'not-found', params: {} });
  });
});
