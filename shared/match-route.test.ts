import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route.ts';

describe('matchRoute', () => {
  it('finds each page and its parameters', () => {
    expect(matchRoute('/')).toEqual({ routeId: 'home', params: {} });
    expect(matchRoute('/blog').routeId).toBe('blog');
    expect(matchRoute('/blog/')).toMatchObject({ routeId: 'blog' });
    expect(matchRoute('/blog/some-post')).toEqual({ routeId: 'blog-post', params: { slug: 'some-post' } });
    expect(matchRoute('/case-studies/r3dlabs').routeId).toBe('case-study-r3dlabs');
  });

  it('sends every unknown path to the not-found page', () => {
    expect(matchRoute('/no/such/page').routeId).toBe('not-found');
    expect(matchRoute('/blog/a/b').routeId).toBe('not-found');
  });
});
