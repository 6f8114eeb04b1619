import { describe, expect, it } from 'vitest';
import { href, postHref, ROUTE_PATHS } from './route-paths.ts';

describe('links by route id', () => {
  it("href gives a page's path, with a fragment when asked", () => {
    expect(href('home')).toBe('/');
    expect(href('contact')).toBe(ROUTE_PATHS.contact);
    expect(href('case-study-r3dlabs')).toBe(ROUTE_PATHS['case-study-r3dlabs']);
    expect(href('contact', { hash: 'send-message' })).toBe(`${ROUTE_PATHS.contact}#send-message`);
  });

  it("postHref gives a post's path, its slug encoded", () => {
    expect(postHref('cloud-costs')).toBe(ROUTE_PATHS['blog-post'].replace(':slug', 'cloud-costs'));
    expect(postHref('a b/c')).toBe(ROUTE_PATHS['blog-post'].replace(':slug', 'a%20b%2Fc'));
  });

  it('a wrong reference fails typecheck (tsc --noEmit reads this file)', () => {
    // @ts-expect-error: no page has this id.
    expect(href('no-such-page')).toBeUndefined();
    // @ts-expect-error: a post's path needs its slug: postHref(slug).
    expect(href('blog-post')).toBe(ROUTE_PATHS['blog-post']);
    // @ts-expect-error: the not-found page has no URL of its own.
    expect(href('not-found')).toBe('*');
  });
});
