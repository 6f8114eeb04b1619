/**
 * Server rendering, after React Router's Node entry.server: match and load before the body
 * (so the status is right), then stream. Browsers get the shell as soon as it is ready;
 * crawlers (isbot) get the response when everything, Suspense included, is ready.
 *
 * Two things keep it fast (docs/decisions/051, 053):
 * - When the loaders are still waiting on an upstream after the current turn of the event
 *   loop, the status and the data-free start of <head> (stylesheet, module preloads) go out
 *   at once: the first byte does not wait on a slow content upstream. Pages whose loader
 *   decides the status (`statusFromData`: the blog list and posts) do this for browsers only,
 *   presuming 200; crawlers wait for the real status.
 * - A render cache keeps recent renders (split at the nonce, gzipped once) and answers repeats
 *   without React and without compressing again.
 */
import { Writable } from 'node:stream';
import type { ComponentType } from 'react';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '../../client/router/app.tsx';
import { matchRoute } from '../../shared/match-route.ts';
import { ROUTE_TABLE, ROUTES_BY_ID, type RouteId } from '../../shared/route-table.ts';
import { serializeForScript } from '../../shared/serialize.ts';
import type { Logger } from '../logger.server.ts';
import type { BuildManifest } from './build-manifest.server.ts';
import { clientBootScript } from './client-boot.server.ts';
import { DOCUMENT_END, MINIMAL_ERROR_PAGE, PRELUDE_ERROR_END, renderDocumentHead, renderDocumentPrelude } from './document.server.ts';
import { dataFingerprint } from './data-fingerprint.server.ts';
import { loadRoute, type RouteLoading } from './load-route.server.ts';
import { gzipParts, identityParts, precompress, type PrecompressedPage } from './nonce-gzip.server.ts';
import { RenderCache } from './render-cache.server.ts';
import { acceptedEncodings } from '../static-assets.server.ts';
import { isCrawler } from './is-crawler.server.ts';

/** A render that has not finished by then is aborted: what is done is sent, the rest falls back to the client. */
export const RENDER_ABORT_MS = 10_000;
export interface SsrOptions {
  routes: RouteLoading;
  /** Every page's component, loaded at start. */
  pages: Readonly<Record<RouteId, ComponentType>>;
  manifest: BuildManifest;
  logger: Logger;
  pageFileOf: (id: RouteId) => string;
  onRendered?: (info: { routeId: string; status: number; ms: number }) => void;
  /** Recent renders (a fresh cache when absent); `false` renders every request. */
  renderCache?: RenderCache | false;
  /**
   * What a render shows besides its loader data (the reviews, streamed under Suspense), as of
   * now: part of the render cache key, so new reviews are new renders at once (051).
   */
  renderInputs?: () => unknown;
  /**
   * The loaders of a preview request (res.locals.preview, server/preview/): drafts from the
   * Preview API, rendered for that one editor and never kept in the render cache.
   */
  previewRoutes?: RouteLoading;
}

/**
 * The status a page may be sent with before its data: the one its route always answers, or,
 * on routes whose loader decides (a missing post is a 404), 200 for browsers - the page then
 * says 'Post not found.' and carries noindex if the post is missing. Crawlers get undefined:
 * they wait for the real status.
 */
export function statusBeforeData(routeId: RouteId, crawler: boolean): number | undefined {
  if (ROUTES_BY_ID[routeId].statusFromData) return crawler ? undefined : 200;
  return routeId === 'not-found' ? 404 : 200;
}

/** Resolves true once `work` settles, or false at the next turn of the event loop if it has not. */
function settlesThisTurn(work: Promise<unknown>): Promise<boolean> {
  // Loaders on cached data are promise chains only: they settle before setImmediate runs.
  // Anything still pending then is waiting on I/O (an upstream).
  return Promise.race([work.then(() => true), new Promise<boolean>((resolve) => setImmediate(resolve, false))]);
}

function acceptsGzip(req: ExpressRequest): boolean {
  const accepted = acceptedEncodings(req.get('accept-encoding'));
  return accepted.has('gzip') || accepted.has('*');
}

/** A writable that forwards React's output to the response and passes React's flush() on to compression. */
function responseSink(res: ExpressResponse, capture: Buffer[] | undefined, onEnd: () => void): Writable {
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
  (sink as Writable & { flush: () => void }).flush = () => (res as ExpressResponse & { flush?: () => void }).flush?.();
  return sink;
}

export function createSsrHandler(options: SsrOptions): RequestHandler {
  const { pages, manifest, logger, pageFileOf } = options;
  const sharedCache = options.renderCache === false ? undefined : (options.renderCache ?? new RenderCache());
  // The prelude depends only on the route: built (and compressed) once per route, at start, so
  // the first request (often the one waiting on a cold upstream) does not pay for it.
  const preludes = new Map<RouteId, { html: string; compressed: PrecompressedPage }>();
  for (const entry of ROUTE_TABLE) {
    const page = manifest.pages[pageFileOf(entry.id)] ?? [];
    const html = renderDocumentPrelude({
      stylesheet: manifest.css,
      scriptPreloads: [...new Set([manifest.loader, manifest.entry, ...manifest.entryImports, ...page])],
    });
    preludes.set(entry.id, { html, compressed: precompress([html]) });
  }
  const preludeOf = (routeId: RouteId) => preludes.get(routeId)!;
  const bootScript = clientBootScript(manifest);

  return async (req, res, next) => {
    const started = performance.now();
    const preview = res.locals.preview === true && options.previewRoutes !== undefined;
    const routes = preview ? options.previewRoutes! : options.routes;
    const cache = preview ? undefined : sharedCache;
    const url = new URL(req.originalUrl, 'http://localhost');
    const nonce = res.locals.nonce as string;
    const matchedRouteId = matchRoute(url.pathname).routeId;
    const crawler = isCrawler(req.get('user-agent') ?? '');
    const earlyStatus = req.method === 'GET' ? statusBeforeData(matchedRouteId, crawler) : undefined;

    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // Pages carry a per-request nonce and may change on every deploy: never kept by shared caches.
    res.setHeader('Cache-Control', 'private, no-cache');

    const loading = loadRoute(routes, url).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    let early = false;
    if (earlyStatus !== undefined && !(await settlesThisTurn(loading))) {
      early = true;
      res.status(earlyStatus);
      res.write(preludeOf(matchedRouteId).html);
      // Through the compression middleware too, the prelude leaves now.
      (res as ExpressResponse & { flush?: () => void }).flush?.();
    }

    const outcome = await loading;
    if ('error' in outcome) {
      if (!early) return next(outcome.error);
      logger.error({ err: outcome.error, path: url.pathname }, 'loading failed after the head was sent');
      return void res.end(PRELUDE_ERROR_END);
    }
    const { state, head } = outcome.value;
    const { routeId } = state;
    let status = outcome.value.status;
    if (outcome.value.error) logger.error({ err: outcome.value.error, path: url.pathname, routeId }, 'a loader failed');
    if (status === 404) req.log?.warn({ path: url.pathname }, 'page not found');
    if (early && status !== earlyStatus) {
      if (ROUTES_BY_ID[routeId].statusFromData)
        req.log?.info({ path: url.pathname, status, sent: earlyStatus }, 'status known after the head was sent to a browser');
      else
        logger.error(
          { path: url.pathname, routeId, status, sent: earlyStatus },
          'the loaders answered another status after the head was sent: mark the route statusFromData',
        );
    }
    // The metrics label, so the metrics middleware need not match the path against every page pattern again.
    if (status !== 404) res.locals.metricsRoute = ROUTES_BY_ID[routeId].path;
    if (!early) {
      res.status(status);
      if (req.method === 'HEAD') return void res.end();
    }

    // A fingerprint is enough for the key; serializing the data for the script is only needed on a miss.
    const key = cache
      ? RenderCache.key(
          crawler,
          url.pathname + url.search,
          dataFingerprint([state.data, state.root, state.error, options.renderInputs?.()]),
        )
      : '';
    const prelude = early ? undefined : preludeOf(routeId);

    const lookup = cache?.lookup(key);
    if (lookup && 'page' in lookup) {
      const cached = lookup.page;
      let parts: Buffer[];
      if (prelude && acceptsGzip(req)) {
        // Compressed at store time: the compression middleware leaves an encoded body alone.
        parts = gzipParts([prelude.compressed, cached], nonce);
        res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Vary', 'Accept-Encoding');
      } else {
        parts = identityParts(prelude ? [prelude.compressed, cached] : [cached], nonce);
      }
      if (!early) res.setHeader('Content-Length', String(parts.reduce((sum, part) => sum + part.length, 0)));
      // The stored buffers go out as they are (one writev), not copied into one per request.
      res.cork();
      for (const part of parts) res.write(part);
      res.end();
      process.nextTick(() => res.uncork());
      options.onRendered?.({ routeId, status, ms: performance.now() - started });
      return;
    }

    const documentHead = renderDocumentHead({ head, nonce, stateJson: serializeForScript(state) });
    const capture = lookup && 'capture' in lookup && lookup.capture ? [Buffer.from(documentHead)] : undefined;
    let captured = false;
    // A capture that never completes must not keep the key marked as refreshing.
    res.once('close', () => {
      if (capture && !captured) cache!.abandon(key);
    });
    let failed = false;
    let shellSent = false;
    const app = (
      <StaticRouter location={url.pathname + url.search + url.hash}>
        <App page={{ ...state, Page: pages[routeId] }} root={state.root} />
      </StaticRouter>
    );
    const stream = renderToPipeableStream(app, {
      nonce,
      bootstrapScriptContent: bootScript,
      // Crawlers wait for everything anyway: completed Suspense boundaries go inline, not
      // after the page as hidden segments (docs/decisions/041).
      ...(crawler ? { progressiveChunkSize: Number.POSITIVE_INFINITY } : {}),
      [crawler ? 'onAllReady' : 'onShellReady']() {
        shellSent = true;
        if (!early) res.status(status);
        res.write((prelude?.html ?? '') + documentHead);
        stream.pipe(
          responseSink(res, capture, () => {
            res.end(DOCUMENT_END);
            clearTimeout(abortTimer);
            if (capture && !failed && status < 500 && !res.destroyed) {
              capture.push(Buffer.from(DOCUMENT_END));
              captured = true;
              cache!.store(key, Buffer.concat(capture).toString('utf8'), nonce);
            }
            options.onRendered?.({ routeId, status, ms: performance.now() - started });
          }),
        );
      },
      onShellError(error) {
        clearTimeout(abortTimer);
        failed = true;
        logger.error({ err: error, path: url.pathname }, 'render failed before the shell');
        if (early) return void res.end(PRELUDE_ERROR_END);
        if (!res.headersSent) res.status(500).setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(MINIMAL_ERROR_PAGE);
      },
      onError(error) {
        // Errors inside Suspense boundaries fall back to client rendering; log them all.
        failed = true;
        if (!shellSent) status = 500;
        logger.error({ err: error, path: url.pathname }, 'render error');
      },
    });
    const abortTimer = setTimeout(() => stream.abort(new Error(`render exceeded ${RENDER_ABORT_MS} ms`)), RENDER_ABORT_MS);
    res.on('close', () => {
      clearTimeout(abortTimer);
      if (!res.writableFinished) stream.abort(new Error('client went away'));
    });
  };
}
