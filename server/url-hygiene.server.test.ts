import { describe, expect, it } from 'vitest';
import { normalisedPath } from './url-hygiene.server.ts';
import { href } from '../shared/route-paths.ts';

describe('normalisedPath', () => {
  it.each([
    ['//about-us/', href('about-us')],
    ['/about-us//', href('about-us')],
    ['/a//b///c', '/a/b/c'],
    ['//', '/'],
    ['/', '/'],
    ['//evil.com', '/evil.com'],
    ['/\\evil.com', '/%5Cevil.com'],
    ['//\\\\evil.com', '/%5C%5Cevil.com'],
  ])('%j -> %j', (input, output) => {
    expect(normalisedPath(input)).toBe(output);
    expect(normalisedPath(input)).toMatch(/^\/(?![/\\])/);
  });
});
