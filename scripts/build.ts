/**
 * The production build: Tailwind CSS, the client bundle (split per route), the server bundle,
 * the asset manifest the server reads, the social cards (drawn from SITE and the route modules),
 * and brotli/gzip twins of every compressible file.
 * `--watch` (npm run dev) rebuilds on change and restarts the server.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { buildInputsDigest, removeBuildStamp, stampProductionBuild } from './fresh-build.mjs';
import { devServerEnv, loadDotEnv } from './local-env.mjs';
import { writeCards } from './og/write-cards.ts';
import { findRoutes, writeRouteRegistries, type FoundRoute } from './routes/write-registries.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const CLIENT_OUT = path.join(DIST, 'client');
const ASSETS_OUT = path.join(CLIENT_OUT, 'assets');
const SERVER_OUT = path.join(DIST, 'server');
const CSS_INPUT = path.join(ROOT, 'client/styles/app.css');
const COMPRESSIBLE = /\.(js|css|svg|json|xml|txt|html|webmanifest|map)$/;

const watch = process.argv.includes('--watch');

function contentHash(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('base64url').slice(0, 10).toUpperCase();
}

function buildCss(): string {
  const tmp = path.join(DIST, 'app.css');
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/tailwindcss'), ['-i', CSS_INPUT, '-o', tmp, '--minify'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Tailwind failed: ${result.stderr}`);
  const css = readFileSync(tmp);
  const name = `app-${contentHash(css)}.css`;
  writeFileSync(path.join(ASSETS_OUT, name), css);
  rmSync(tmp);
  return `/assets/${name}`;
}

/**
 * V8's explicit compile hint: Chrome compiles a file's functions on the thread that streams it,
 * instead of on first call on the main thread (React DOM's CommonJS body was one long task at
 * start; docs/decisions/103).
 */
export const V8_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const clientOptions: esbuild.BuildOptions = {
  entryPoints: { 'entry-client': path.join(ROOT, 'client/entry-client.tsx') },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022'],
  outdir: ASSETS_OUT,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  minify: true,
  metafile: true,
  sourcemap: false,
  jsx: 'automatic',
  legalComments: 'none',
  // Every client file runs as soon as it loads (at start, when its page opens, or at idle for the
  // monitoring), and most of its functions with it.
  banner: { js: V8_COMPILE_HINT },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
};

export const serverOptions: esbuild.BuildOptions = {
  entryPoints: { index: path.join(ROOT, 'server/index.ts') },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: ['node20'],
  outdir: SERVER_OUT,
  // The entry's dynamic imports become files of their own, loaded only when imported: the
  // server (main.ts) after tracing has started, and tracing only when it is on (decision 092).
  splitting: true,
  packages: 'external',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
};

interface Manifest {
  entry: string;
  css: string;
  entryImports: string[];
  /**
   * Each route's files: its module, its page and their static imports, so a first load
   * preloads them all and a navigation asks for them at once (the server needs nothing from
   * client/ but the app's root component).
   */
  routes: Record<string, string[]>;
  /**
   * Contentful's Live Preview SDK chunk and its imports: loaded by preview pages only, never
   * preloaded (docs/decisions/095). Listed so its size, and its absence from visitors' pages, can be checked.
   */
  livePreview: string[];
}

/** The output and everything it imports statically (import statements, transitively). */
export function staticClosure(metafile: esbuild.Metafile, output: string): string[] {
  const seen = new Set<string>([output]);
  const visit = (current: string) => {
    for (const imported of metafile.outputs[current]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || seen.has(imported.path)) continue;
      seen.add(imported.path);
      visit(imported.path);
    }
  };
  visit(output);
  return [...seen];
}

/** A route's files beyond the entry's: its module's chunk (head and page) and what it imports statically. */
export function routeClosure(metafile: esbuild.Metafile, routeOutput: string, entryFiles: ReadonlySet<string>): string[] {
  return staticClosure(metafile, routeOutput).filter((file) => !entryFiles.has(file));
}

/** Maps the metafile to URLs: the entry, its static imports, and each route's files (routeClosure). */
export function manifestFromMetafile(metafile: esbuild.Metafile, css: string, routes: readonly FoundRoute[]): Manifest {
  const toUrl = (output: string) => `/assets/${path.basename(output)}`;
  const outputs = metafile.outputs;
  const staticImports = (output: string) => staticClosure(metafile, output).slice(1);
  let entry = '';
  let livePreview: string[] = [];
  const bySource = new Map<string, string>();
  for (const [output, info] of Object.entries(outputs)) {
    if (!output.endsWith('.js') || !info.entryPoint) continue;
    const source = info.entryPoint.replace(/\\/g, '/');
    bySource.set(source, output);
    if (source.endsWith('client/entry-client.tsx')) entry = output;
    if (source.endsWith('client/live-preview/live-preview-sdk.ts')) livePreview = staticClosure(metafile, output).map(toUrl);
  }
  if (!entry) throw new Error('The client entry is missing from the metafile');
  if (livePreview.length === 0) throw new Error('The Live Preview chunk is missing from the metafile');
  const entryFiles = new Set(staticClosure(metafile, entry));
  const routeFiles = routes.map((route) => {
    const output = bySource.get(`routes/${route.file}`);
    if (!output) throw new Error(`The route module routes/${route.file} is missing from the metafile`);
    return [route.id, routeClosure(metafile, output, entryFiles).map(toUrl)];
  });
  return { entry: toUrl(entry), css, entryImports: staticImports(entry).map(toUrl), routes: Object.fromEntries(routeFiles), livePreview };
}

function listFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** Brotli and gzip twins of every compressible file, kept only where they are smaller. */
function precompress(directory: string): void {
  for (const file of listFiles(directory)) {
    if (!COMPRESSIBLE.test(file) || path.basename(file) === 'manifest.json') continue;
    const data = readFileSync(file);
    const brotli = brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } });
    const gzip = gzipSync(data, { level: 9 });
    if (brotli.length < data.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < data.length) writeFileSync(`${file}.gz`, gzip);
  }
}

/** The manifest the server reads, and the metafile the bundle report reads. */
function writeManifest(result: esbuild.BuildResult, css: string, routes: readonly FoundRoute[]): void {
  writeFileSync(path.join(CLIENT_OUT, 'manifest.json'), JSON.stringify(manifestFromMetafile(result.metafile!, css, routes), null, 2));
  writeFileSync(path.join(DIST, 'client-metafile.json'), JSON.stringify(result.metafile));
}

async function buildOnce(): Promise<void> {
  const started = Date.now();
  rmSync(DIST, { recursive: true, force: true });
  mkdirSync(ASSETS_OUT, { recursive: true });
  if (existsSync(path.join(ROOT, 'public'))) cpSync(path.join(ROOT, 'public'), CLIENT_OUT, { recursive: true });
  // The route registries first: a route module added since the last `npm run routes` is in the build.
  await writeRouteRegistries();
  const routes = await findRoutes();
  const css = buildCss();
  const [client, , cards] = await Promise.all([esbuild.build(clientOptions), esbuild.build(serverOptions), writeCards(CLIENT_OUT, routes)]);
  writeManifest(client, css, routes);
  precompress(CLIENT_OUT);
  console.log(`built dist/ in ${Date.now() - started} ms (${cards.length} social cards, ${Math.max(...cards) >> 10} KB at most)`);
}

async function buildAndWatch(): Promise<void> {
  await buildOnce();
  // Read once: a route module added while developing takes a new `npm run dev`.
  const routes = await findRoutes();
  const { css } = JSON.parse(readFileSync(path.join(CLIENT_OUT, 'manifest.json'), 'utf8')) as Manifest;
  // CSS is rebuilt in place under its first hashed name while developing.
  spawn(path.join(ROOT, 'node_modules/.bin/tailwindcss'), ['-i', CSS_INPUT, '-o', path.join(CLIENT_OUT, css), '--watch'], {
    stdio: 'inherit',
    cwd: ROOT,
  });
  const manifestPlugin: esbuild.Plugin = {
    name: 'manifest',
    setup(build) {
      build.onEnd((result) => {
        if (result.metafile) writeManifest(result, css, routes);
      });
    },
  };
  // watch() starts with a build of its own, which rewrites dist/ just after buildOnce did:
  // the server is started only once those first builds are written, or the watcher would see
  // the writes and restart it at once with nothing changed.
  const firstBuilds: Array<Promise<void>> = [];
  const firstBuildDone = (): esbuild.Plugin => {
    let done: () => void;
    firstBuilds.push(new Promise<void>((resolve) => (done = resolve)));
    return { name: 'first-build-done', setup: (build) => void build.onEnd(() => done()) };
  };
  // The same options (and plugins) as the production build, plus the manifest writer.
  const client = await esbuild.context({ ...clientOptions, plugins: [...(clientOptions.plugins ?? []), manifestPlugin, firstBuildDone()] });
  const server = await esbuild.context({ ...serverOptions, plugins: [...(serverOptions.plugins ?? []), firstBuildDone()] });
  await Promise.all([client.watch(), server.watch()]);
  await Promise.all(firstBuilds);
  // .env is read once, here: a change to it takes a new `npm run dev`.
  loadDotEnv();
  spawn(
    process.execPath,
    ['--watch-path', SERVER_OUT, '--watch-path', path.join(CLIENT_OUT, 'manifest.json'), path.join(SERVER_OUT, 'index.js')],
    {
      stdio: 'inherit',
      env: devServerEnv(process.env),
    },
  );
}

// Imported (by the bench, for serverOptions) it only exports; run, it builds.
if (process.argv[1] === import.meta.filename) {
  if (watch) {
    removeBuildStamp();
    await buildAndWatch();
  } else {
    const inputs = buildInputsDigest();
    await buildOnce();
    stampProductionBuild(inputs);
  }
}
