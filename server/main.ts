/**
 * The server, imported by the process entry (index.ts) once tracing is started or known to be
 * off: parse the configuration, check the contact sink, build the real sources, listen, and
 * shut down gracefully on SIGTERM / SIGINT. Whatever a person can fix by a
 * setting (a bad value, a taken port, an outbox that cannot be written) stops the process
 * with one line naming the variable (a StartupError), before any "listening" line.
 */
import path from 'node:path';
import { createApp } from './app.ts';
import { createHttpServer } from './http-server.server.ts';
import { parseConfig } from './core/config.server.ts';
import { checkedMessageSink } from './contact/create-message-sink.server.ts';
import { createContentSource } from './blog/create-content-source.server.ts';
import { listen } from './listen.server.ts';
import { createLogger } from './core/logger.server.ts';
import { createMetricsServer } from './metrics/index.ts';
import { CLIENT_BUILD_DIR, CONTENT_DIR } from './core/paths.server.ts';
import { readBuildManifest } from './render/build-manifest.server.ts';
import { reportSiteSecret } from './security/site-secret-notice.server.ts';
import { createShutdown } from './shutdown.ts';
import { StartupError } from './core/startup-error.ts';
import { flushTraces, traceLogMixin } from './tracing/spans.ts';

/** Above the 60 s idle timeout of common proxies (nginx ingress, cloud load balancers). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** At exit, the wait for the last spans to reach the collector: one that is down must not hold the pod. */
const TRACE_FLUSH_MS = 2_000;

async function main(): Promise<void> {
  const config = parseConfig(process.env);
  const logger = createLogger(config.LOG_LEVEL, undefined, traceLogMixin());
  reportSiteSecret(config, logger);
  const messageSink = await checkedMessageSink(config);
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
    messageSink,
    isReady: () => isReady(),
    listeningPort: () => listeningPort,
  });

  const server = createHttpServer(app);
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

  // Scrapes go to their own port; the public one answers 404 on /metrics. Bound first: a pod
  // without its metrics is misconfigured, and should stop before it takes any traffic.
  const metricsPort = await listen(createMetricsServer(), config.METRICS_PORT, config.HOST, 'METRICS_PORT');
  listeningPort = await listen(server, config.PORT, config.HOST, 'PORT');
  const shownHost = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  logger.info({ port: listeningPort, host: config.HOST }, `listening on http://${shownHost}:${listeningPort}`);
  logger.info({ metricsPort }, `metrics on http://${shownHost}:${metricsPort}/metrics`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof StartupError ? `${error.message}\n` : `Failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
