/**
 * npm run bench: throughput, latency, time to first byte and memory of the production build,
 * with autocannon on 127.0.0.1 (docs/decisions/050).
 *
 * 1. For `/`, a service page and a blog post, at 10 and 50 connections: requests per second and
 *    p50/p99 latency of the server-rendered page and, in the same run and the same process, of
 *    the reference (the page's prebuilt HTML sent through the same middleware); the ratio
 *    SSR / reference.
 * 2. Time to first byte with the content upstream slowed to 1 s and every cache cold (a fresh
 *    server process per round, all requests fired at once; the upstream runs in a child process
 *    of its own, not on the event loop that takes the times; this process collects its own
 *    garbage before each batch, so its GC pauses are not counted as the server's).
 * 3. RSS of the production server after 100,000 requests.
 * 4. Hostile URLs (issue 14): 30,000 unique paths of `/` + 15,000 characters, then 30,000 of
 *    `/blog/<4,000 characters>-<random>`, over 50 keep-alive connections at once, against one
 *    production server with its heap limit: it must stay alive, its /healthz fast (p99 timed
 *    throughout) and its heap under the limit (read from its metrics, RSS from /proc).
 *    Then floods of pages rendered per request (issue 20): 200 connections for 30 s asking for
 *    brotli, on `/contact` and on `/?utm_source=<unique>`, each against a fresh server: RSS peak
 *    and after 10 s idle, answers by status, /healthz p99.
 * 5. Navigations in Chromium (issue 24): click to new content of four in-site navigations on a
 *    phone-like profile (150 ms round trip, 1.6 Mbps, 4x CPU slowdown), after a 300 ms hover and
 *    with a direct tap, a finger on the link for 50 ms (scripts/perf/navigation.ts).
 *    `--vs=<checkout>` also runs another checkout's production build (its `npm run build` done)
 *    and takes the two builds' samples in turn, A (this one), B (that one), B, A…
 * 6. The cache tier (issue 46): 2,000 requests over six pages from 50 connections against the
 *    site alone (one server) and through a real varnishd in front of three: req/s of each and the
 *    ratio, and the renders the cold tier cost the pods (scripts/perf/cache-tier.ts).
 * Results: bench-results/bench-<time>.json and latest.json, and a table on stdout.
 * `--quick` runs everything briefly (a smoke test of the harness, not figures to quote).
 * `--only=throughput,memory,ttfb,hostile,navigation,cache-tier` runs some parts (while working on one figure; quote full runs).
 * `--tracing` runs every server with tracing on (OTEL_EXPORTER_OTLP_ENDPOINT at a local sink,
 * scripts/perf/otlp-sink.ts): its overhead is the difference from a run without (decision 092).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { startFakeContentful } from '../tests/fakes/contentful-server.ts';
import { serverOptions } from './build.ts';
import { BENCH_POST_SLUG, benchContent } from './perf/bench-content.ts';
import { PROJECT_ROOT, startBuiltServer, type RunningServer } from '../tests/support/start-built-server.ts';
import { buildSnapshot, type BuildSnapshot } from './fresh-build.mjs';
import { bundleReport } from './perf/bundle-report.ts';
import { HOSTILE_SHAPES, heapUsedBytes, sendHostileUrls, watchServer } from './perf/hostile-urls.ts';
import { flood, FLOOD_SHAPES, runAmount, runLoad, type LoadResult } from './perf/load.ts';
import { formatBenchTable, type BenchResults, type FloodRow, type HostileRow } from './perf/bench-table.ts';
import { productionNodeFlags } from './perf/production-node-flags.ts';
import { startOtlpSink } from './perf/otlp-sink.ts';
import { startSlowUpstream } from './perf/slow-upstream.ts';
import { measureNavigations } from './perf/navigation.ts';
import { measureCacheTier } from './perf/cache-tier.ts';
import { BROWSER_UA, collectMeasuringProcessGarbage, measureTtfb, percentile, type TtfbSample } from './perf/ttfb.ts';
import { href, postHref } from '../shared/route-paths.ts';

const QUICK = process.argv.includes('--quick');
const PARTS = ['throughput', 'memory', 'ttfb', 'hostile', 'navigation', 'cache-tier'] as const;
const ONLY = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
if (ONLY?.some((part) => !(PARTS as readonly string[]).includes(part))) throw new Error(`--only takes ${PARTS.join(', ')}`);
const runs = (part: (typeof PARTS)[number]) => !ONLY || ONLY.includes(part);
const TRACING = process.argv.includes('--tracing');
/** Another checkout whose build the navigation part compares with this one. */
const VS = process.argv.find((arg) => arg.startsWith('--vs='))?.slice('--vs='.length);
/** Long enough for a stable average on 2 cores, short enough for the whole bench to stay near 4 minutes. */
const DURATION_S = QUICK ? 2 : 8;
/** JIT and caches settle before each measured run. */
const WARMUP_S = QUICK ? 1 : 2;
const CONNECTIONS = [10, 50];
/** Issue 7: memory after 100k requests. */
const MEMORY_REQUESTS = QUICK ? 5_000 : 100_000;
const MEMORY_CONNECTIONS = 50;
/** Idle time before the second RSS reading. */
const MEMORY_IDLE_MS = 10_000;
/** Issue 7: the content upstream slowed to one second. */
const SLOW_UPSTREAM_MS = 1000;
/**
 * Fresh processes (cold caches) for the first-byte figures, and requests per route in each:
 * 34 x 3 = 102 samples per route, so the p99 is not simply the slowest sample.
 */
const TTFB_ROUNDS = QUICK ? 2 : 34;
const TTFB_REQUESTS_PER_ROUTE = 3;
/**
 * Requests that run the server's code (middleware, static files, 404s, the page handler and
 * React on the not-found page) without touching the content beyond what every page's frame
 * asks for (the categories), so a fresh process's first-byte figures are about cold caches,
 * not cold JIT.
 */
const CODE_WARMUP_PATHS = ['/healthz', '/readyz', '/favicon.svg', '/assets/missing-0000000000.js', '/robots.txt'];
/**
 * These wait on the frame's categories, which a 1 s upstream cannot give within the content
 * source's deadline (about 2 s): all rounds of them are sent at once, so they share that wait
 * instead of paying it one round after another (it made the first-byte part take minutes).
 */
const CODE_WARMUP_PATHS_WAITING_ON_CONTENT = ['/api/route-data?path=%2Fwarm-up%2Fnot-found', '/warm-up/not-found'];
const CODE_WARMUP_ROUNDS = 20;
const REFERENCE_PREFIX = '/__bench/reference';
/** A page's reference URL: the home page's is the prefix alone (with a trailing slash it would be URL hygiene's 301). */
const referenceOf = (pagePath: string) => REFERENCE_PREFIX + (pagePath === '/' ? '' : pagePath);
/** Issue 14: "tens of thousands" of unique long URLs per shape, on as many connections as the memory part. */
const HOSTILE_REQUESTS = QUICK ? 2_000 : 30_000;
const HOSTILE_CONNECTIONS = 50;
/** Issue 20: pages rendered per request, every browser asking for brotli, from many connections. */
const FLOOD_CONNECTIONS = 200;
const FLOOD_DURATION_S = QUICK ? 3 : 30;
/** After a flood: how long the server idles before the RSS that must be near its baseline again. */
const FLOOD_SETTLE_MS = QUICK ? 2_000 : 10_000;
/** /healthz timed on an idle server first: what "fast" is compared with. */
const IDLE_HEALTHZ_MS = QUICK ? 1_000 : 3_000;
/** Browser samples per navigation and mode (each a fresh context under the throttled profile); an A/B takes seven a side. */
const NAVIGATION_SAMPLES = QUICK ? 1 : VS ? 7 : 5;
/** What Chrome sends: the browser-like rows measure the server's compression work too. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const ROUTES = [
  { name: 'home', path: '/' },
  { name: 'service', path: href('kubernetes') },
  { name: 'blog post', path: postHref(BENCH_POST_SLUG) },
];

function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

/** Bundles the reference server into the snapshot; returns its entry relative to the root. */
async function bundleBenchServer(root: string): Promise<string> {
  await esbuild.build({
    ...serverOptions,
    entryPoints: { 'bench-server': path.join(PROJECT_ROOT, 'scripts/perf/bench-server.ts') },
    outdir: path.join(root, 'dist/server'),
    sourcemap: false,
  });
  return 'dist/server/bench-server.js';
}

async function expectOk(url: string): Promise<number> {
  // A redirect is not followed: the load generator would measure the redirect, not the page.
  const response = await fetch(url, { headers: { accept: 'text/html' }, redirect: 'manual' });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return body.length;
}

/** Where the memory is, from the server's own Prometheus metrics (MB), on its metrics port. */
async function heapFigures(metricsUrl: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${metricsUrl}/metrics`)).text();
  const figure = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? ([\\d.e+]+)$`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20;
  return {
    heapUsedMb: figure('nodejs_heap_size_used_bytes'),
    heapTotalMb: figure('nodejs_heap_size_total_bytes'),
    externalMb: figure('nodejs_external_memory_bytes'),
  };
}

type Fake = Awaited<ReturnType<typeof startFakeContentful>>;
type Snapshot = BuildSnapshot;

/** With --tracing, where every server sends its spans. */
const sink = TRACING ? await startOtlpSink() : undefined;

/** A server of the snapshot as the bench runs it: production flags, quiet log; tracing with --tracing. */
function startServer(snapshot: Snapshot, env: Record<string, string>, entry?: string): Promise<RunningServer> {
  const tracing: Record<string, string> = sink ? { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url } : {};
  return startBuiltServer({ ...tracing, ...env }, { root: snapshot.root, quiet: true, ...(entry ? { entry } : {}) });
}

/** 1. Throughput: SSR and reference, same process, one after the other. */
async function measureThroughput(snapshot: Snapshot, fake: Fake): Promise<BenchResults['throughput']> {
  const server = await startServer(snapshot, fake.env(), await bundleBenchServer(snapshot.root));
  const rows: BenchResults['throughput'] = [];
  try {
    for (const route of ROUTES) {
      const size = await expectOk(server.url + route.path);
      await expectOk(server.url + referenceOf(route.path));
      log(`${route.name} ${route.path}: ${(size / 1024).toFixed(1)} KiB of HTML`);
      const settings = [
        ...CONNECTIONS.map((connections) => ({ connections, encoding: '' })),
        { connections: CONNECTIONS[0]!, encoding: BROWSER_ACCEPT_ENCODING },
      ];
      for (const { connections, encoding } of settings) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const measure = async (target: string): Promise<LoadResult> => {
          await runLoad(server.url, target, connections, WARMUP_S, headers);
          return runLoad(server.url, target, connections, DURATION_S, headers);
        };
        const ssr = await measure(route.path);
        const reference = await measure(referenceOf(route.path));
        rows.push({
          route: route.name,
          path: route.path,
          connections,
          acceptEncoding: encoding,
          htmlBytes: size,
          ssr,
          reference,
          ratio: ssr.rps / reference.rps,
        });
        log(
          `${route.name} c=${connections}${encoding ? ' compressed' : ''}: SSR ${ssr.rps.toFixed(0)} req/s, reference ${reference.rps.toFixed(0)} req/s`,
        );
      }
    }
  } finally {
    await server.stop();
  }
  return rows;
}

/** 2. Memory of the production entry after MEMORY_REQUESTS requests over the three routes. */
async function measureMemory(snapshot: Snapshot, fake: Fake): Promise<BenchResults['memory']> {
  const production = await startServer(snapshot, fake.env());
  try {
    for (const route of ROUTES) await expectOk(production.url + route.path);
    const rssStart = production.rss();
    log(`sending ${MEMORY_REQUESTS} requests for the memory check`);
    const paths = ROUTES.map((route) => route.path);
    const run = await runAmount(production.url, paths, MEMORY_REQUESTS, MEMORY_CONNECTIONS);
    const rssAfter = production.rss();
    const heap = await heapFigures(await production.metricsUrl());
    // V8 gives memory back once allocation stops; the figure after a short idle shows what stays.
    await new Promise((resolve) => setTimeout(resolve, MEMORY_IDLE_MS));
    return {
      requests: run.requests,
      rssStartMb: rssStart / 2 ** 20,
      rssAfterMb: rssAfter / 2 ** 20,
      rssAfterIdleMb: production.rss() / 2 ** 20,
      errors: run.errors,
      non2xx: run.non2xx,
      heap,
    };
  } finally {
    await production.stop();
  }
}

/** 3. First byte with a slow upstream and cold caches: a fresh process per round. */
async function measureFirstByte(snapshot: Snapshot): Promise<BenchResults['ttfb']> {
  const slow = await startSlowUpstream(SLOW_UPSTREAM_MS);
  const samples: TtfbSample[] = [];
  try {
    for (let round = 0; round < TTFB_ROUNDS; round += 1) {
      const fresh = await startServer(snapshot, slow.env);
      try {
        const warm = (warmPath: string) =>
          fetch(fresh.url + warmPath, { headers: { 'user-agent': BROWSER_UA } }).then((response) => response.arrayBuffer());
        const waiting = Array.from({ length: CODE_WARMUP_ROUNDS }, () => CODE_WARMUP_PATHS_WAITING_ON_CONTENT.map(warm)).flat();
        for (let warmRound = 0; warmRound < CODE_WARMUP_ROUNDS; warmRound += 1) await Promise.all(CODE_WARMUP_PATHS.map(warm));
        await Promise.all(waiting);
        collectMeasuringProcessGarbage();
        const batch = ROUTES.flatMap((route) => Array.from({ length: TTFB_REQUESTS_PER_ROUTE }, () => measureTtfb(fresh.url, route.path)));
        samples.push(...(await Promise.all(batch)));
      } finally {
        await fresh.stop();
      }
    }
    if ((await slow.requests()) === 0) throw new Error('the slow upstream was never asked: the TTFB figures would not be cold');
  } finally {
    await slow.close();
  }
  return ROUTES.map((route) => {
    const mine = samples.filter((sample) => sample.path === route.path);
    const ttfbs = mine.map((sample) => sample.ttfbMs);
    const totals = mine.map((sample) => sample.totalMs);
    return {
      route: route.name,
      path: route.path,
      samples: mine.length,
      statuses: [...new Set(mine.map((sample) => sample.status))],
      ttfbP50Ms: percentile(ttfbs, 50),
      ttfbP99Ms: percentile(ttfbs, 99),
      totalP50Ms: percentile(totals, 50),
      totalP99Ms: percentile(totals, 99),
    };
  });
}

/** 4. Unique long URLs against one production server: alive, /healthz fast, heap under the limit. */
async function measureHostile(snapshot: Snapshot, fake: Fake): Promise<NonNullable<BenchResults['hostile']>> {
  const heapLimitMb = Number(
    productionNodeFlags()
      .find((flag) => flag.startsWith('--max-old-space-size='))
      ?.split('=')[1],
  );
  const server = await startServer(snapshot, fake.env());
  const rows: HostileRow[] = [];
  try {
    const metricsUrl = await server.metricsUrl();
    for (const route of ROUTES) await expectOk(server.url + route.path);
    const idle = watchServer(server.url, metricsUrl, server.rss);
    await new Promise((resolve) => setTimeout(resolve, IDLE_HEALTHZ_MS));
    const idleHealthzP99Ms = (await idle.stop()).healthz.p99Ms;
    for (const shape of HOSTILE_SHAPES) {
      log(`hostile: ${HOSTILE_REQUESTS} unique paths of ${shape.name} on ${HOSTILE_CONNECTIONS} connections`);
      const watch = watchServer(server.url, metricsUrl, server.rss);
      const run = await sendHostileUrls(server.url, shape, HOSTILE_REQUESTS, HOSTILE_CONNECTIONS);
      const seen = await watch.stop();
      const alive = server.child.exitCode === null && server.child.signalCode === null;
      rows.push({
        ...run,
        connections: HOSTILE_CONNECTIONS,
        alive,
        healthz: seen.healthz,
        peakHeapUsedMb: seen.peakHeapUsedMb,
        peakRssMb: seen.peakRssMb,
        heapAfterMb: alive ? (await heapUsedBytes(metricsUrl)) / 2 ** 20 : NaN,
        rssAfterMb: alive ? server.rss() / 2 ** 20 : NaN,
      });
      log(
        `hostile ${shape.name}: ${alive ? 'alive' : 'DEAD'}, healthz p99 ${seen.healthz.p99Ms.toFixed(1)} ms, peak heap ${seen.peakHeapUsedMb.toFixed(1)} MiB`,
      );
      if (!alive) {
        log(`the server died: ${server.stderr().slice(-500)}`);
        break;
      }
    }
    return { heapLimitMb, idleHealthzP99Ms, rows };
  } finally {
    await server.stop();
  }
}

/**
 * 4b. Floods of per-request renders (issue 20): a fresh production server per shape, 200
 * connections asking for brotli; RSS sampled throughout and again after an idle pause.
 */
async function measureFloods(snapshot: Snapshot, fake: Fake): Promise<FloodRow[]> {
  const rows: FloodRow[] = [];
  // Production settings first; then /contact with its per-address limit lifted, as a flood from
  // many addresses would be: the render bound alone holds memory.
  const runsOf = [
    ...FLOOD_SHAPES.map((shape) => ({ shape, env: {} })),
    { shape: { ...FLOOD_SHAPES[0]!, name: '/contact, no page limit' }, env: { CONTACT_PAGE_RATE_LIMIT: '1000000' } },
  ];
  for (const { shape, env } of runsOf) {
    const server = await startServer(snapshot, { ...fake.env(), ...env });
    try {
      const metricsUrl = await server.metricsUrl();
      await expectOk(server.url + '/');
      await expectOk(server.url + href('contact'));
      const rssBeforeMb = server.rss() / 2 ** 20;
      log(`flood: ${shape.name} on ${FLOOD_CONNECTIONS} connections for ${FLOOD_DURATION_S} s`);
      const watch = watchServer(server.url, metricsUrl, server.rss);
      const run = await flood(server.url, shape, FLOOD_CONNECTIONS, FLOOD_DURATION_S);
      const seen = await watch.stop();
      await new Promise((resolve) => setTimeout(resolve, FLOOD_SETTLE_MS));
      const alive = server.child.exitCode === null && server.child.signalCode === null;
      rows.push({
        ...run,
        alive,
        rssBeforeMb,
        peakRssMb: seen.peakRssMb,
        rssAfterMb: alive ? server.rss() / 2 ** 20 : NaN,
        healthz: seen.healthz,
      });
      log(
        `flood ${shape.name}: ${run.rps.toFixed(0)} req/s, RSS peak ${seen.peakRssMb.toFixed(0)} MB, healthz p99 ${seen.healthz.p99Ms.toFixed(1)} ms`,
      );
    } finally {
      await server.stop();
    }
  }
  return rows;
}

/** 5. In-site navigations in Chromium, against the production server on the embedded content (and --vs's). */
async function measureNavigationPart(snapshot: Snapshot): Promise<NonNullable<BenchResults['navigation']>> {
  const server = await startServer(snapshot, {});
  const other = VS ? await startBuiltServer({}, { root: path.resolve(VS), quiet: true }) : undefined;
  try {
    return await measureNavigations(other ? [server.url, other.url] : [server.url], NAVIGATION_SAMPLES, log);
  } finally {
    await Promise.all([server.stop(), other?.stop()]);
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  log('building (or reusing) the production build');
  const snapshot = buildSnapshot();
  const fake = await startFakeContentful(benchContent());
  const results: BenchResults = {
    startedAt: new Date().toISOString(),
    quick: QUICK,
    parts: ONLY ?? [...PARTS],
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '', node: process.version, loadAverageAtStart: os.loadavg()[0]! },
    settings: {
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      connections: CONNECTIONS,
      slowUpstreamMs: SLOW_UPSTREAM_MS,
      acceptEncoding: 'none',
      tracing: TRACING,
      ...(VS && { vs: path.resolve(VS) }),
    },
    throughput: [],
    ttfb: [],
    memory: { requests: 0, rssStartMb: 0, rssAfterMb: 0, errors: 0, non2xx: 0 },
    bundle: { maxFirstLoadJsGzipBytes: 0, cssGzipBytes: 0 },
  };
  try {
    if (runs('throughput')) results.throughput = await measureThroughput(snapshot, fake);
    if (runs('memory')) results.memory = await measureMemory(snapshot, fake);
    if (runs('ttfb')) results.ttfb = await measureFirstByte(snapshot);
    if (runs('hostile')) results.hostile = { ...(await measureHostile(snapshot, fake)), floods: await measureFloods(snapshot, fake) };
    if (runs('navigation')) results.navigation = await measureNavigationPart(snapshot);
    if (runs('cache-tier')) {
      log('cache tier: the spike against the site alone and through varnishd in front of three servers');
      const tracing: Record<string, string> = sink ? { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url } : {};
      results.cacheTier = await measureCacheTier(snapshot.root, { ...fake.env(), ...tracing }, QUICK);
    }
    const bundle = await bundleReport(snapshot.root);
    results.bundle = { maxFirstLoadJsGzipBytes: bundle.maxGzipBytes, cssGzipBytes: bundle.css.gzipBytes };
  } finally {
    await fake.close();
    snapshot.remove();
    if (sink) {
      // Proof that the servers did trace: what they exported.
      const { requests, bytes } = sink.received();
      log(`tracing: the servers sent ${requests} OTLP exports (${(bytes / 2 ** 20).toFixed(1)} MB)`);
      await sink.close();
    }
  }

  results.durationS = (Date.now() - started) / 1000;
  const directory = path.join(PROJECT_ROOT, 'bench-results');
  mkdirSync(directory, { recursive: true });
  const json = JSON.stringify(results, null, 2);
  writeFileSync(path.join(directory, `bench-${results.startedAt.replace(/[:.]/g, '-')}.json`), json);
  writeFileSync(path.join(directory, 'latest.json'), json);
  const table = formatBenchTable(results);
  writeFileSync(path.join(directory, 'latest.txt'), table);
  console.log(table);
}

await main();
