/**
 * The server, imported by the process entry (index.ts) once tracing is started or known to be
 * off: parse the configuration (fail fast with one line), build the real sources, listen, and
 * shut down gracefully on SIGTERM / SIGINT.
 */
import path from 'node:path';
import { createApp } from './app.ts';
import { createHttpServer } from './http-server.server.ts';
import { ConfigError, parseConfig } from './config.server.ts';
import { createContentSource } from './content/create-content-source.server.ts';
import { createLogger } from './logger.server.ts';
import { createMetricsServer } from './metrics/index.ts';
import { CLIENT_BUILD_DIR, CONTENT_DIR } from './paths.server.ts';
import { readBuildManifest } from './render/build-manifest.server.ts';
import { siteSecretKey } from './security/site-secret.server.ts';
import { createShutdown } from './shutdown.ts';
import { flushTraces } from './tracing/spans.ts';

/** Above the 60 s idle timeout of common proxies (nginx ingress, cloud load balancers). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** At exit, the wait for the last spans to reach the collector: one that is down must not hold the pod. */
const TRACE_FLUSH_MS = 2_000;

async function main(): Promise<void> {
  let config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  // Draws the per-process key now when SITE_SECRET is unset, so its one warning comes at start.
  siteSecretKey(config, logger);
  // The real port once listening (PORT may be 0); peers are told apart from this process by it.
  let listeningPort = config.PORT;
  // Replaced by the shutdown's readiness once the server exists.
  let isReady = () => true;
  const content = createContentSource(config, logger, path.join(CONTENT_DIR, 'blog'));
  // Load the blog before the first visitor asks (failures are logged; pages fall back to empty states).
  void content.warmUp();
  const app = await createApp({
    config,
    logger,
    content,
    manifest: readBuildManifest(CLIENT_BUILD_DIR),
    clientDir: CLIENT_BUILD_DIR,
    isReady: () => isReady(),
    listeningPort: () => listeningPort,
  });

  const server = createHttpServer(app).listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    listeningPort = port;
    logger.info({ port, host: config.HOST }, `listening on http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`);
  });

  // Scrapes go to their own port; the public one answers 404 on /metrics.
  const metricsServer = createMetricsServer();
  metricsServer.once('error', (error) => {
    // As for PORT: a pod without its metrics is misconfigured; say so in one line and stop.
    logger.fatal({ err: error, metricsPort: config.METRICS_PORT }, 'metrics server could not listen');
    logger.flush?.();
    process.exit(1);
  });
  metricsServer.listen(config.METRICS_PORT, config.HOST, () => {
    const address = metricsServer.address();
    const metricsPort = typeof address === 'object' && address ? address.port : config.METRICS_PORT;
    logger.info({ metricsPort }, `metrics on http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${metricsPort}/metrics`);
  });

  // Proxies (ingress, load balancers) reuse connections for up to 60 s; closing an idle
  // keep-alive connection first would race their next request into a 502.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;

  const shutdown = createShutdown({
    server,
    logger,
    drainMs: config.SHUTDOWN_DRAIN_MS,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    // The spans of the last requests go out before the process does (at once when tracing is off).
    exit: (code) => void flushTraces(TRACE_FLUSH_MS).then(() => process.exit(code)),
  });
  isReady = shutdown.isReady;
  // `npm run dev`: Ctrl+C and the watcher's restarts end the process at once, without a drain.
  shutdown.installSignalHandlers({ immediate: config.NODE_ENV === 'development' });
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
