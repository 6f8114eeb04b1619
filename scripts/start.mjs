/**
 * npm start: builds first when dist/ is missing or stale, then runs the built server in this
 * process (so signals reach it directly).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, ROOT } from './ensure-build.mjs';

try {
  ensureBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(ROOT, 'dist/server/index.js')).href);
