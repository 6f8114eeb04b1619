/**
 * createApp(deps): the whole HTTP application, without listening. server/index.ts gives it
 * the real sources; tests give it fakes and drive it with supertest.
 * Order: metrics, request id + log, nonce + security headers, compression, static files, /api, ops, SSR.
 */
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express } from 'express';
import { loadPageComponents, PAGE_MODULES } from '../client/pages/page-modules.ts';
import { LEGACY_REDIRECTS } from '../shared/route-table.ts';
import { routeDataHandler } from './api/route-data.server.ts';
import type { Config } from './config.server.ts';
import { blogFeature } from './content/blog-feature.server.ts';
import type { ContentSource } from './content/content-source.ts';
import { serverLoaders } from './loaders.server.ts';
import type { Logger } from './logger.server.ts';
import type { BuildManifest } from './render/build-manifest.server.ts';
import { MINIMAL_ERROR_PAGE } from './render/document.server.ts';
import { loadRoute, type RouteLoading } from './render/load-route.server.ts';
import { createSsrHandler } from './render/ssr-handler.server.tsx';
import { securityHeaders } from './security/csp.ts';
import { requestLog } from './request-log.server.ts';
import { staticAssets } from './static-assets.server.ts';
import { httpMetrics, observeRender } from './metrics/index.ts';
import { opsRoutes } from './ops-routes.ts';
import { contactFeature } from './contact/contact-feature.server.ts';
import type { MessageSink } from './contact/message-sink.ts';
import { reviewsFeature } from './reviews/reviews-feature.server.ts';
import type { ReviewsSource } from './reviews/reviews-source.ts';
import { REVIEW_PHOTO_HOSTS } from './reviews/photo-url.ts';
import { MAP_FRAME_ORIGINS } from '../shared/map-embed.ts';
import { previewFeature } from './preview/preview-feature.server.ts';
import { previewRouteLoading } from './preview/preview-loaders.server.ts';

export interface AppDeps {
  config: Config;
  logger: Logger;
  content: ContentSource;
  manifest: BuildManifest;
  /** Folder of the client build (hashed assets and public files). */
  clientDir: string;
  /** False once shutdown has begun: /readyz answers 503 so load balancers stop sending traffic. */
  isReady?: () => boolean;
  /** Reviews and contact forwarder; built from config when not given (tests pass fakes). */
  reviewsSource?: ReviewsSource;
  messageSink?: MessageSink;
  /**
   * Extra GET routes mounted just before the SSR catch-all, behind every middleware a page
   * goes through. `npm run bench` mounts its reference route here (docs/decisions/050).
   */
  extraRoutes?: (app: Express) => void;
}

/** Probes and scrapes every few seconds would drown the log at info level. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export async function createApp(deps: AppDeps): Promise<Express> {
  const { config, logger, manifest } = deps;
  const publicConfig = {
    siteUrl: config.PUBLIC_SITE_URL,
    gaMeasurementId: config.GA_MEASUREMENT_ID,
    metaPixelId: config.META_PIXEL_ID,
  };
  const reviews = reviewsFeature(config, logger, deps.reviewsSource);
  const contact = contactFeature(config, deps.messageSink);
  const blog = blogFeature(config, logger, deps.content);
  const routes: RouteLoading = {
    loaders: serverLoaders({ content: deps.content, publicConfig, logger }, contact.loaders),
    siteUrl: config.PUBLIC_SITE_URL,
    rootFallback: { categories: [], publicConfig },
  };
  // Draft preview (off unless configured): the same loaders on the Preview API, for requests with its cookie.
  const preview = previewFeature(config, logger, config.SITE_SECRET);
  const previewRoutes =
    preview && previewRouteLoading(routes, serverLoaders({ content: preview.content, publicConfig, logger }, contact.loaders));
  // The server has every page at hand: loaded once at start, not per request.
  const pages = await loadPageComponents();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(httpMetrics());

  app.use(requestLog(app, logger, { quietPaths: QUIET_PATHS }));
  app.use(
    securityHeaders({
      gaMeasurementId: config.GA_MEASUREMENT_ID,
      metaPixelId: config.META_PIXEL_ID,
      frameSrc: MAP_FRAME_ORIGINS,
      imgSrc: [...REVIEW_PHOTO_HOSTS, ...blog.imgSrc],
    }),
  );
  app.use(compression());
  app.use(staticAssets(deps.clientDir));

  app.use(opsRoutes({ isReady: deps.isReady }));
  if (preview) app.use(preview.mode);

  app.get(
    '/api/route-data',
    routeDataHandler((url, res) => loadRoute(res.locals.preview && previewRoutes ? previewRoutes : routes, url)),
  );
  app.get('/api/reviews', reviews.api);
  app.use('/api/contact', contact.router);
  app.use('/api/blog', blog.api);
  if (blog.webhook) app.use('/api/webhooks/contentful', blog.webhook);
  if (preview) app.use('/api/preview', preview.api);
  app.use('/api', (_req, res) => void res.status(404).json({ message: 'Not found' }));
  app.use(blog.discovery);

  // Old links from the original site keep working.
  app.use((req, res, next) => {
    const target = LEGACY_REDIRECTS[req.path.replace(/\/+$/, '') || '/'];
    if (!target || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    res.redirect(301, target + query);
  });

  // Server rendering reads the request's reviews from this scope (reviews stream in under Suspense).
  app.use(reviews.scope);
  deps.extraRoutes?.(app);
  app.get(
    '/{*path}',
    createSsrHandler({
      routes,
      pages,
      manifest,
      logger,
      pageFileOf: (id) => PAGE_MODULES[id].file,
      onRendered: ({ routeId, status, ms }) => observeRender(routeId, ms / 1000, status),
      renderInputs: () => reviews.reviews.snapshot(),
      previewRoutes,
    }),
  );

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    req.log?.error({ err: error }, 'request failed');
    if (res.headersSent) return void res.end();
    const status = typeof error.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (req.path.startsWith('/api/')) return void res.status(status).json({ message: status === 500 ? 'Internal error' : error.message });
    res.status(status).type('html').send(MINIMAL_ERROR_PAGE);
  };
  app.use(onError);
  return app;
}
