import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { href, postHref } from '../../shared/route-paths.ts';
import {
  BUSY_RETRY_AFTER_S,
  OUTAGE_RETRY_AFTER_S,
  PRIVATE_PAGE_CACHE_CONTROL,
  SHARED_PAGE_CACHE_CONTROL,
  writeHead,
  type Answer,
} from './page-response.server.ts';

/** The status and headers writeHead leaves on a response. */
function headOf(answer: Answer, path: string = href('devops')) {
  const head: { status?: number; headers: Record<string, string> } = { headers: {} };
  const res = {
    req: { path },
    status(code: number) {
      head.status = code;
      return this;
    },
    setHeader(name: string, value: string) {
      head.headers[name.toLowerCase()] = value;
      return this;
    },
    removeHeader(name: string) {
      delete head.headers[name.toLowerCase()];
    },
  };
  writeHead(res as unknown as Response, answer);
  return head;
}

describe('writeHead: every page answer status and caching headers', () => {
  it('lets shared caches keep a page the same for everyone, and its 304', () => {
    expect(headOf({ status: 200 }).headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(headOf({ status: 304 }).headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
  });

  it('keeps per-visitor pages and outages out of every cache, with the matching Retry-After', () => {
    expect(headOf({ status: 200, perVisitor: true }).headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    const outage = headOf({ status: 503 });
    expect(outage.headers).toMatchObject({ 'cache-control': PRIVATE_PAGE_CACHE_CONTROL, 'retry-after': String(OUTAGE_RETRY_AFTER_S) });
    expect(headOf({ status: 503, busy: true }).headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_S));
  });

  it('has a 404, a 500 and an early head whose data decides the status revalidated every time', () => {
    for (const answer of [{ status: 404 }, { status: 500 }, { status: 200, undecided: true }]) {
      expect(headOf(answer)).toMatchObject({ status: answer.status, headers: { 'cache-control': 'no-cache' } });
    }
  });

  it('names what a shareable page shows for the cache tier and a CDN, and nothing on any other answer', () => {
    expect(headOf({ status: 200 }).headers).toMatchObject({ xkey: 'site reviews', 'surrogate-key': 'site reviews' });
    expect(headOf({ status: 200 }, postHref('cloud-costs')).headers.xkey).toBe('site post:cloud-costs');
    for (const answer of [{ status: 200, perVisitor: true }, { status: 503 }, { status: 404 }, { status: 200, undecided: true }]) {
      expect(headOf(answer).headers, JSON.stringify(answer)).not.toHaveProperty('xkey');
      expect(headOf(answer).headers).not.toHaveProperty('surrogate-key');
    }
  });

  it('answers route data as private JSON, without a document type', () => {
    const data = headOf({ status: 404, json: true });
    expect(data.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
    expect(data.headers['content-type']).toBeUndefined();
  });
});
