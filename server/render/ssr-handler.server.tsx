/**
 * Server rendering, after React Router's Node entry.server: match and load before the body
 * (so the status is right), then stream. Browsers get the shell as soon as it is ready;
 * crawlers (isbot) get the response when everything, Suspense included, is ready.
 *
 * Two things keep it fast (docs/decisions/051, 053):
 * - Pages whose status cannot depend on their data (all but those marked `statusFromData`)
 *   send the status and the data-free start of <head> (stylesheet, module preloads) when the
 *   loaders take longer than EARLY_HEAD_AFTER_MS: the first byte does not wait on a slow
 *   content upstream.
 * - A render cache keeps recent renders (split at the nonce, gzipped once) and answers repeats
 *   without React and without compressing again.
 */
import { Writable } from 'node:stream';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import { describePage } from '../../shared/page-info.ts';
import { ROUTE_TABLE, ROUTES_BY_ID, type RouteId } from '../../shared/route-table.ts';
import { escapeHtml, serializeForScript } from '../../shared/serialize.ts';
import type { RouteHandle } from '../../client/routes.tsx';
import type { Logger } from '../logger.server.ts';
import type { BuildManifest } from './build-manifest.server.ts';
import { DOCUMENT_END, MINIMAL_ERROR_PAGE, PRELUDE_ERROR_END, renderDocumentHead, renderDocumentPrelude } from './document.server.ts';
import { dataFingerprint } from './data-fingerprint.server.ts';
import { gzipParts, identityParts, precompress, type PrecompressedPage } from './nonce-gzip.server.ts';
import { RenderCache } from './render-cache.server.ts';
import { acceptedEncodings } from '../static-assets.server.ts';

/** A render that has not finished by then is aborted: what is done is sent, the rest falls back to the client. */
export const RENDER_ABORT_MS = 10_000;
/**
 * Loaders on cached data finish in well under a millisecond; past this they are waiting on an
 * upstream, and the head goes out first. Small against the 20 ms first-byte budget (issue 7).
 */
export const EARLY_HEAD_AFTER_MS = 4;
/** Paths whose route match is remembered: every page of the site many times over, bounded against random URLs. */
const MATCH_CACHE_MAX_PATHS = 2_000;

export interface SsrOptions {
  handler: StaticHandler;
  manifest: BuildManifest;
  siteUrl: string;
  logger: Logger;
  pageFileOf: (id: RouteId) => string;
  onRendered?: (info: { routeId: string; status: number; ms: number }) => void;
  /** Recent renders (a fresh cache when absent); `false` renders every request. */
  renderCache?: RenderCache | false;
}

/** A Fetch API Request for React Router, built from the Express request. */
export function toFetchRequest(req: ExpressRequest, signal?: AbortSignal): Request {
  const url = new URL(req.originalUrl, `http://${req.get('host') ?? 'localhost'}`);
  return new Request(url, { method: req.method === 'HEAD' ? 'GET' : req.method, headers: req.headers as HeadersInit, signal });
}

/** The router's state as createBrowserRouter expects it in window.__staticRouterHydrationData. */
export function dehydrate(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => {
          if (isRouteErrorResponse(error)) return [id, { ...error, __type: 'RouteErrorResponse' }];
          if (error instanceof Error) return [id, { message: error.message, __type: 'Error' }];
          return [id, error];
        }),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

type Match = { route: { handle?: unknown } };

function leafRouteIdOf(matches: readonly Match[] | null | undefined): RouteId {
  const leaf = [...(matches ?? [])].reverse().find((match) => (match.route.handle as RouteHandle | undefined)?.routeId);
  return (leaf?.route.handle as RouteHandle | undefined)?.routeId ?? 'not-found';
}

/** The status a route answers whatever its data, or undefined when its loader decides. */
export function statusBeforeData(routeId: RouteId): number | undefined {
  if (ROUTES_BY_ID[routeId].statusFromData) return undefined;
  return routeId === 'not-found' ? 404 : 200;
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
  const { handler, manifest, siteUrl, logger, pageFileOf } = options;
  const cache = options.renderCache === false ? undefined : (options.renderCache ?? new RenderCache());
  // The prelude depends only on the route: built (and compressed) once per route.
  const preludes = new Map<RouteId, { html: string; compressed: PrecompressedPage }>();
  const preludeOf = (routeId: RouteId) => {
    let prelude = preludes.get(routeId);
    if (prelude === undefined) {
      const page = manifest.pages[pageFileOf(routeId)] ?? [];
      const html = renderDocumentPrelude({ stylesheet: manifest.css, modulePreloads: [...new Set([manifest.entry, ...manifest.entryImports, ...page])] });
      prelude = { html, compressed: precompress([html]) };
      preludes.set(routeId, prelude);
    }
    return prelude;
  };

  // React Router flattens and ranks the whole route list on every match; paths repeat.
  // Built at start, so the first request (often the one waiting on a cold upstream) does not pay for it.
  for (const entry of ROUTE_TABLE) preludeOf(entry.id);
  const routeIds = new Map<string, RouteId>();
  const routeIdOf = (pathname: string): RouteId => {
    let routeId = routeIds.get(pathname);
    if (routeId === undefined) {
      routeId = leafRouteIdOf(matchRoutes(handler.dataRoutes, pathname) as Match[] | null);
      if (routeIds.size >= MATCH_CACHE_MAX_PATHS) routeIds.delete(routeIds.keys().next().value!);
      routeIds.set(pathname, routeId);
    }
    return routeId;
  };

  return async (req, res, next) => {
    const started = performance.now();
    const url = new URL(req.originalUrl, 'http://localhost');
    const nonce = res.locals.nonce as string;
    const matchedRouteId = routeIdOf(url.pathname);
    const earlyStatus = req.method === 'GET' ? statusBeforeData(matchedRouteId) : undefined;

    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // Pages carry a per-request nonce and may change on every deploy: never kept by shared caches.
    res.setHeader('Cache-Control', 'private, no-cache');

    const controller = new AbortController();
    // Only a client that left mid-way aborts the loaders (an abort builds a DOMException: not per request).
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    const loading = handler.query(toFetchRequest(req, controller.signal)).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    let early = false;
    if (earlyStatus !== undefined) {
      let timer: NodeJS.Timeout | undefined;
      const quick = await Promise.race([loading.then(() => true), new Promise<boolean>((resolve) => (timer = setTimeout(resolve, EARLY_HEAD_AFTER_MS, false)))]);
      clearTimeout(timer);
      if (!quick) {
        early = true;
        res.status(earlyStatus);
        res.write(preludeOf(matchedRouteId).html);
        // Through the compression middleware too, the prelude leaves now.
        (res as ExpressResponse & { flush?: () => void }).flush?.();
      }
    }

    const outcome = await loading;
    if ('error' in outcome) {
      if (!early) return next(outcome.error);
      logger.error({ err: outcome.error, path: url.pathname }, 'loaders failed after the head was sent');
      return void res.end(PRELUDE_ERROR_END);
    }
    const context = outcome.value;
    if (context instanceof Response) {
      // A loader redirected.
      const location = context.headers.get('Location');
      const isRedirect = location && context.status >= 300 && context.status < 400;
      if (!early) return isRedirect ? res.redirect(context.status, location) : next(new Error(`Unexpected loader response ${context.status}`));
      logger.error({ path: url.pathname, status: context.status }, 'a loader redirected after the head was sent: mark the route statusFromData');
      const target = escapeHtml(isRedirect ? location : '/');
      return void res.end(`<meta http-equiv="refresh" content="0;url=${target}"><title>Moved</title></head><body><p><a href="${target}">Continue</a></p></body></html>`);
    }

    const routeId = leafRouteIdOf(context.matches);
    let status = context.statusCode;
    if (status === 404) req.log?.warn({ path: url.pathname }, 'page not found');
    if (early && status !== earlyStatus) {
      logger.error({ path: url.pathname, routeId, status, sent: earlyStatus }, 'the loaders answered another status after the head was sent: mark the route statusFromData');
    }
    if (!early) {
      res.status(status);
      if (req.method === 'HEAD') return void res.end();
    }

    const hydrationData = dehydrate(context);
    const crawler = isbot(req.get('user-agent') ?? '');
    // A fingerprint is enough for the key; serializing the data for the script is only needed on a miss.
    const key = cache ? RenderCache.key(crawler, url.pathname + url.search, dataFingerprint(hydrationData)) : '';
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

    const page = describePage(routeId, context.loaderData[routeId], url.pathname, siteUrl);
    const documentHead = renderDocumentHead({ head: page.head, nonce, hydrationJson: serializeForScript(hydrationData) });
    const capture = lookup && 'capture' in lookup && lookup.capture ? [Buffer.from(documentHead)] : undefined;
    let captured = false;
    // A capture that never completes must not keep the key marked as refreshing.
    res.once('close', () => {
      if (capture && !captured) cache!.abandon(key);
    });
    let failed = false;
    const router = createStaticRouter(handler.dataRoutes, context);
    let shellSent = false;
    const stream = renderToPipeableStream(<StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />, {
      nonce,
      bootstrapModules: [manifest.entry],
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
            if (capture && !failed && status < 500 && !controller.signal.aborted) {
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
