/**
 * A private, runnable copy of the production build, for the measuring tools (bench, audit,
 * bundle and delivery tests). Several engineers share one working tree, and any of them may
 * rebuild dist/ (which starts by deleting it) at any moment; so under the build lock we
 * rebuild if dist/ is missing or older than its sources, then copy it into a temp folder
 * with package.json and links to content/ and node_modules/. The copy stays intact for as
 * long as the tool needs it.
 *
 * Run directly (`tsx scripts/perf/build-snapshot.ts DEST`) it does the work inside the lock;
 * `buildSnapshot()` spawns exactly that under `flock`.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
/** The lock every engineer (and CI) builds under; see the team's working rules. */
export const BUILD_LOCK = '/tmp/build.lock';
/** A cold build takes seconds; waiting long covers a colleague's build plus browser tests. */
const LOCK_WAIT_SECONDS = 900;
/** What the build reads: a change to any of these makes dist/ stale. */
const BUILD_INPUTS = ['client', 'shared', 'server', 'public', 'scripts/build.ts', 'package.json', 'package-lock.json'];
const BUILD_MARKER = 'dist/build-info.json';

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(target) ? 0 : stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), 0);
}

export function isBuildStale(root = PROJECT_ROOT): boolean {
  const marker = path.join(root, BUILD_MARKER);
  if (!existsSync(marker) || !existsSync(path.join(root, 'dist/server/index.js'))) return true;
  const builtAt = statSync(marker).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(path.join(root, input)) > builtAt);
}

/** Inside the lock: rebuild when stale, then copy dist/ to DEST. */
function snapshotInsideLock(destination: string, force: boolean): void {
  if (force || isBuildStale()) {
    const result = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (result.status !== 0) throw new Error('the build failed');
  }
  cpSync(path.join(PROJECT_ROOT, 'dist'), path.join(destination, 'dist'), { recursive: true });
}

export interface BuildSnapshot {
  /** Project-like root: dist/, package.json, content -> ../content, node_modules -> ../node_modules. */
  root: string;
  clientDir: string;
  serverEntry: string;
  remove: () => void;
}

/** Builds if needed (under the build lock) and returns a private copy of the build. */
export function buildSnapshot(options: { force?: boolean } = {}): BuildSnapshot {
  const root = mkdtempSync(path.join(os.tmpdir(), 'site-build-'));
  const args = ['-w', String(LOCK_WAIT_SECONDS), BUILD_LOCK, process.execPath, path.join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), import.meta.filename, root];
  if (options.force) args.push('--force');
  const result = spawnSync('flock', args, { cwd: PROJECT_ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`could not build or copy dist/ (exit ${result.status ?? result.signal})`);
  cpSync(path.join(PROJECT_ROOT, 'package.json'), path.join(root, 'package.json'));
  symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(root, 'node_modules'));
  symlinkSync(path.join(PROJECT_ROOT, 'content'), path.join(root, 'content'));
  mkdirSync(path.join(root, 'data'), { recursive: true });
  return {
    root,
    clientDir: path.join(root, 'dist/client'),
    serverEntry: path.join(root, 'dist/server/index.js'),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

if (process.argv[1] === import.meta.filename) {
  const destination = process.argv[2];
  if (!destination) throw new Error('usage: build-snapshot.ts DEST [--force]');
  snapshotInsideLock(destination, process.argv.includes('--force'));
}
