/**
 * The render path's speed measures keep what matters: a cached page carries this request's
 * nonce (the CSP header's), the head goes out before slow loaders finish on pages whose status
 * cannot change, and pages whose loader decides the status still wait for it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlogPost, BlogPostSummary, Category } from '../../shared/types.ts';
import type { ContentSource } from '../content/content-source.ts';
import { buildTestApp } from '../../tests/support/test-app.ts';
import { statusBeforeData } from './ssr-handler.server.tsx';

/** Long beside a local render: the head must arrive well before it. */
const SLOW_MS = 800;

class SlowContent implements ContentSource {
  constructor(private readonly delayMs: number) {}
  private wait<T>(value: T): Promise<T> {
    return new Promise((resolve) => setTimeout(() => resolve(value), this.delayMs));
  }
  getCategories(): Promise<Category[]> {
    return this.wait([]);
  }
  getPosts(): Promise<BlogPostSummary[]> {
    return this.wait([]);
  }
  getPostBySlug(): Promise<BlogPost | null> {
    return this.wait(null);
  }
}

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
let server: http.Server | undefined;
afterEach(() => server?.close());

/** Time to the first body byte and to the end, on a real socket. */
async function timeToFirstByte(app: http.RequestListener, path: string): Promise<{ firstByteMs: number; totalMs: number; status: number; body: string }> {
  server = http.createServer(app);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http.get({ host: '127.0.0.1', port, path, headers: { 'user-agent': 'Mozilla/5.0 Chrome/131' } }, (res) => {
      let first: number | undefined;
      let body = '';
      res.on('data', (chunk: Buffer) => {
        first ??= performance.now() - started;
        body += chunk.toString();
      });
      res.on('end', () => resolve({ firstByteMs: first ?? NaN, totalMs: performance.now() - started, status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

describe('render cache through the app', () => {
  it('repeated requests are answered with the nonce of each request', async () => {
    const app = await buildTestApp();
    for (let round = 0; round < 12; round += 1) {
      const response = await request(app).get('/web-design-vancouver-wa').expect(200);
      const nonce = nonceOf(String(response.headers['content-security-policy']))!;
      const scripts = response.text.match(/<script\b[^>]*>/g) ?? [];
      const noncedScripts = scripts.filter((tag) => tag.includes('nonce='));
      expect(noncedScripts.length).toBeGreaterThan(1);
      for (const tag of noncedScripts) expect(tag).toContain(`nonce="${nonce}"`);
      expect(response.text).toContain('</html>');
      expect(response.text.match(/<title>/g)).toHaveLength(1);
    }
  });

  it('a cached page goes out gzipped once at store time, and decodes to the page with this nonce', async () => {
    const app = await buildTestApp();
    const bodies: string[] = [];
    for (let round = 0; round < 12; round += 1) {
      const response = await request(app).get('/privacy-policy').set('Accept-Encoding', 'gzip').expect(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      const nonce = nonceOf(String(response.headers['content-security-policy']))!;
      bodies.push(response.text.replaceAll(nonce, 'NONCE'));
    }
    // Same page every time once the nonce is set aside: cached and fresh renders agree.
    expect(new Set(bodies).size).toBe(1);
    const plain = await request(app).get('/privacy-policy').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(plain.text));
  });
});

describe('head before data', () => {
  it('pages whose status is fixed answer 200 and 404 before their data, the post page waits', () => {
    expect(statusBeforeData('home')).toBe(200);
    expect(statusBeforeData('kubernetes')).toBe(200);
    expect(statusBeforeData('not-found')).toBe(404);
    expect(statusBeforeData('blog-post')).toBeUndefined();
  });

  it('the first byte does not wait for a slow content source', async () => {
    const app = await buildTestApp({ content: new SlowContent(SLOW_MS) });
    const timing = await timeToFirstByte(app, '/');
    expect(timing.status).toBe(200);
    expect(timing.totalMs).toBeGreaterThanOrEqual(SLOW_MS);
    expect(timing.firstByteMs).toBeLessThan(SLOW_MS / 2);
    expect(timing.body.startsWith('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">')).toBe(true);
    expect(timing.body.match(/<title>/g)).toHaveLength(1);
    expect(timing.body).toContain('</html>');
  });

  it('a missing post still answers 404, after its data', async () => {
    const app = await buildTestApp({ content: new SlowContent(SLOW_MS) });
    const timing = await timeToFirstByte(app, '/blog/no-such-post');
    expect(timing.status).toBe(404);
  });
});
