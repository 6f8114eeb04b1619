import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipBody, identityBody, precompress } from './nonce-gzip.server.ts';

const page = (nonce: string) =>
  `<!DOCTYPE html><head><script nonce="${nonce}">x</script></head><body>${'<p>Café – naïve 🙂 text</p>'.repeat(400)}<script nonce="${nonce}" type="module"></script></body>`;

describe('precompressed page with a fresh nonce', () => {
  it('decodes, with any nonce, to exactly the page rendered with that nonce', () => {
    const stored = precompress(page('RENDERNONCE0000000000==').split('RENDERNONCE0000000000=='));
    for (const nonce of ['aGVsbG8gd29ybGQgMTIzNA==', 'Zm9vYmFyYmF6cXV4MDAwMA==']) {
      expect(gunzipSync(gzipBody(stored, nonce)).toString('utf8')).toBe(page(nonce));
      expect(identityBody(stored, nonce).toString('utf8')).toBe(page(nonce));
    }
  });

  it('is much smaller than the page', () => {
    const stored = precompress(page('N').split('N'));
    expect(gzipBody(stored, 'abc').length).toBeLessThan(page('abc').length / 5);
  });

  it('joins a nonce-free prelude and a page into one stream', () => {
    const prelude = precompress(['<!DOCTYPE html><head>']);
    const stored = precompress(['<script nonce="', '"></script>']);
    expect(gunzipSync(gzipBody([prelude, stored], 'NONCE')).toString()).toBe('<!DOCTYPE html><head><script nonce="NONCE"></script>');
  });

  it('handles a page without any nonce', () => {
    const stored = precompress(['<p>plain</p>']);
    expect(gunzipSync(gzipBody(stored, 'unused')).toString()).toBe('<p>plain</p>');
  });
});
