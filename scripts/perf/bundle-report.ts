/**
 * First-load JavaScript and CSS per route, from the esbuild metafile of the client build:
 * the entry with its static imports, plus the route's module (its head and page) and its
 * static imports (exactly what the server preloads). Sizes are gzip level 9 of the built files, so the
 * figures are deterministic and can be asserted in tests.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import type { RouteId } from '../../shared/route-paths.ts';
import { routeClosure, staticClosure } from '../build.ts';
import { findRoutes } from '../routes/write-registries.ts';

/** Issue 14: first-load JavaScript of every route, gzip, no dependency rewritten (decision 070). */
export const FIRST_LOAD_JS_BUDGET_BYTES = 116 * 1024;
/** Issue 7: one stylesheet for the whole site, gzip. */
export const CSS_BUDGET_BYTES = 15 * 1024;

export interface RouteBundle {
  routeId: RouteId;
  /** The route module, relative to routes/. */
  moduleFile: string;
  /** Output paths relative to the project root (as in the metafile). */
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

export interface BundleReport {
  routes: RouteBundle[];
  css: { file: string; rawBytes: number; gzipBytes: number };
  /** The largest first-load JS of any route. */
  maxGzipBytes: number;
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

function outputOfSource(metafile: Metafile, sourceSuffix: string): string {
  const found = Object.entries(metafile.outputs).find(
    ([output, info]) => output.endsWith('.js') && info.entryPoint?.replace(/\\/g, '/').endsWith(sourceSuffix),
  );
  if (!found) throw new Error(`No output for ${sourceSuffix} in the metafile`);
  return found[0];
}

export async function bundleReport(projectRoot: string): Promise<BundleReport> {
  const dist = path.join(projectRoot, 'dist');
  const metafile = JSON.parse(readFileSync(path.join(dist, 'client-metafile.json'), 'utf8')) as Metafile;
  const manifest = JSON.parse(readFileSync(path.join(dist, 'client/manifest.json'), 'utf8')) as { css: string };
  const entry = staticClosure(metafile, outputOfSource(metafile, 'client/entry-client.tsx'));
  const routes = (await findRoutes()).map((route): RouteBundle => {
    const own = routeClosure(metafile, outputOfSource(metafile, `routes/${route.file}`), new Set(entry));
    const files = [...entry, ...own];
    const absolute = files.map((file) => path.join(projectRoot, file));
    return {
      routeId: route.id as RouteId,
      moduleFile: route.file,
      files,
      rawBytes: absolute.reduce((sum, file) => sum + readFileSync(file).length, 0),
      gzipBytes: absolute.reduce((sum, file) => sum + gzipSize(file), 0),
    };
  });
  const cssFile = path.join(dist, 'client', manifest.css);
  return {
    routes,
    css: { file: manifest.css, rawBytes: readFileSync(cssFile).length, gzipBytes: gzipSize(cssFile) },
    maxGzipBytes: Math.max(...routes.map((route) => route.gzipBytes)),
  };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function formatBundleReport(report: BundleReport): string {
  const lines = [
    'route                          first-load JS (gzip)   raw',
    ...report.routes.map(
      (route) =>
        `${route.routeId.padEnd(30)} ${kib(route.gzipBytes).padStart(12)}   ${kib(route.rawBytes).padStart(10)}${route.gzipBytes > FIRST_LOAD_JS_BUDGET_BYTES ? '   OVER BUDGET' : ''}`,
    ),
  ];
  lines.push(`CSS ${report.css.file}: ${kib(report.css.gzipBytes)} gzip (budget ${kib(CSS_BUDGET_BYTES)})`);
  lines.push(`JS budget per route: ${kib(FIRST_LOAD_JS_BUDGET_BYTES)} gzip; largest: ${kib(report.maxGzipBytes)}`);
  return lines.join('\n');
}

/** Per output file: gzip size and the project sources (or packages) that went into it. */
export function chunkBreakdown(projectRoot: string, files: string[]): string {
  const metafile = JSON.parse(readFileSync(path.join(projectRoot, 'dist/client-metafile.json'), 'utf8')) as Metafile;
  return files
    .map((file) => {
      const inputs = Object.entries(metafile.outputs[file]?.inputs ?? {})
        .map(
          ([input, info]) =>
            [
              input.includes('node_modules/') ? input.split('node_modules/').pop()!.split('/').slice(0, 2).join('/') : input,
              info.bytesInOutput,
            ] as const,
        )
        .reduce((sum, [name, bytes]) => sum.set(name, (sum.get(name) ?? 0) + bytes), new Map<string, number>());
      const top = [...inputs]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(1)}k`);
      return `${path.basename(file)}  ${kib(gzipSize(path.join(projectRoot, file)))} gzip: ${top.join(', ')}`;
    })
    .join('\n');
}

// `npx tsx scripts/perf/bundle-report.ts [route-id]`: the report, and what the route loads.
if (process.argv[1] === import.meta.filename) {
  const { buildSnapshot } = await import('../fresh-build.mjs');
  const snapshot = buildSnapshot();
  try {
    const report = await bundleReport(snapshot.root);
    console.log(formatBundleReport(report));
    const route = report.routes.find((entry) => entry.routeId === (process.argv[2] ?? 'home'))!;
    console.log(`\n${route.routeId} loads:\n${chunkBreakdown(snapshot.root, route.files)}`);
  } finally {
    snapshot.remove();
  }
}
