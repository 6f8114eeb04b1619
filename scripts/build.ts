/**
 * The production build: Tailwind CSS, the client bundle (split per route), the server bundle,
 * the asset manifest the server reads, and brotli/gzip twins of every compressible file.
 * `--watch` (npm run dev) rebuilds on change and restarts the server.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { reactRouterTreeShaking } from './esbuild-plugins/react-router-tree-shaking.ts';
import { SYSTEM_SCRIPTS_BANNER, toSystemScripts } from './system-scripts.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const CLIENT_OUT = path.join(DIST, 'client');
const ASSETS_OUT = path.join(CLIENT_OUT, 'assets');
const SERVER_OUT = path.join(DIST, 'server');
export const BUILD_INFO_FILE = path.join(DIST, 'build-info.json');
const CSS_INPUT = path.join(ROOT, 'client/styles/app.css');
const COMPRESSIBLE = /\.(js|css|svg|json|xml|txt|html|webmanifest|map)$/;
/** SystemJS's minimal loader: runs the System.register scripts (docs/decisions/068). */
const SCRIPT_LOADER = path.join(ROOT, 'node_modules/systemjs/dist/s.min.js');

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
  // Written by writeClientScripts, as System.register scripts.
  write: false,
  banner: { js: SYSTEM_SCRIPTS_BANNER },
  sourcemap: false,
  jsx: 'automatic',
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [reactRouterTreeShaking],
  logLevel: 'warning',
};

export const serverOptions: esbuild.BuildOptions = {
  entryPoints: { index: path.join(ROOT, 'server/index.ts') },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: ['node20'],
  outdir: SERVER_OUT,
  packages: 'external',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
};

interface Manifest {
  loader: string;
  entry: string;
  css: string;
  entryImports: string[];
  pages: Record<string, string[]>;
}

/** Maps the metafile to URLs: the entry, its static imports, and each page chunk with its imports. */
export function manifestFromMetafile(metafile: esbuild.Metafile, css: string, loader: string): Manifest {
  const toUrl = (output: string) => `/assets/${path.basename(output)}`;
  const outputs = metafile.outputs;
  const staticImports = (output: string, seen = new Set<string>()): string[] => {
    for (const imported of outputs[output]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || seen.has(imported.path)) continue;
      seen.add(imported.path);
      staticImports(imported.path, seen);
    }
    return [...seen];
  };
  let entry = '';
  const pages: Record<string, string[]> = {};
  for (const [output, info] of Object.entries(outputs)) {
    if (!output.endsWith('.js') || !info.entryPoint) continue;
    const source = info.entryPoint.replace(/\\/g, '/');
    if (source.endsWith('client/entry-client.tsx')) entry = output;
    const pageMatch = /client\/pages\/(.+)$/.exec(source);
    if (pageMatch) pages[pageMatch[1]!] = [output, ...staticImports(output)].map(toUrl);
  }
  if (!entry) throw new Error('The client entry is missing from the metafile');
  return { loader, entry: toUrl(entry), css, entryImports: staticImports(entry).map(toUrl), pages };
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

/** The loader under a content-hashed name, like every other asset. */
function writeScriptLoader(): string {
  const loader = readFileSync(SCRIPT_LOADER);
  const name = `system-${contentHash(loader)}.js`;
  writeFileSync(path.join(ASSETS_OUT, name), loader);
  return `/assets/${name}`;
}

/**
 * esbuild's ES modules, written as System.register scripts under the same names, and the
 * manifest. Any other output (an asset a module imports) is written as esbuild made it.
 */
async function writeClientScripts(result: esbuild.BuildResult, css: string, loader: string): Promise<void> {
  const outputs = result.outputFiles ?? [];
  for (const file of outputs.filter((output) => !output.path.endsWith('.js'))) writeFileSync(file.path, file.contents);
  const modules = outputs.filter((file) => file.path.endsWith('.js'));
  for (const script of await toSystemScripts(modules.map((file) => ({ path: file.path, text: file.text })))) writeFileSync(script.path, script.text);
  writeFileSync(path.join(CLIENT_OUT, 'manifest.json'), JSON.stringify(manifestFromMetafile(result.metafile!, css, loader), null, 2));
  writeFileSync(path.join(DIST, 'client-metafile.json'), JSON.stringify(result.metafile));
}

async function buildOnce(): Promise<void> {
  const started = Date.now();
  rmSync(DIST, { recursive: true, force: true });
  mkdirSync(ASSETS_OUT, { recursive: true });
  if (existsSync(path.join(ROOT, 'public'))) cpSync(path.join(ROOT, 'public'), CLIENT_OUT, { recursive: true });
  const css = buildCss();
  const loader = writeScriptLoader();
  const [client] = await Promise.all([esbuild.build(clientOptions), esbuild.build(serverOptions)]);
  await writeClientScripts(client, css, loader);
  precompress(CLIENT_OUT);
  writeFileSync(BUILD_INFO_FILE, JSON.stringify({ builtAt: new Date().toISOString() }));
  console.log(`built dist/ in ${Date.now() - started} ms`);
}

async function buildAndWatch(): Promise<void> {
  await buildOnce();
  const { css, loader } = JSON.parse(readFileSync(path.join(CLIENT_OUT, 'manifest.json'), 'utf8')) as Manifest;
  // CSS is rebuilt in place under its first hashed name while developing.
  spawn(path.join(ROOT, 'node_modules/.bin/tailwindcss'), ['-i', CSS_INPUT, '-o', path.join(CLIENT_OUT, css), '--watch'], { stdio: 'inherit', cwd: ROOT });
  const manifestPlugin: esbuild.Plugin = {
    name: 'manifest',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.metafile) await writeClientScripts(result, css, loader);
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
  const client = await esbuild.context({ ...clientOptions, plugins: [manifestPlugin, firstBuildDone()] });
  const server = await esbuild.context({ ...serverOptions, plugins: [...(serverOptions.plugins ?? []), firstBuildDone()] });
  await Promise.all([client.watch(), server.watch()]);
  await Promise.all(firstBuilds);
  spawn(process.execPath, ['--watch-path', SERVER_OUT, '--watch-path', path.join(CLIENT_OUT, 'manifest.json'), path.join(SERVER_OUT, 'index.js')], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', LOG_LEVEL: 'debug', ...process.env },
  });
}

// Imported (by the bench, for serverOptions) it only exports; run, it builds.
if (process.argv[1] === import.meta.filename) {
  if (watch) await buildAndWatch();
  else await buildOnce();
}
