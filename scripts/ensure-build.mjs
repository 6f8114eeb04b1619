/**
 * Builds dist/ when it is missing or older than any source file. Used by `npm start` and by
 * the browser tests, so neither serves a stale build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD_INFO = path.join(ROOT, 'dist', 'build-info.json');
const SOURCES = ['client', 'server', 'shared', 'public', 'content', 'scripts/build.ts', 'package.json', 'package-lock.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

export function buildIsStale() {
  const built = existsSync(BUILD_INFO) ? statSync(BUILD_INFO).mtimeMs : 0;
  return SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

export function ensureBuild() {
  if (!buildIsStale()) return;
  console.log(existsSync(BUILD_INFO) ? 'sources changed since the last build: building' : 'no build yet: building');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'scripts/build.ts')], { stdio: 'inherit', cwd: ROOT });
  if (result.status !== 0) throw new Error(`build failed with exit code ${result.status}`);
}
