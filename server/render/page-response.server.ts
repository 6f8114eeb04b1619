/** Every page answer's status and caching headers, in one function (writeHead), so no two answers can disagree. */
import type { Request, Response } from 'express';
import { preferredEncoding } from '../core/content-encoding.ts';
import { markLoadShed } from '../core/load-shed.ts';
import { writePageCacheTags } from '../http-cache/cache-tags.ts';
import { BUSY_PAGE } from './document.server.ts';
import type { CachedPage } from './page-cache.server.ts';

/** Browsers revalidate every time (an ETag makes it a 304); a shared cache in front may answer briefly (README, "Caching of pages"). */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** Per-visitor pages and outages (503): never kept by anyone, so no cache in front serves an outage once it is over. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';
/** Other statuses (404, 500), and a page whose status its data decides sent before that data: revalidated every time. */
const UNCACHED_PAGE_CACHE_CONTROL = 'no-cache';
/** Route data changes with the content: browsers may reuse it briefly, shared caches not at all. */
const ROUTE_DATA_CACHE_CONTROL = 'private, max-age=0, must-revalidate';
/** 503 Retry-After, in seconds: a full render queue frees up sooner than an upstream recovers. */
export const BUSY_RETRY_AFTER_S = 5;
export const OUTAGE_RETRY_AFTER_S = 30;

export interface Answer {
  status: number;
  /** Rendered for this visitor alone: a per-visitor route, a preview, the answer to a POST. */
  perVisitor?: boolean;
  /** Sent before the loaders of a route whose data decides its status: it may still turn out an outage page. */
  undecided?: boolean;
  /** The route-data JSON of a client navigation, not a document. */
  json?: boolean;
  /** The full render queue's 503, not an upstream's outage. */
  busy?: boolean;
}

function cacheControlOf({ status, perVisitor, undecided, json }: Answer): string {
  if (json) return ROUTE_DATA_CACHE_CONTROL;
  if (perVisitor || status === 503) return PRIVATE_PAGE_CACHE_CONTROL;
  // A 304 stands for the stored 200 it revalidated.
  if ((status === 200 || status === 304) && !undecided) return SHARED_PAGE_CACHE_CONTROL;
  return UNCACHED_PAGE_CACHE_CONTROL;
}

/** Sets an answer's status, type, Cache-Control and Retry-After (before the first byte, or again while none is written). */
export function writeHead(res: Response, answer: Answer): void {
  res.status(answer.status);
  const cacheControl = cacheControlOf(answer);
  res.setHeader('Cache-Control', cacheControl);
  if (answer.json) return;
  writePageCacheTags(res, cacheControl === SHARED_PAGE_CACHE_CONTROL);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (answer.status === 503) res.setHeader('Retry-After', String(answer.busy ? BUSY_RETRY_AFTER_S : OUTAGE_RETRY_AFTER_S));
}

function ifNoneMatch(req: Request, etag: string): boolean {
  const tags = (req.get('if-none-match') ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.some((tag) => tag === '*' || tag === etag);
}

/** A stored page, in the smallest encoding accepted (Content-Encoding makes the compression middleware leave it alone). */
export function sendStoredPage(req: Request, res: Response, page: CachedPage): void {
  const fresh = page.status === 200 && ifNoneMatch(req, page.etag);
  writeHead(res, { status: fresh ? 304 : page.status });
  res.setHeader('ETag', page.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (fresh) return void res.end();
  const encoding = preferredEncoding(req.get('accept-encoding'), () => true);
  const body = encoding ? page[encoding] : page.identity;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** At most one warning this often while the queue turns requests away (ssr_renders_refused_total counts each). */
const BUSY_WARNING_INTERVAL_MS = 10_000;
let lastBusyWarning = -Infinity;

/** The full render queue's answer: under a flood it is most answers, so no ETag and no log line each. */
export function sendBusy(req: Request, res: Response): void {
  const now = performance.now();
  if (now - lastBusyWarning >= BUSY_WARNING_INTERVAL_MS) {
    lastBusyWarning = now;
    req.log?.warn('render queue full: answering 503 with Retry-After');
  }
  markLoadShed(res);
  writeHead(res, { status: 503, busy: true });
  res.end(BUSY_PAGE);
}
