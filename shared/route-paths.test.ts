import { describe, expect, it } from 'vitest';
import { href, postHref } from './route-paths.ts';

describe('links by route id', () => {
  it("href gives a page's path, with a fragment when asked", () => {
    expect(href('home')).toBe('/');
    expect(href('contact')).toBe('/contact');
    expect(href('case-study-r3dlabs')).toBe('/case-studies/r3dlabs');
    expect(href('contact', { hash: 'send-message' })).toBe('/contact#send-message');
  });

  it("postHref gives a post's path, its slug encoded", () => {
    expect(postHref('cloud-costs')).toBe('/blog/cloud-costs');
    expect(postHref('a b/c')).toBe('/blog/a%20b%2Fc');
  });

  it('a wrong reference fails typecheck (tsc --noEmit reads this file)', () => {
    // @ts-expect-error: no page has this id.
    expect(href('no-such-page')).toBeUndefined();
    // @ts-expect-error: a post's path needs its slug: postHref(slug).
    expect(href('blog-post')).toBe('/blog/:slug');
    // @ts-expect-error: the not-found page has no URL of its own.
    expect(href('not-found')).toBe('*');
  });
});
