/**
 * Server rendering, after React Router's Node entry.server: match and load before the body
 * (so the status is right), then stream. Browsers get the shell as soon as it is ready;
 * crawlers (isbot) get the response when everything is ready.
 *
 * Every visitor gets the same document for the same content (docs/decisions/069): no nonce,
 * no random value per request. So a finished page is kept in the page cache (page-cache.server.ts,
 * docs/decisions/071) and served from there, precompressed, with an ETag, until the content
 * version changes. A miss still streams:
 * - When the loaders are still waiting on an upstream after the current turn of the event
 *   loop, the status and the data-free start of <head> (stylesheet, module preloads) go out
 *   at once: the first byte does not wait on a slow content upstream (docs/decisions/053).
 * - Per-visitor pages (the contact form with its signed token, any answer to a POST) are
 *   rendered per request, sent `private, no-store` and never stored.
 */
import { Writable } from 'node:stream';
import type { ComponentType } from 'react';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerApp } from '../../client/router/server-app.tsx';
import type { BlogListData } from '../../shared/blog-data.ts';
import { matchRoute } from '../../shared/match-route.ts';
import { pageUrlOf } from '../../shared/page-url.ts';
import { ROUTE_TABLE, ROUTES_BY_ID, type RouteId } from '../../shared/route-table.ts';
import { serializeForScript } from '../../shared/serialize.ts';
import type { Logger } from '../logger.server.ts';
import { acceptedEncodings } from '../static-assets.server.ts';
import type { BuildManifest } from './build-manifest.server.ts';
import {
  BUSY_PAGE,
  DOCUMENT_END,
  MINIMAL_ERROR_PAGE,
  PRELUDE_ERROR_END,
  renderDocumentHead,
  renderDocumentPrelude,
} from './document.server.ts';
import { isCrawler } from './is-crawler.server.ts';
import { describeLoaded, knownStatus, loadRootData, loadRoute, type LoadedRoute, type RouteLoading } from './load-route.server.ts';
import { compressPage, PageCache, type CachedPage } from './page-cache.server.ts';
import { createRenderSlots, type ReleaseSlot, type RenderSlots } from './render-slots.server.ts';
import { startSpan } from '../tracing/spans.ts';

/** A render that has not finished by then is aborted: what is done is sent, the rest falls back to the client. */
export const RENDER_ABORT_MS = 10_000;

/**
 * Pages the same for everyone: browsers revalidate every time (an ETag makes that a 304); a
 * shared cache in front (ingress, CDN) may answer for a minute, and for five more while it
 * revalidates in the background (README, "Caching of pages").
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** Per-visitor pages, and pages that are not content (404, errors): never kept by anyone. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';
const UNCACHED_PAGE_CACHE_CONTROL = 'no-cache';
/** How long a visitor turned away by a full render queue is asked to wait (503 Retry-After, seconds). */
export const BUSY_RETRY_AFTER_S = 5;

/**
 * Renders the route matching `page.path` with `page.data` as its loader data (its loader is
 * not run), with the given status, per request and never stored: what the no-JS contact form's
 * failed POST answers with (the contact page with its field errors and typed values).
 */
export type RenderPageWith = (
  req: Request,
  res: Response,
  next: NextFunction,
  page: { path: string; status: number; data: unknown },
) => void;

export interface SsrOptions {
  routes: RouteLoading;
  manifest: BuildManifest;
  logger: Logger;
  /** The stylesheet's text, inlined in every page (its CSP hash: inlineStyleOf in csp.ts); linked when absent. */
  stylesheetText?: string;
  /** Components shown instead of some routes' pages (tests of the render path with a small page). */
  pageOverrides?: Partial<Record<RouteId, ComponentType>>;
  onRendered?: (info: { routeId: string; status: number; ms: number }) => void;
  /** Finished pages (a fresh cache when absent); `false` renders every request. */
  pageCache?: PageCache | false;
  /** The version of everything pages show (content and reviews): part of the page cache's key. */
  contentVersion?: () => string;
  /**
   * The loaders on the Preview API (drafts), used for requests the draft-preview middleware
   * marked (`res.locals.preview`): rendered per request, never from or into the page cache.
   */
  previewRoutes?: RouteLoading;
  /** The bound on pages rendered per request at once (a default bound when absent). */
  renderSlots?: RenderSlots;
}

export interface SsrRenderer {
  handler: RequestHandler;
  renderPageWith: RenderPageWith;
}

/**
 * The status a page may be sent with before its data: the one its route always answers, or, on
 * routes whose loader decides (`status: 'from-data'`, a post), the one the slug index knows
 * already. Else undefined: browsers and crawlers alike wait for the real status, so a post that
 * Contentful cannot give answers 503, never a 200 (issue 20).
 */
export function statusBeforeData(routeId: RouteId, known?: number): number | undefined {
  const rule = ROUTES_BY_ID[routeId].status ?? 200;
  return rule === 'from-data' ? known : rule;
}

/**
 * The Cache-Control of a rendered page (stored pages: sendCached). 200: shared, or private for a
 * per-visitor page; 503 (an upstream outage): never kept by anyone, so no cache in front serves
 * the outage page once the upstream is back; other statuses (404): revalidated every time.
 * `early`: the head went out before the loaders finished on a route whose status they decide,
 * so what follows may still be an outage page: no shared cache keeps it without asking again.
 */
export function cacheControlFor(status: number, perVisitor: boolean, early = false): string {
  if (perVisitor || status === 503) return PRIVATE_PAGE_CACHE_CONTROL;
  if (status === 200 && !early) return SHARED_PAGE_CACHE_CONTROL;
  return UNCACHED_PAGE_CACHE_CONTROL;
}

/** How long a visitor or crawler is asked to wait after an outage answer (503 Retry-After, seconds). */
export const OUTAGE_RETRY_AFTER_S = 30;

/**
 * Where a route's 404 document is stored: one per route, not per path. A 404 page names no path
 * (no canonical, no path in its data or breadcrumb; the not-found page shows the path only in
 * the browser), so the document is the same whatever was asked for, and a flood of invented
 * URLs is answered from one stored page instead of a render each (docs/decisions/088).
 * No path starts with a space, so these keys never meet a page's.
 */
export const notFoundPageKey = (routeId: RouteId) => ` 404 ${routeId}`;

/**
 * The key a finished page is stored under, or undefined when it must not be stored: pages the
 * same for every visitor, without a load error; a route's 404 under its one key; and with
 * status 200 only known routes (not the not-found page). `pageUrl` keeps only the query a route
 * reads (page-url.ts); the blog's is the category its loader found, so an unknown category is
 * /blog itself (docs/decisions/089).
 */
export function pageCacheKey(pageUrl: URL, loaded: Pick<LoadedRoute, 'status' | 'state'>): string | undefined {
  const { routeId, root } = loaded.state;
  if (ROUTES_BY_ID[routeId].perVisitor || loaded.state.error) return undefined;
  if (loaded.status === 404) return notFoundPageKey(routeId);
  if (loaded.status !== 200 || routeId === 'not-found') return undefined;
  if (routeId !== 'blog') return pageUrl.search === '' ? pageUrl.pathname : undefined;
  const { categoryId } = loaded.state.data as BlogListData;
  if (categoryId === null) return pageUrl.pathname;
  if (!root.categories.some((known) => known.id === categoryId)) return undefined;
  return `${pageUrl.pathname}?${new URLSearchParams({ category: categoryId })}`;
}

/** Where the page stored under `key` was rendered: the key itself for a 200 page, else the URL asked for. */
const renderedUrlOf = (key: string | undefined, pageUrl: URL) => (key && key.startsWith('/') ? new URL(key, pageUrl) : pageUrl);

/** Resolves true once `work` settles, or false at the next turn of the event loop if it has not. */
function settlesThisTurn(work: Promise<unknown>): Promise<boolean> {
  // Loaders on cached data are promise chains only: they settle before setImmediate runs.
  // Anything still pending then is waiting on I/O (an upstream).
  return Promise.race([work.then(() => true), new Promise<boolean>((resolve) => setImmediate(resolve, false))]);
}

/** The full render queue's answer: come back in a few seconds. Never stored by anyone. */
function sendBusy(req: Request, res: Response): void {
  res.status(503).setHeader('Retry-After', String(BUSY_RETRY_AFTER_S));
  res.setHeader('Cache-Control', PRIVATE_PAGE_CACHE_CONTROL);
  res.type('html').send(BUSY_PAGE);
}

/**
 * A render slot for this response, given back when the response is done (finished or the
 * client went away); undefined when the queue turned it away. A client that leaves while
 * waiting gives up its place.
 */
async function slotFor(slots: RenderSlots, res: Response): Promise<ReleaseSlot | undefined> {
  const gone = new AbortController();
  const onClose = () => gone.abort();
  res.once('close', onClose);
  const release = await slots.acquire(gone.signal);
  res.off('close', onClose);
  if (release) {
    if (res.destroyed || res.writableFinished) release();
    else res.once('close', release);
  }
  return release;
}

function flush(res: Response): void {
  (res as Response & { flush?: () => void }).flush?.();
}

/** A writable that forwards React's output to the response and passes React's flush() on to compression. */
function responseSink(res: Response, capture: Buffer[] | undefined, onEnd: () => void): Writable {
  const sink = new Writable({
    // compression's res.write ignores write callbacks, so back-pressure goes through 'drain'.
    write(chunk: Buffer, _encoding, callback) {
      capture?.push(Buffer.from(chunk));
      if (res.write(chunk)) callback();
      else res.once('drain', () => callback());
    },
    final(callback) {
      onEnd();
      callback();
    },
  });
  (sink as Writable & { flush: () => void }).flush = () => flush(res);
  return sink;
}

function ifNoneMatch(req: Request, etag: string): boolean {
  const header = req.get('if-none-match');
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** A stored page: 304 when the browser has it (200 pages), else the smallest encoding it accepts. */
function sendCached(req: Request, res: Response, page: CachedPage): void {
  res.status(page.status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', cacheControlFor(page.status, false));
  res.setHeader('ETag', page.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  // 304 stands for a 200 only (RFC 9110 13.2.1): a stored 404 is sent whole every time.
  if (page.status === 200 && ifNoneMatch(req, page.etag)) return void res.status(304).end();
  const accepted = acceptedEncodings(req.get('accept-encoding'));
  const encoding = (['br', 'gzip'] as const).find((name) => accepted.has(name) || accepted.has('*'));
  const body = encoding ? page[encoding] : page.identity;
  // A Content-Encoding header also tells the compression middleware to leave the body alone.
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  if (req.method === 'HEAD') return void res.end();
  res.end(body);
}

export function createSsrRenderer(options: SsrOptions): SsrRenderer {
  const { routes, manifest, logger } = options;
  const cache = options.pageCache === false ? undefined : (options.pageCache ?? new PageCache());
  const slots = options.renderSlots ?? createRenderSlots();
  /**
   * Shareable pages being rendered now, by the key they were looked up under: settles when that
   * response is done (its page stored by then, unless it failed). At most one entry per
   * request in flight, each gone when its response is.
   */
  const rendering = new Map<string, Promise<void>>();
  const contentVersion = options.contentVersion ?? (() => '0');
  // The prelude depends only on the route: built once per route, at start.
  const preludes = new Map<RouteId, string>();
  for (const entry of ROUTE_TABLE) {
    const page = manifest.routes[entry.id] ?? [];
    preludes.set(
      entry.id,
      renderDocumentPrelude({
        stylesheet: manifest.css,
        stylesheetText: options.stylesheetText,
        entry: manifest.entry,
        modulePreloads: [...new Set([...manifest.entryImports, ...page])],
      }),
    );
  }
  const preludeOf = (routeId: RouteId) => preludes.get(routeId)!;

  interface RenderJob {
    url: URL;
    crawler: boolean;
    loaded: LoadedRoute;
    /** The prelude and this status were sent already. */
    early?: { status: number };
    perVisitor: boolean;
    /** Where the finished document goes in the page cache. */
    store?: { key: string; version: string };
    started: number;
  }

  /** Streams a loaded page: head first, then React's body (at onShellReady, or onAllReady for crawlers). */
  function stream(req: Request, res: Response, job: RenderJob): void {
    const { url, crawler, loaded, early, started } = job;
    const { state, head } = loaded;
    const { routeId } = state;
    let status = loaded.status;
    // Head and React's stream until the last byte (when tracing is on).
    const renderSpan = startSpan(`render ${routeId}`, { 'route.id': routeId });
    if (loaded.error) logger.error({ err: loaded.error, path: url.pathname, routeId }, 'a loader failed');
    if (early && status !== early.status) {
      if (ROUTES_BY_ID[routeId].status === 'from-data')
        req.log?.info({ path: url.pathname, status, sent: early.status }, 'status known after the head was sent to a browser');
      else
        logger.error(
          { path: url.pathname, routeId, status, sent: early.status },
          'the loaders answered another status after the head was sent',
        );
    }
    // The metrics label, so the metrics middleware need not match the path against every page pattern again.
    if (status !== 404) res.locals.metricsRoute = ROUTES_BY_ID[routeId].path;
    if (!early) {
      res.status(status);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', cacheControlFor(status, job.perVisitor));
      if (status === 503) res.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_S));
      if (req.method === 'HEAD') {
        renderSpan?.end();
        return void res.end();
      }
    }
    const documentStart = (early ? '' : preludeOf(routeId)) + renderDocumentHead({ head, stateJson: serializeForScript(state) });
    const store = job.store;
    // The stored document always starts with the prelude, also when it went out early.
    const capture = store ? [Buffer.from(early ? preludeOf(routeId) + documentStart : documentStart)] : undefined;
    let failed = false;
    let shellSent = false;
    const app = <ServerApp location={url.pathname + url.search} state={state} Page={options.pageOverrides?.[routeId]} />;
    const rendering = renderToPipeableStream(app, {
      [crawler ? 'onAllReady' : 'onShellReady']() {
        shellSent = true;
        if (!early) res.status(status);
        res.write(documentStart);
        rendering.pipe(
          responseSink(res, capture, () => {
            res.end(DOCUMENT_END);
            clearTimeout(abortTimer);
            if (capture && store && !failed && !res.destroyed) {
              capture.push(Buffer.from(DOCUMENT_END));
              cache?.set(store.key, compressPage(Buffer.concat(capture).toString('utf8'), store.version, status));
            }
            options.onRendered?.({ routeId, status, ms: performance.now() - started });
            renderSpan?.end({ 'http.response.status_code': status });
          }),
        );
      },
      onShellError(error) {
        clearTimeout(abortTimer);
        failed = true;
        logger.error({ err: error, path: url.pathname }, 'render failed before the shell');
        renderSpan?.fail(error);
        if (early) return void res.end(PRELUDE_ERROR_END);
        if (!res.headersSent) res.status(500).setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(MINIMAL_ERROR_PAGE);
      },
      onError(error) {
        failed = true;
        if (!shellSent) status = 500;
        logger.error({ err: error, path: url.pathname }, 'render error');
      },
    });
    const abortTimer = setTimeout(() => rendering.abort(new Error(`render exceeded ${RENDER_ABORT_MS} ms`)), RENDER_ABORT_MS);
    res.on('close', () => {
      clearTimeout(abortTimer);
      if (!res.writableFinished) {
        rendering.abort(new Error('client went away'));
        renderSpan?.fail(new Error('client went away'));
      }
    });
  }

  const handler: RequestHandler = async (req, res, next) => {
    const started = performance.now();
    const askedUrl = new URL(req.originalUrl, 'http://localhost');
    const matchedRouteId = matchRoute(askedUrl.pathname).routeId;
    // Only the query the route reads: a campaign link is the page without it.
    const url = pageUrlOf(askedUrl, matchedRouteId);
    const preview = res.locals.preview === true && options.previewRoutes !== undefined;
    const routes = preview ? options.previewRoutes! : options.routes;
    const perVisitor = preview || (req.method !== 'GET' && req.method !== 'HEAD') || Boolean(ROUTES_BY_ID[matchedRouteId].perVisitor);
    const crawler = isCrawler(req.get('user-agent') ?? '');
    const version = contentVersion();
    // Only a route with a status hint (a post, from the slug index) can know it; the not-found route always answers 404.
    const known = matchedRouteId === 'not-found' ? undefined : knownStatus(routes, url);
    // An unknown path, or a post the slug index says does not exist: the route's one 404 page.
    const lookupKey = matchedRouteId === 'not-found' || known === 404 ? notFoundPageKey(matchedRouteId) : url.pathname + url.search;
    if (cache && !perVisitor) {
      const lookup = startSpan('page cache');
      let page = cache.get(lookupKey, version);
      lookup?.end({ 'page_cache.result': page ? 'hit' : 'miss' });
      // The same page is being rendered for someone else (after a publish, a burst of visitors
      // on /): wait for that render and serve what it stored, instead of rendering it again.
      const pending = page ? undefined : rendering.get(lookupKey);
      if (pending) {
        await pending;
        page = cache.get(lookupKey, version);
      }
      if (page) {
        if (page.status !== 404) res.locals.metricsRoute = ROUTES_BY_ID[matchedRouteId].path;
        sendCached(req, res, page);
        options.onRendered?.({ routeId: matchedRouteId, status: page.status, ms: performance.now() - started });
        return;
      }
      if (!rendering.has(lookupKey)) {
        const done = new Promise<void>((resolve) => res.once('close', resolve));
        rendering.set(lookupKey, done);
        void done.then(() => rendering.delete(lookupKey));
      }
    }
    // Not stored: rendered now, within the bound on renders at once.
    if (!(await slotFor(slots, res))) return sendBusy(req, res);
    const earlyStatus = req.method === 'GET' ? statusBeforeData(matchedRouteId, known) : undefined;

    const loading = loadRoute(routes, url, { crawler }).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    let early: { status: number } | undefined;
    if (earlyStatus !== undefined && !(await settlesThisTurn(loading))) {
      early = { status: earlyStatus };
      res.status(earlyStatus);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', cacheControlFor(earlyStatus, perVisitor, ROUTES_BY_ID[matchedRouteId].status === 'from-data'));
      res.write(preludeOf(matchedRouteId));
      // Through the compression middleware too, the prelude leaves now.
      flush(res);
    }
    const outcome = await loading;
    if ('error' in outcome) {
      if (!early) return next(outcome.error);
      logger.error({ err: outcome.error, path: url.pathname }, 'loading failed after the head was sent');
      return void res.end(PRELUDE_ERROR_END);
    }
    const loaded = outcome.value;
    const key = cache && !perVisitor ? pageCacheKey(url, loaded) : undefined;
    // The loaders named another page than the URL did (an unknown blog category is /blog): serve it when stored.
    if (cache && key && key !== lookupKey && !early) {
      const page = cache.get(key, version);
      if (page) return sendCached(req, res, page);
    }
    stream(req, res, {
      url: renderedUrlOf(key, url),
      crawler,
      loaded,
      early,
      perVisitor,
      // A 404 only under the key it was looked up by (a post the slug index knew to be missing); a 200 under its page's key.
      store: key && (key === lookupKey || loaded.status === 200) ? { key, version } : undefined,
      started,
    });
  };

  const renderPageWith: RenderPageWith = (req, res, next, page) => {
    const started = performance.now();
    const url = new URL(page.path, 'http://localhost');
    slotFor(slots, res)
      .then(async (release) => {
        if (!release) return sendBusy(req, res);
        const root = await loadRootData(routes);
        const loaded = describeLoaded(routes, url, { data: page.data, status: page.status }, root);
        stream(req, res, { url, crawler: false, loaded, perVisitor: true, started });
      })
      .catch((error: unknown) => next(error));
  };

  return { handler, renderPageWith };
}
