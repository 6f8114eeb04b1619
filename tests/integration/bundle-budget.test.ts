/**
 * Budgets (issue 14), read from the esbuild metafile of a production build: first-load
 * JavaScript per route (entry + the route's module, its page chunk and their static imports, gzip; at
 * most 116 KiB, with no dependency rewritten) and the stylesheet (at most 15 KiB gzip).
 * Sizes are deterministic, so they are asserted here; throughput figures live in `npm run bench`.
 * How the budget is met: docs/decisions/055 and 070.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../routes/server/route-table.ts';
import { V8_COMPILE_HINT } from '../../scripts/build.ts';
import { buildSnapshot, type BuildSnapshot } from '../../scripts/fresh-build.mjs';
import {
  bundleReport,
  CSS_BUDGET_BYTES,
  FIRST_LOAD_JS_BUDGET_BYTES,
  formatBundleReport,
  type BundleReport,
} from '../../scripts/perf/bundle-report.ts';

let snapshot: BuildSnapshot;
let report: BundleReport;

beforeAll(async () => {
  snapshot = buildSnapshot();
  report = await bundleReport(snapshot.root);
}, 300_000);

afterAll(() => snapshot?.remove());

describe('bundle budget', () => {
  it('covers every route of the route table', () => {
    expect(report.routes.map((route) => route.routeId).sort()).toEqual(ROUTE_TABLE.map((route) => route.id).sort());
  });

  it.each(ROUTE_TABLE.map((route) => route.id))('first-load JS of %s is at most 116 KiB gzip', (routeId) => {
    const route = report.routes.find((entry) => entry.routeId === routeId)!;
    expect(route.gzipBytes, formatBundleReport(report)).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
  });

  it('the stylesheet is at most 15 KiB gzip', () => {
    expect(report.css.gzipBytes).toBeLessThanOrEqual(CSS_BUDGET_BYTES);
  });

  it('the server preloads exactly the measured files (the report measures what browsers load)', () => {
    const manifest = JSON.parse(readFileSync(path.join(snapshot.clientDir, 'manifest.json'), 'utf8')) as {
      entry: string;
      entryImports: string[];
      routes: Record<string, string[]>;
    };
    for (const route of report.routes) {
      const preloaded = new Set([manifest.entry, ...manifest.entryImports, ...(manifest.routes[route.routeId] ?? [])]);
      const measured = new Set(route.files.map((file) => `/assets/${path.basename(file)}`));
      expect(preloaded, route.routeId).toEqual(measured);
    }
  });

  it("Contentful's Live Preview SDK is a chunk of its own, in no route's first-load files (preview pages load it on demand)", () => {
    const manifest = JSON.parse(readFileSync(path.join(snapshot.clientDir, 'manifest.json'), 'utf8')) as { livePreview: string[] };
    const metafile = JSON.parse(readFileSync(path.join(snapshot.root, 'dist/client-metafile.json'), 'utf8')) as {
      outputs: Record<string, { inputs: Record<string, unknown> }>;
    };
    const sdkChunk = manifest.livePreview[0]!;
    const [output, info] = Object.entries(metafile.outputs).find(([file]) => file.endsWith(sdkChunk.slice('/assets/'.length)))!;
    expect(
      Object.keys(info.inputs).some((input) => input.includes('node_modules/@contentful/live-preview/')),
      output,
    ).toBe(true);
    for (const route of report.routes) {
      const files = route.files.map((file) => `/assets/${path.basename(file)}`);
      expect(files, route.routeId).not.toContain(sdkChunk);
      // Nothing of the SDK's code sits in a file every visitor loads.
      for (const file of route.files) {
        expect(
          Object.keys(metafile.outputs[file]!.inputs).filter((input) => input.includes('@contentful/live-preview')),
          file,
        ).toEqual([]);
      }
    }
  });

  it("every first-load file begins with V8's compile hint, so Chrome compiles it off the main thread while it streams (decision 103)", () => {
    for (const route of report.routes) {
      for (const file of route.files) {
        expect(
          readFileSync(path.join(snapshot.root, file), 'utf8').startsWith(`${V8_COMPILE_HINT}\n`),
          `${route.routeId}: ${path.basename(file)}`,
        ).toBe(true);
      }
    }
  });

  it('no route chunk is shared globally by accident: page chunks are not in the entry closure', () => {
    const entryFiles = new Set(report.routes[0]!.files.filter((file) => report.routes.every((route) => route.files.includes(file))));
    const pageOnly = report.routes.map((route) => route.files.filter((file) => !entryFiles.has(file)));
    // Every route loads at least its own page chunk on top of the common files.
    for (const files of pageOnly) expect(files.length).toBeGreaterThan(0);
  });
});
