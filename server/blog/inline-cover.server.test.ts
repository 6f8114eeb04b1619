import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INLINE_COVER_MAX_BYTES, svgDataUrl, withoutInlineCover } from './inline-cover.server.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'inline-cover-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => (writeFileSync(path.join(dir, name), text), path.join(dir, name));

describe('svgDataUrl', () => {
  it('turns a small SVG into a data: URL that decodes to the same drawing, with no space or quote left raw', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">\n  <rect fill="#1e40af" width="10" height="10"/>\n</svg>\n';
    const url = svgDataUrl(file('small.svg', svg))!;
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(url).not.toMatch(/[\s"'<>#]/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg.trim().replace(/\s+/g, ' ').replace(/"/g, "'"));
  });

  it('leaves larger files, other formats and missing files to be fetched', () => {
    expect(svgDataUrl(file('large.svg', `<svg>${' '.repeat(INLINE_COVER_MAX_BYTES)}</svg>`))).toBeUndefined();
    expect(svgDataUrl(file('photo.png', 'not an svg'))).toBeUndefined();
    expect(svgDataUrl(path.join(dir, 'missing.svg'))).toBeUndefined();
  });

  it('withoutInlineCover drops only the inline copy', () => {
    const post = { id: 'a', coverImage: { url: '/a.svg', width: 1, height: 1, inlineSrc: 'data:image/svg+xml,x' } };
    expect(withoutInlineCover(post)).toEqual({ id: 'a', coverImage: { url: '/a.svg', width: 1, height: 1 } });
    expect(post.coverImage.inlineSrc).toBe('data:image/svg+xml,x');
  });
});
