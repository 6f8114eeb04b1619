/**
 * Builds the real app for integration tests: real config parsing, the embedded content (or a
 * given source), a silent logger and a minimal client manifest (tests need no client build).
 */
import path from 'node:path';
import type { Express } from 'express';
import { createApp, type AppDeps } from '../../server/app.ts';
import { parseConfig } from '../../server/core/config.server.ts';
import { LocalContentSource } from '../../server/blog/local-content-source.server.ts';
import { createLogger } from '../../server/core/logger.server.ts';
import { CONTENT_DIR } from '../../server/core/paths.server.ts';

export const TEST_MANIFEST = {
  entry: '/assets/entry-client-TEST.js',
  css: '/assets/app-TEST.css',
  entryImports: [],
  routes: {},
};

export async function buildTestApp(overrides: Partial<AppDeps> = {}, env: NodeJS.ProcessEnv = {}): Promise<Express> {
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_SITE_URL: 'https://www.example.com', ...env });
  const logger = createLogger(config.LOG_LEVEL);
  return createApp({
    config,
    logger,
    content: new LocalContentSource(path.join(CONTENT_DIR, 'blog')),
    manifest: TEST_MANIFEST,
    clientDir: path.join(import.meta.dirname, 'no-client-build'),
    ...overrides,
  });
}
