/**
 * npm start: builds first when dist/ is missing or older than any source file, then runs the
 * built server in this process (so signals reach it directly).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD_INFO = path.join(ROOT, 'dist', 'build-info.json');
const SOURCES = ['client', 'server', 'shared', 'public', 'content', 'scripts/build.ts', 'package.json', 'package-lock.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

const built = existsSync(BUILD_INFO) ? statSync(BUILD_INFO).mtimeMs : 0;
const stale = SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > built);
if (stale) {
  console.log(built ? 'sources changed since the last build: building' : 'no build yet: building');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'scripts/build.ts')], { stdio: 'inherit', cwd: ROOT });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(ROOT, 'dist/server/index.js')).href);
