/**
 * Server rendering, after React Router's Node entry.server: plan the request (one match), serve
 * the stored page when there is one (the same document for every visitor, docs/decisions/069
 * and 071), else take a render slot (a full queue answers 503), load before the body so the
 * status is right (the head goes early when an upstream is slow, docs/decisions/053) and stream.
 * Per-visitor pages (the contact form, any answer to a POST) are rendered per request, never stored.
 */
import type { ComponentType } from 'react';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { matchRoute } from '../../shared/match-route.ts';
import type { RouteId } from '../../routes/server/route-table.ts';
import type { Logger } from '../core/logger.server.ts';
import type { BuildManifest } from './build-manifest.server.ts';
import { documentEnd, PRELUDE_ERROR_END, routePreludes } from './document.server.ts';
import { describeLoaded, loadRootData, loadRoute, type RouteLoading } from '../loaders/load-route.server.ts';
import { PageCache, storedPageLookup } from './page-cache.server.ts';
import { sendBusy, sendStoredPage } from './page-response.server.ts';
import { createRenderSlots, slotFor, type RenderSlots } from './render-slots.server.ts';
import { pageCacheKey, planRequest, renderedUrlOf } from './request-plan.server.ts';
import { documentStreamer, sendHeadIfWaiting } from './stream-document.server.tsx';

/** Renders `page.path` with `page.data` as its loader's data, per request: the no-JS contact form's failed POST answer. */
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
  stylesheetText?: string;
  /** Components shown instead of some routes' pages (tests of the render path with a small page). */
  pageOverrides?: Partial<Record<RouteId, ComponentType>>;
  onRendered?: (info: { routeId: string; status: number; ms: number }) => void;
  /** Finished pages (a fresh cache when absent); `false` renders every request. */
  pageCache?: PageCache | false;
  /** The version of everything pages show (content and reviews): part of the page cache's key. */
  contentVersion?: () => string;
  /** For requests the draft-preview middleware marked (rendered per visitor). */
  previewRoutes?: RouteLoading;
  renderSlots?: RenderSlots;
}

export interface SsrRenderer {
  handler: RequestHandler;
  renderPageWith: RenderPageWith;
}

export function createSsrRenderer(options: SsrOptions): SsrRenderer {
  const { logger, manifest } = options;
  const cache = options.pageCache === false ? undefined : (options.pageCache ?? new PageCache());
  const slots = options.renderSlots ?? createRenderSlots();
  const contentVersion = options.contentVersion ?? (() => '0');
  const preludes = routePreludes(manifest, options.stylesheetText);
  const preludeOf = (routeId: RouteId) => preludes.get(routeId)!;
  const streamDocument = documentStreamer({
    logger,
    cache,
    preludeOf,
    documentEnd: documentEnd(manifest),
    pageOverrides: options.pageOverrides,
    onRendered: options.onRendered,
  });
  const storedPage = cache && storedPageLookup(cache);

  const handler: RequestHandler = async (req, res, next) => {
    const started = performance.now();
    const plan = planRequest(req, res, options.routes, options.previewRoutes);
    const { url, match, lookupKey } = plan;
    const version = contentVersion();
    if (storedPage && !plan.perVisitor) {
      const page = await storedPage(lookupKey, version, res);
      if (page) {
        sendStoredPage(req, res, page);
        options.onRendered?.({ routeId: match.routeId, status: page.status, ms: performance.now() - started });
        return;
      }
    }
    // Not stored: rendered now, within the bound on renders at once.
    if (!(await slotFor(slots, res))) return sendBusy(req, res);
    // Only a per-visitor page may read the request's headers: a shared one is stored for everyone.
    const headers = plan.perVisitor ? { referer: req.get('referer'), host: req.get('host') } : undefined;
    const loading = loadRoute(plan.routes, url, { crawler: plan.crawler, match, headers }).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    const early = await sendHeadIfWaiting(res, loading, plan, preludeOf(match.routeId));
    const outcome = await loading;
    if ('error' in outcome) {
      if (!early) return next(outcome.error);
      logger.error({ err: outcome.error, path: url.pathname }, 'loading failed after the head was sent');
      return void res.end(PRELUDE_ERROR_END);
    }
    const loaded = outcome.value;
    const key = cache && !plan.perVisitor ? pageCacheKey(url, loaded) : undefined;
    // The loaders named another page than the URL did (an unknown blog category is /blog): serve it when stored.
    const stored = cache && key && key !== lookupKey && !early ? cache.get(key, version) : undefined;
    if (stored) return sendStoredPage(req, res, stored);
    streamDocument(req, res, {
      url: renderedUrlOf(key, url),
      crawler: plan.crawler,
      loaded,
      early,
      perVisitor: plan.perVisitor,
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
        const root = await loadRootData(options.routes);
        const loaded = describeLoaded(options.routes, url, matchRoute(url.pathname), { data: page.data, status: page.status }, root);
        streamDocument(req, res, { url, crawler: false, loaded, perVisitor: true, started });
      })
      .catch((error: unknown) => next(error));
  };

  return { handler, renderPageWith };
}
