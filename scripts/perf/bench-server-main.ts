/**
 * The production server (the startup of server/main.ts) plus GET /__bench/reference/<page path>,
 * which sends that page's HTML, rendered once by this process, through the same middleware as a
 * rendered page: the bench divides SSR throughput by this route's (docs/decisions/050).
 */
import path from 'node:path';
import type { Express } from 'express';
import { createApp } from '../../server/app.ts';
import { createHttpServer } from '../../server/http-server.server.ts';
import { parseConfig } from '../../server/core/config.server.ts';
import { createContentSource } from '../../server/blog/create-content-source.server.ts';
import { createLogger } from '../../server/core/logger.server.ts';
import { CLIENT_BUILD_DIR, CONTENT_DIR } from '../../server/core/paths.server.ts';
import { readBuildManifest } from '../../server/render/build-manifest.server.ts';
import { traceLogMixin } from '../../server/tracing/spans.ts';

export const REFERENCE_PREFIX = '/__bench/reference';

function mountReference(app: Express, origin: () => string): void {
  const prebuilt = new Map<string, Promise<Buffer>>();
  // `{/*path}`: the home page's reference is `/__bench/reference` alone (URL hygiene would answer
  // `/__bench/reference/` with a 301 to it).
  app.get(`${REFERENCE_PREFIX}{/*path}`, async (req, res, next) => {
    const pagePath = req.originalUrl.slice(REFERENCE_PREFIX.length) || '/';
    let html = prebuilt.get(pagePath);
    if (!html) {
      // Rendered once by this very process, as a visitor would get it.
      html = fetch(new URL(pagePath, origin())).then(async (response) => Buffer.from(await response.arrayBuffer()));
      prebuilt.set(pagePath, html);
    }
    try {
      const body = await html;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'private, no-cache');
      res.setHeader('Content-Length', String(body.length));
      res.end(body);
    } catch (error) {
      next(error);
    }
  });
}

async function main(): Promise<void> {
  const config = parseConfig(process.env);
  const logger = createLogger(config.LOG_LEVEL, undefined, traceLogMixin());
  let origin = '';
  const app = await createApp({
    config,
    logger,
    content: createContentSource(config, logger, path.join(CONTENT_DIR, 'blog')),
    manifest: readBuildManifest(CLIENT_BUILD_DIR),
    clientDir: CLIENT_BUILD_DIR,
    extraRoutes: (instance) => mountReference(instance, () => origin),
  });
  const server = createHttpServer(app).listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    origin = `http://127.0.0.1:${port}`;
    logger.info({ port }, 'bench server listening');
  });
  server.keepAliveTimeout = 65_000;
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

main().catch((error: unknown) => {
  process.stderr.write(`bench server failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
