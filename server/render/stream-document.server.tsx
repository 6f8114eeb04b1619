/**
 * Streams a loaded page in the shape of React Router's Node entry.server (crawlers get it at
 * onAllReady, browsers at onShellReady), capturing a page that may be stored as it goes.
 */
import { Writable } from 'node:stream';
import type { ComponentType } from 'react';
import type { Request, Response } from 'express';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerApp } from '../../client/app/server-app.tsx';
import { ROUTES_BY_ID, type RouteId } from '../../routes/server/route-table.ts';
import { serializeForScript } from '../../shared/serialize.ts';
import type { Logger } from '../core/logger.server.ts';
import { startSpan } from '../tracing/spans.ts';
import { MINIMAL_ERROR_PAGE, PRELUDE_ERROR_END, renderDocumentHead } from './document.server.ts';
import type { LoadedRoute } from '../loaders/load-route.server.ts';
import { compressPage, type PageCache } from './page-cache.server.ts';
import { writeHead } from './page-response.server.ts';
import type { RequestPlan } from './request-plan.server.ts';

export const RENDER_ABORT_MS = 10_000;
/** Why a render stops when its visitor closed the connection: ordinary traffic, not a failure. */
const CLIENT_WENT_AWAY = new Error('client went away');

export interface DocumentJob {
  url: URL;
  crawler: boolean;
  loaded: LoadedRoute;
  /** The prelude and this status were sent already (the loaders were waiting on an upstream). */
  early?: { status: number };
  perVisitor: boolean;
  /** Where the finished document goes in the page cache. */
  store?: { key: string; version: string };
  started: number;
}

export interface DocumentStreamOptions {
  logger: Logger;
  cache?: PageCache;
  preludeOf: (routeId: RouteId) => string;
  documentEnd: string;
  pageOverrides?: Partial<Record<RouteId, ComponentType>>;
  onRendered?: (info: { routeId: string; status: number; ms: number }) => void;
}

/** Passes React's flush() on to the compression middleware, so what is rendered leaves now. */
export function flush(res: Response): void {
  (res as Response & { flush?: () => void }).flush?.();
}

/** A writable that forwards React's output to the response (and to `capture`), with back-pressure. */
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

export function documentStreamer(options: DocumentStreamOptions): (req: Request, res: Response, job: DocumentJob) => void {
  const { logger, cache, preludeOf, documentEnd } = options;
  return function streamDocument(req, res, job) {
    const { url, crawler, loaded, early, started } = job;
    const { routeId } = loaded.state;
    let status = loaded.status;
    // Head and React's stream until the last byte (when tracing is on).
    const renderSpan = startSpan(`render ${routeId}`, { 'route.id': routeId });
    if (loaded.error) logger.error({ err: loaded.error, path: url.pathname, routeId }, 'a loader failed');
    if (early && status !== early.status && ROUTES_BY_ID[routeId].status === 'from-data')
      req.log?.info({ path: url.pathname, status, sent: early.status }, 'status known after the head was sent to a browser');
    else if (early && status !== early.status)
      logger.error(
        { path: url.pathname, routeId, status, sent: early.status },
        'the loaders answered another status after the head was sent',
      );
    if (!early) {
      writeHead(res, { status, perVisitor: job.perVisitor });
      if (req.method === 'HEAD') {
        renderSpan?.end();
        return void res.end();
      }
    }
    const documentStart =
      (early ? '' : preludeOf(routeId)) + renderDocumentHead({ head: loaded.head, stateJson: serializeForScript(loaded.state) });
    const { store } = job;
    // The stored document always starts with the prelude, also when it went out early.
    const capture = store ? [Buffer.from(early ? preludeOf(routeId) + documentStart : documentStart)] : undefined;
    let failed = false;
    let shellSent = false;
    const app = <ServerApp location={url.pathname + url.search} state={loaded.state} Page={options.pageOverrides?.[routeId]} />;
    const rendering = renderToPipeableStream(app, {
      [crawler ? 'onAllReady' : 'onShellReady']() {
        shellSent = true;
        // A render error before the shell turned the status to 500.
        if (!early && status !== loaded.status) writeHead(res, { status, perVisitor: job.perVisitor });
        res.write(documentStart);
        rendering.pipe(
          responseSink(res, capture, () => {
            res.end(documentEnd);
            clearTimeout(abortTimer);
            if (capture && store && !failed && !res.destroyed) {
              capture.push(Buffer.from(documentEnd));
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
        if (error === CLIENT_WENT_AWAY) return void logger.info({ path: url.pathname }, 'client went away before the page');
        logger.error({ err: error, path: url.pathname }, 'render failed before the shell');
        renderSpan?.fail(error);
        if (early) return void res.end(PRELUDE_ERROR_END);
        if (!res.headersSent) writeHead(res, { status: 500, perVisitor: job.perVisitor });
        res.end(MINIMAL_ERROR_PAGE);
      },
      onError(error) {
        failed = true;
        if (error === CLIENT_WENT_AWAY) return;
        if (!shellSent) status = 500;
        logger.error({ err: error, path: url.pathname }, 'render error');
      },
    });
    const abortTimer = setTimeout(() => rendering.abort(new Error(`render exceeded ${RENDER_ABORT_MS} ms`)), RENDER_ABORT_MS);
    res.on('close', () => {
      clearTimeout(abortTimer);
      if (res.writableFinished) return;
      rendering.abort(CLIENT_WENT_AWAY);
      renderSpan?.fail(CLIENT_WENT_AWAY);
    });
  };
}

/** Loaders on cached data settle before setImmediate runs: anything still pending then waits on an upstream. */
function settlesThisTurn(work: Promise<unknown>): Promise<boolean> {
  return Promise.race([work.then(() => true), new Promise<boolean>((resolve) => setImmediate(resolve, false))]);
}

/** The first byte does not wait on a slow upstream (docs/decisions/053): the known status and the prelude go at once. */
export async function sendHeadIfWaiting(res: Response, loading: Promise<unknown>, plan: RequestPlan, prelude: string) {
  const status = plan.earlyStatus;
  if (status === undefined || (await settlesThisTurn(loading))) return undefined;
  writeHead(res, { status, perVisitor: plan.perVisitor, undecided: ROUTES_BY_ID[plan.match.routeId].status === 'from-data' });
  res.write(prelude);
  // Through the compression middleware too, the prelude leaves now.
  flush(res);
  return { status };
}
