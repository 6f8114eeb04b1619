/**
 * Server rendering, after React Router's Node entry.server: match and load before the first
 * byte (so the status is right), then stream. Browsers get the shell as soon as it is ready;
 * crawlers (isbot) get the response when everything, Suspense included, is ready.
 */
import { Writable } from 'node:stream';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import { describePage } from '../../shared/page-info.ts';
import type { RouteId } from '../../shared/route-table.ts';
import type { RouteHandle } from '../../client/routes.tsx';
import type { Logger } from '../logger.server.ts';
import type { BuildManifest } from './build-manifest.server.ts';
import { DOCUMENT_END, MINIMAL_ERROR_PAGE, renderDocumentStart } from './document.server.ts';

/** A render that has not finished by then is aborted: what is done is sent, the rest falls back to the client. */
export const RENDER_ABORT_MS = 10_000;

export interface SsrOptions {
  handler: StaticHandler;
  manifest: BuildManifest;
  siteUrl: string;
  logger: Logger;
  onRendered?: (info: { routeId: string; status: number; ms: number }) => void;
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

function leafRouteId(context: StaticHandlerContext): RouteId {
  const leaf = [...context.matches].reverse().find((match) => (match.route.handle as RouteHandle | undefined)?.routeId);
  return (leaf?.route.handle as RouteHandle | undefined)?.routeId ?? 'not-found';
}

function modulePreloads(manifest: BuildManifest, context: StaticHandlerContext, pageFileOf: (id: RouteId) => string): string[] {
  const page = manifest.pages[pageFileOf(leafRouteId(context))] ?? [];
  return [...new Set([manifest.entry, ...manifest.entryImports, ...page])];
}

/** A writable that forwards React's output to the response and passes React's flush() on to compression. */
function responseSink(res: ExpressResponse, onEnd: () => void): Writable {
  const sink = new Writable({
    // compression's res.write ignores write callbacks, so back-pressure goes through 'drain'.
    write(chunk, _encoding, callback) {
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

export function createSsrHandler(options: SsrOptions & { pageFileOf: (id: RouteId) => string }): RequestHandler {
  const { handler, manifest, siteUrl, logger, pageFileOf } = options;

  return async (req, res, next) => {
    const started = performance.now();
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    let context: StaticHandlerContext | Response;
    try {
      context = await handler.query(toFetchRequest(req, controller.signal));
    } catch (error) {
      return next(error);
    }
    if (context instanceof Response) {
      // A loader redirected.
      const location = context.headers.get('Location');
      if (location && context.status >= 300 && context.status < 400) return res.redirect(context.status, location);
      return next(new Error(`Unexpected loader response ${context.status}`));
    }

    const routeId = leafRouteId(context);
    let status = context.statusCode;
    const url = new URL(req.originalUrl, 'http://localhost');
    if (status === 404) req.log?.warn({ path: url.pathname }, 'page not found');
    const page = describePage(routeId, context.loaderData[routeId], url.pathname, siteUrl);
    const nonce = res.locals.nonce as string;

    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // Pages carry a per-request nonce and may change on every deploy: never kept by shared caches.
    res.setHeader('Cache-Control', 'private, no-cache');
    if (req.method === 'HEAD') return void res.status(status).end();

    const router = createStaticRouter(handler.dataRoutes, context);
    const crawler = isbot(req.get('user-agent') ?? '');
    let shellSent = false;
    const documentStart = renderDocumentStart({
      head: page.head,
      nonce,
      stylesheet: manifest.css,
      modulePreloads: modulePreloads(manifest, context, pageFileOf),
      hydrationData: dehydrate(context),
    });

    const stream = renderToPipeableStream(<StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />, {
      nonce,
      bootstrapModules: [manifest.entry],
      [crawler ? 'onAllReady' : 'onShellReady']() {
        shellSent = true;
        res.status(status);
        res.write(documentStart);
        stream.pipe(
          responseSink(res, () => {
            res.end(DOCUMENT_END);
            clearTimeout(abortTimer);
            options.onRendered?.({ routeId, status, ms: performance.now() - started });
          }),
        );
      },
      onShellError(error) {
        clearTimeout(abortTimer);
        logger.error({ err: error, path: url.pathname }, 'render failed before the shell');
        if (!res.headersSent) res.status(500).setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(MINIMAL_ERROR_PAGE);
      },
      onError(error) {
        // Errors inside Suspense boundaries fall back to client rendering; log them all.
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
