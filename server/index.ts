/**
 * Process entry: parse the configuration (fail fast with one line), build the real sources,
 * listen, and shut down gracefully on SIGTERM / SIGINT.
 */
import path from 'node:path';
import { createApp } from './app.ts';
import { ConfigError, parseConfig } from './config.server.ts';
import { createContentSource } from './content/create-content-source.server.ts';
import { createLogger } from './logger.server.ts';
import { CLIENT_BUILD_DIR, CONTENT_DIR } from './paths.server.ts';
import { readBuildManifest } from './render/build-manifest.server.ts';

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
  let ready = true;
  const app = await createApp({
    config,
    logger,
    content: createContentSource(config, logger, path.join(CONTENT_DIR, 'blog')),
    manifest: readBuildManifest(CLIENT_BUILD_DIR),
    clientDir: CLIENT_BUILD_DIR,
    isReady: () => ready,
  });

  const server = app.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info({ port, host: config.HOST }, `listening on http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`);
  });

  const shutdown = (signal: string) => {
    if (!ready) return;
    ready = false;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_MS).unref();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
