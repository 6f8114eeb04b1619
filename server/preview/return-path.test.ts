import { describe, expect, it } from 'vitest';
import { MAX_RETURN_PATH_LENGTH, sameSitePath } from './return-path.ts';
import { href, postHref } from '../../shared/route-paths.ts';

const SITE = ['https://www.example.com'];

describe('sameSitePath', () => {
  it.each([
    [postHref('a-post'), postHref('a-post')],
    [`${href('blog')}?category=cat-ai`, `${href('blog')}?category=cat-ai`],
    [href('about-us', { hash: 'team' }), href('about-us', { hash: 'team' })],
    ['/a/../b', '/b'],
  ])('keeps the site path %s', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\tevil',
    'https://evil.example/',
    'javascript:alert(1)',
    'blog',
    '',
    '/api/preview?secret=x',
    '/api/preview/exit',
    `/${'a'.repeat(MAX_RETURN_PATH_LENGTH)}`,
    undefined,
    [href('blog')],
  ])('refuses %j (no open redirect, no loop)', (value) => {
    expect(sameSitePath(value)).toBeUndefined();
  });

  it("takes a Referer's path only when the Referer is this site", () => {
    expect(sameSitePath('https://www.example.com/blog/x?y=1', SITE)).toBe('/blog/x?y=1');
    expect(sameSitePath('https://evil.example/blog/x', SITE)).toBeUndefined();
    expect(sameSitePath('http://www.example.com/blog/x', SITE)).toBeUndefined();
    expect(sameSitePath('https://www.example.com/blog/x')).toBeUndefined();
  });
});
