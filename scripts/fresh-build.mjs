/**
 * The one check that dist/ is a production build of the sources as they are now, used by
 * `npm start`, the browser tests, the ops tests, the bench, the audit and the delivery tests.
 *
 * Fresh means: this check ran `scripts/build.ts` itself (so the build is the production one,
 * never what `npm run dev` left behind) and wrote a stamp in dist/ with a digest of everything
 * the build reads; the digest still matches; and nothing in dist/ changed after the stamp (a
 * watcher rewriting it). Anything else is rebuilt, under the machine's build lock. A digest of
 * contents, not mtimes: a checkout that brings older files, or a dev build made after the
 * production one, would fool a comparison of times.
 *
 * `buildSnapshot()` gives the measuring tools a private copy of the fresh build, so a rebuild
 * (which starts by deleting dist/) cannot pull it away under them. Plain JavaScript: `npm start`
 * runs it with node alone.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const STAMP = path.join(ROOT, 'dist', '.fresh-build.json');
const BUILD_SCRIPT = path.join(ROOT, 'scripts/build.ts');
/**
 * What the build reads besides its own scripts: the bundled code (client/, routes/, shared/,
 * server/), the copied files (public/), the Tailwind input (client/styles, whose @source is
 * client/ and routes/),
 * the compiler settings and the dependencies. content/ is read at run time, not built.
 */
const BUILD_INPUTS = ['client', 'routes', 'shared', 'server', 'public', 'tsconfig.json', 'package.json', 'package-lock.json'];
/** Tests sit beside the code but no build reads them. */
const NOT_READ = /\.test\.[cm]?[jt]sx?$/;
/** The lock every build on this machine takes (engineers and CI share it). */
export const BUILD_LOCK = '/tmp/build.lock';
/** A cold build takes seconds; waiting long covers a colleague's build plus browser tests. */
const LOCK_WAIT_SECONDS = 900;
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function filesUnder(target) {
  if (!existsSync(target)) return [];
  if (!statSync(target).isDirectory()) return NOT_READ.test(target) ? [] : [target];
  return readdirSync(target)
    .sort()
    .flatMap((name) => filesUnder(path.join(target, name)));
}

/** scripts/build.ts and every module of ours it imports, followed through their imports. */
export function buildScriptModules(entry = BUILD_SCRIPT) {
  const found = new Set();
  const visit = (file) => {
    if (found.has(file) || !existsSync(file)) return;
    found.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) visit(path.resolve(path.dirname(file), specifier));
  };
  visit(entry);
  return [...found].sort();
}

/** Digest of every file the build reads: their paths and contents. */
export function buildInputsDigest() {
  const hash = createHash('sha256');
  const files = [...BUILD_INPUTS.flatMap((input) => filesUnder(path.join(ROOT, input))), ...buildScriptModules()];
  for (const file of files) hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

function newestMtimeUnder(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtimeUnder(path.join(target, name))), stat.mtimeMs);
}

/** Why dist/ is not a fresh production build, or undefined when it is. */
export function staleReason() {
  if (!existsSync(path.join(ROOT, 'dist/server/index.js'))) return 'no build yet';
  if (!existsSync(STAMP)) return 'dist/ is not a stamped production build (none yet, or npm run dev made it)';
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
  } catch {
    return 'the build stamp is unreadable';
  }
  if (stamp.mode !== 'production') return `dist/ is a ${stamp.mode} build`;
  const stampedAt = statSync(STAMP).mtimeMs;
  for (const entry of readdirSync(path.join(ROOT, 'dist'))) {
    if (path.join(ROOT, 'dist', entry) !== STAMP && newestMtimeUnder(path.join(ROOT, 'dist', entry)) > stampedAt)
      return 'dist/ changed after the production build (npm run dev?)';
  }
  if (stamp.inputs !== buildInputsDigest()) return 'sources changed since the last build';
  return undefined;
}

/**
 * Marks dist/ as the production build of `inputs` (the digest taken before that build started,
 * so a source edited while it ran makes the next check rebuild). scripts/build.ts calls it at
 * the end of every production build, `npm run build` included.
 */
export function stampProductionBuild(inputs) {
  writeFileSync(STAMP, JSON.stringify({ mode: 'production', inputs, builtAt: new Date().toISOString() }));
}

/** Removes the stamp: `npm run dev` writes a development build that must never pass as production. */
export function removeBuildStamp() {
  rmSync(STAMP, { force: true });
}

/** Runs the production build here (it stamps itself). Call inside the build lock. */
function buildAndStamp() {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), BUILD_SCRIPT], {
    stdio: ['ignore', 'inherit', 'inherit'],
    cwd: ROOT,
  });
  if (result.status !== 0) throw new Error(`build failed with exit code ${result.status}`);
}

/** Inside the lock: rebuild when stale; then copy dist/ to `destination` when one is given. */
function insideLock(destination) {
  const reason = staleReason();
  if (reason) {
    console.log(`${reason}: building`);
    buildAndStamp();
  }
  if (destination) cpSync(path.join(ROOT, 'dist'), path.join(destination, 'dist'), { recursive: true });
}

/** Runs this file again under `flock` (the build lock); without flock (not Linux), directly. */
function underLock(destination) {
  const self = [process.execPath, import.meta.filename, '--inside-lock', ...(destination ? [destination] : [])];
  const locked = spawnSync('flock', ['-w', String(LOCK_WAIT_SECONDS), BUILD_LOCK, ...self], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (locked.error && locked.error.code === 'ENOENT') return insideLock(destination);
  if (locked.status !== 0)
    throw new Error(`could not build${destination ? ' or copy dist/' : ''} (exit ${locked.status ?? locked.signal})`);
}

/** Makes dist/ a fresh production build (a no-op when it is one). */
export function ensureFreshBuild() {
  if (staleReason() === undefined) return;
  underLock();
}

/** Builds when needed (under the build lock) and returns a private copy of the build. */
export function buildSnapshot() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'site-build-'));
  underLock(root);
  cpSync(path.join(ROOT, 'package.json'), path.join(root, 'package.json'));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  symlinkSync(path.join(ROOT, 'content'), path.join(root, 'content'));
  mkdirSync(path.join(root, 'data'), { recursive: true });
  return {
    root,
    clientDir: path.join(root, 'dist/client'),
    serverEntry: path.join(root, 'dist/server/index.js'),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

if (process.argv[1] === import.meta.filename) {
  const index = process.argv.indexOf('--inside-lock');
  if (index >= 0) insideLock(process.argv[index + 1]);
  else ensureFreshBuild();
}
