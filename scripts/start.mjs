/**
 * npm start: reads `.env` when there is one (the real environment wins), builds first unless
 * dist/ is a fresh production build (scripts/fresh-build.mjs), then runs the built server in
 * this process (so signals reach it directly).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureFreshBuild, ROOT } from './fresh-build.mjs';
import { loadDotEnv } from './local-env.mjs';

loadDotEnv();

try {
  ensureFreshBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(ROOT, 'dist/server/index.js')).href);
