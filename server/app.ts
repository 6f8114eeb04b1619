/**
 * createApp(deps): the whole HTTP application, without listening. server/main.ts gives it
 * the real sources; tests give it fakes and drive it with supertest.
 * Order: metrics, request id + log, security headers, body guard, URL hygiene (400 / 301), the per-visitor pages' rate
 * limit, compression, static files, ops, /api, discovery, old paths, case redirects, SSR.
 */
import express, { type ErrorRequestHandler, type Express } from 'express';
import { LEGACY_REDIRECTS, ROUTE_TABLE } from '../routes/server/route-table.ts';
import { routeDataHandler } from './render/route-data.server.ts';
import type { Config } from './core/config.server.ts';
import { discoveryRoutes } from './discovery/discovery-routes.server.ts';
import { blogFeature } from './blog/blog-feature.server.ts';
import type { ContentSource } from './blog/content-source.ts';
import { serverLoaders, serverStatusHints } from './loaders/server-loaders.ts';
import type { Logger } from './core/logger.server.ts';
import type { BuildManifest } from './render/build-manifest.server.ts';
import { readInlineStylesheet } from './render/build-manifest.server.ts';
import { MINIMAL_ERROR_PAGE } from './render/document.server.ts';
import { loadRoute, type RouteLoading } from './loaders/load-route.server.ts';
import { createSsrRenderer } from './render/ssr-handler.server.tsx';
import { securityHeaders, type CspOptions } from './security/csp.ts';
import { siteSecretKey } from './security/site-secret.server.ts';
import { requestLog } from './request-log.server.ts';
import { requestBodyGuard } from './request-body-guard.server.ts';
import { WEBHOOK_BODY_LIMIT_BYTES } from './blog/contentful-webhook.server.ts';
import { staticAssets } from './static-assets.server.ts';
import { pageCaseRedirect, urlHygiene } from './url-hygiene.server.ts';
import { responseCompression } from './response-compression.server.ts';
import { clusterPurge, INTERNAL_PURGE_PATH } from './purge/cluster-purge.server.ts';
import { tierPurge } from './http-cache/tier-purge.server.ts';
import { rateLimitStores } from './rate-limit/rate-limit-stores.server.ts';
import { httpMetrics, observeRender, recordRenderSlots } from './metrics/index.ts';
import { createRenderSlots, DEFAULT_RENDER_SLOTS } from './render/render-slots.server.ts';
import { opsRoutes } from './ops-routes.ts';
import { contactFeature } from './contact/contact-feature.server.ts';
import type { MessageSink } from './contact/message-sink.ts';
import { reviewsFeature } from './reviews/reviews-feature.server.ts';
import type { ReviewsSource } from './reviews/reviews-source.ts';
import { REVIEW_PHOTO_HOSTS } from './reviews/photo-url.ts';
import { MAP_FRAME_ORIGINS } from '../shared/map-embed.ts';
import { previewFeature } from './preview/preview-feature.server.ts';
import { previewRouteLoading } from './preview/preview-loaders.server.ts';
import { rumHandlers } from './rum/rum-handlers.server.ts';
import { CLIENT_ERRORS_ENDPOINT, VITALS_ENDPOINT } from '../shared/rum.ts';
import { THEME_SCRIPT } from '../shared/theme/theme-script.ts';

export interface AppDeps {
  config: Config;
  logger: Logger;
  content: ContentSource;
  manifest: BuildManifest;
  /** Folder of the client build (hashed assets and public files). */
  clientDir: string;
  /** False once shutdown has begun: /readyz answers 503 so load balancers stop sending traffic. */
  isReady?: () => boolean;
  /** The port the server really listens on (PORT may be 0): peers are told apart from this process by it. */
  listeningPort?: () => number;
  /** Reviews and contact forwarder; built from config when not given (tests pass fakes). */
  reviewsSource?: ReviewsSource;
  messageSink?: MessageSink;
  /**
   * Extra GET routes mounted just before the SSR catch-all, behind every middleware a page
   * goes through. `npm run bench` mounts its reference route here (docs/decisions/050).
   */
  extraRoutes?: (app: Express) => void;
}

/**
 * Probes every few seconds would drown the log at info level; so would a beacon per page view,
 * whose line would also store the visitor's user agent with it (docs/decisions/091).
 */
const QUIET_PATHS = new Set(['/healthz', '/readyz', VITALS_ENDPOINT, CLIENT_ERRORS_ENDPOINT]);

export async function createApp(deps: AppDeps): Promise<Express> {
  const { config, logger, manifest } = deps;
  // Inlined in every page, allowed by its hash in the CSP (decision 087).
  const stylesheetText = readInlineStylesheet(deps.clientDir, manifest.css);
  const publicConfig = {
    siteUrl: config.PUBLIC_SITE_URL,
    gaMeasurementId: config.GA_MEASUREMENT_ID,
    metaPixelId: config.META_PIXEL_ID,
    rumSampleRate: config.RUM_SAMPLE_RATE,
    bookingUrl: config.BOOKING_URL,
  };
  const reviews = reviewsFeature(config, logger, deps.reviewsSource);
  // One counter per limiter for the whole cluster with REDIS_URL; in memory without it.
  const limitStores = rateLimitStores(config, logger);
  const contact = contactFeature(config, { sink: deps.messageSink, limitStores });
  // A verified webhook purges here and then on every peer (CACHE_PURGE_PEERS).
  // Then, when there is one, the shared cache tier in front (HTTP_CACHE_PEERS) by tag.
  const tier = tierPurge({ config, logger });
  const purge = clusterPurge({
    config,
    logger,
    purgeHere: async () => (await deps.content.purge?.()) ?? 0,
    listeningPort: deps.listeningPort,
    purgeTier: tier?.purge,
  });
  const blog = blogFeature(config, logger, deps.content, purge.purgeEverywhere);
  const loaderDeps = { publicConfig, logger, reviews: reviews.reviews, issueFormToken: contact.issueFormToken };
  const routes: RouteLoading = {
    loaders: serverLoaders({ ...loaderDeps, content: deps.content }),
    siteUrl: config.PUBLIC_SITE_URL,
    rootFallback: { categories: [], publicConfig },
    statusHints: serverStatusHints({ content: deps.content }),
  };
  const cspOptions: CspOptions = {
    // The theme choice, applied before the first paint (docs/decisions/094).
    inlineScripts: [THEME_SCRIPT],
    inlineStyles: stylesheetText === undefined ? [] : [stylesheetText],
    gaMeasurementId: config.GA_MEASUREMENT_ID,
    metaPixelId: config.META_PIXEL_ID,
    frameSrc: MAP_FRAME_ORIGINS,
    imgSrc: [...REVIEW_PHOTO_HOSTS, ...blog.imgSrc],
  };
  // Draft preview (off unless configured): the same loaders on the Preview API, for requests with its cookie.
  const preview = previewFeature(config, logger, siteSecretKey(config), cspOptions);
  const previewRoutes = preview && previewRouteLoading(routes, serverLoaders({ ...loaderDeps, content: preview.content }), preview.live);

  // Pages change when the content or the reviews do (docs/decisions/071).
  const contentVersion = () => `${deps.content.version?.() ?? 0}.${reviews.reviews.version()}`;
  const renderer = createSsrRenderer({
    routes,
    manifest,
    stylesheetText,
    logger,
    onRendered: ({ routeId, status, ms }) => observeRender(routeId, ms / 1000, status),
    contentVersion,
    previewRoutes: previewRoutes || undefined,
    renderSlots: createRenderSlots({ ...DEFAULT_RENDER_SLOTS, onChange: recordRenderSlots }),
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(httpMetrics());

  app.use(requestLog(app, logger, { quietPaths: QUIET_PATHS }));
  app.use(securityHeaders(cspOptions));
  // Bodies over the largest any endpoint reads (the webhook's) or too slow: 413 / 408 before any parser.
  app.use(requestBodyGuard({ maxBytes: WEBHOOK_BODY_LIMIT_BYTES }));
  // Malformed, doubled-slash and trailing-slash paths: 400 / 301 before anything looks them up.
  app.use(urlHygiene());
  // Pages rendered per visitor (the contact form) are rate-limited per client address, before
  // anything else looks at the request: under a flood, a refusal must cost as little as it can
  // (issue 20). One route a path, so a refused request's metrics label is its Express route.
  for (const entry of ROUTE_TABLE) if (entry.perVisitor) app.get(entry.path, contact.pageLimit);
  app.use(responseCompression());
  app.use(staticAssets(deps.clientDir));

  app.use(opsRoutes({ isReady: deps.isReady }));
  if (preview) app.use(preview.mode);

  app.get(
    '/api/route-data',
    routeDataHandler(
      // A client navigation keeps its frame: only the page's loader runs.
      (url, res) => loadRoute(res.locals.preview && previewRoutes ? previewRoutes : routes, url, { withRoot: false }),
    ),
  );
  app.get('/api/reviews', reviews.api);
  app.use('/api/contact', contact.routerFor(renderer.renderPageWith));
  app.use('/api/blog', blog.api);
  if (blog.webhook) app.use('/api/webhooks/contentful', blog.webhook);
  if (purge.router) app.use(INTERNAL_PURGE_PATH, purge.router);
  if (preview) app.use('/api/preview', preview.api);
  // Real-user monitoring; off (RUM_SAMPLE_RATE=0), the endpoints do not exist and answer 404.
  if (config.RUM_SAMPLE_RATE > 0) {
    const rum = rumHandlers({ rateLimit: config.RUM_RATE_LIMIT, logger, limitStore: limitStores.storeFor('rum') });
    app.post(VITALS_ENDPOINT, ...rum.vitals);
    app.post(CLIENT_ERRORS_ENDPOINT, ...rum.clientErrors);
  }
  app.use('/api', (_req, res) => void res.status(404).json({ message: 'Not found' }));
  // robots.txt, sitemap.xml and the blog's feed, before the page catch-all.
  app.use(discoveryRoutes({ siteUrl: config.PUBLIC_SITE_URL, content: deps.content, logger }));

  // Old links from the original site keep working.
  app.use((req, res, next) => {
    const target = LEGACY_REDIRECTS[req.path.replace(/\/+$/, '') || '/'];
    if (!target || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    res.redirect(301, target + query);
  });

  // A page's path in other letters: 301 to the page's own (never rendered or stored twice).
  app.use(pageCaseRedirect());

  deps.extraRoutes?.(app);
  app.get('/{*path}', renderer.handler);

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
    // A client's mistake (a body too large, malformed JSON) is a warning without a stack, and
    // by its kind only: a parser's message can quote what the visitor sent.
    if (status < 500) req.log?.warn({ status, reason: String(error.type ?? error.name) }, 'request refused');
    else req.log?.error({ err: error }, 'request failed');
    if (res.headersSent) return void res.end();
    if (req.path.startsWith('/api/')) return void res.status(status).json({ message: status === 500 ? 'Internal error' : error.message });
    res.status(status).type('html').send(MINIMAL_ERROR_PAGE);
  };
  app.use(onError);
  return app;
}
