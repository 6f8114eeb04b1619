/** The bench's results: their JSON shape, the issue 7 targets, and the readable table. */
import type { HostileRun, WatchReport } from './hostile-urls.ts';
import type { LoadResult } from './load.ts';
import { MAX_HOVERED_MS, TAP_HOLD_MS, type NavigationRow } from './navigation.ts';
import type { CacheTierRow } from './cache-tier.ts';

/** Issue 7 targets, and issue 14's for hostile URLs. */
export const TARGETS = {
  minRatio: 0.6,
  maxP99MsAt10: 10,
  maxTtfbP99Ms: 20,
  maxRssMb: 150,
  /** /healthz while tens of thousands of unique long URLs arrive: a liveness probe must not time out. */
  maxHealthzP99MsUnderAttack: 100,
  /** Issue 20: a flood of per-request renders asking for brotli stays far under the pod's 512 MiB. */
  maxFloodRssMb: 300,
};

export interface FloodRow extends LoadResult {
  alive: boolean;
  rssBeforeMb: number;
  peakRssMb: number;
  /** After the flood and an idle pause: near rssBeforeMb when nothing is kept. */
  rssAfterMb: number;
  healthz: WatchReport['healthz'];
}

export interface HostileRow extends HostileRun, Omit<WatchReport, 'heapSamples'> {
  connections: number;
  alive: boolean;
  heapAfterMb: number;
  rssAfterMb: number;
}

export interface BenchResults {
  startedAt: string;
  quick: boolean;
  /** The parts run (all unless --only was given). */
  parts?: string[];
  durationS?: number;
  /** Load average at the start: other work on the machine skews every figure (read it first). */
  machine: { cpus: number; cpuModel: string; node: string; loadAverageAtStart: number };
  settings: {
    durationS: number;
    warmupS: number;
    connections: number[];
    slowUpstreamMs: number;
    acceptEncoding: string;
    tracing?: boolean;
    /** The checkout the navigations were compared with (B). */
    vs?: string;
  };
  throughput: Array<{
    route: string;
    path: string;
    connections: number;
    acceptEncoding: string;
    htmlBytes: number;
    ssr: LoadResult;
    reference: LoadResult;
    ratio: number;
  }>;
  ttfb: Array<{
    route: string;
    path: string;
    samples: number;
    statuses: number[];
    ttfbP50Ms: number;
    ttfbP99Ms: number;
    totalP50Ms: number;
    totalP99Ms: number;
  }>;
  memory: {
    requests: number;
    rssStartMb: number;
    rssAfterMb: number;
    rssAfterIdleMb?: number;
    errors: number;
    non2xx: number;
    heap?: Record<string, number>;
  };
  /** Unique long URLs (issue 14): one server process takes every shape in turn. */
  hostile?: { heapLimitMb: number; idleHealthzP99Ms: number; rows: HostileRow[]; floods?: FloodRow[] };
  bundle: { maxFirstLoadJsGzipBytes: number; cssGzipBytes: number };
  /** Issue 24: click to new content in Chromium, hovered and tapped. */
  navigation?: NavigationRow[];
  /** Issue 46: the spike through the cache tier against the site alone. */
  cacheTier?: CacheTierRow;
}

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const fixed = (value: number, digits = 0) => value.toFixed(digits);

export function formatBenchTable(results: BenchResults): string {
  const lines: string[] = [];
  const ran = (part: string) => !results.parts || results.parts.includes(part);
  lines.push(
    `Bench ${results.startedAt}${results.quick ? ' (QUICK: smoke run, not figures to quote)' : ''}${results.parts && results.parts.length < 6 ? ` (only ${results.parts.join(', ')})` : ''}: ${results.machine.cpus} CPUs, Node ${results.machine.node}, ${results.settings.durationS} s per run, load average ${results.machine.loadAverageAtStart.toFixed(1)} at start${results.settings.tracing ? ', TRACING ON (OTLP to a local sink)' : ''}`,
  );
  if (ran('throughput')) {
    lines.push('');
    lines.push('Rows marked (gz/br) send Accept-Encoding as Chrome does (compression work included); the others send none.');
    lines.push('route              conns | SSR req/s   p50   p99 | ref req/s   p50   p99 | SSR/ref  target');
    for (const row of results.throughput) {
      const ratioOk = row.ratio >= TARGETS.minRatio;
      const p99Ok = row.connections !== 10 || row.ssr.p99Ms <= TARGETS.maxP99MsAt10;
      lines.push(
        `${(row.route + (row.acceptEncoding ? ' (gz/br)' : '')).padEnd(18)} ${String(row.connections).padStart(5)} | ${fixed(row.ssr.rps).padStart(9)} ${fixed(row.ssr.p50Ms, 1).padStart(5)} ${fixed(row.ssr.p99Ms, 1).padStart(5)} | ` +
          `${fixed(row.reference.rps).padStart(9)} ${fixed(row.reference.p50Ms, 1).padStart(5)} ${fixed(row.reference.p99Ms, 1).padStart(5)} | ` +
          `${fixed(row.ratio, 2).padStart(7)}  ratio ${mark(ratioOk)}${row.connections === 10 ? `, p99 ${mark(p99Ok)}` : ''}` +
          (row.ssr.non2xx || row.ssr.errors ? `  (${row.ssr.non2xx} non-2xx, ${row.ssr.errors} errors)` : ''),
      );
    }
  }
  if (ran('ttfb')) {
    lines.push('');
    lines.push(
      `Time to first byte, upstream slowed to ${results.settings.slowUpstreamMs} ms, caches cold (fresh process per round, code warmed without content):`,
    );
    lines.push('route      samples  status | TTFB p50   p99 | full response p50    p99 | target');
    for (const row of results.ttfb) {
      lines.push(
        `${row.route.padEnd(10)} ${String(row.samples).padStart(7)}  ${row.statuses.join(',').padStart(6)} | ${fixed(row.ttfbP50Ms, 1).padStart(8)} ${fixed(row.ttfbP99Ms, 1).padStart(5)} | ` +
          `${fixed(row.totalP50Ms, 0).padStart(17)} ${fixed(row.totalP99Ms, 0).padStart(6)} | TTFB p99 ${mark(row.ttfbP99Ms <= TARGETS.maxTtfbP99Ms)}`,
      );
    }
  }
  if (ran('memory')) {
    lines.push('');
    const memory = results.memory;
    lines.push(
      `Memory: RSS ${fixed(memory.rssStartMb, 1)} MB after warm-up, ${fixed(memory.rssAfterMb, 1)} MB after ${memory.requests} requests ` +
        `(${memory.errors} errors, ${memory.non2xx} non-2xx): ${mark(memory.rssAfterMb <= TARGETS.maxRssMb)}` +
        (memory.rssAfterIdleMb === undefined ? '' : `; ${fixed(memory.rssAfterIdleMb, 1)} MB after 10 s idle`),
    );
    if (memory.heap)
      lines.push(
        `        V8 heap ${fixed(memory.heap.heapUsedMb ?? NaN, 1)} MB used of ${fixed(memory.heap.heapTotalMb ?? NaN, 1)} MB, external ${fixed(memory.heap.externalMb ?? NaN, 1)} MB`,
      );
  }
  if (ran('hostile') && results.hostile) {
    const { heapLimitMb, idleHealthzP99Ms, rows } = results.hostile;
    lines.push('');
    lines.push(
      `Hostile URLs (unique, over keep-alive, concurrently; heap limit ${heapLimitMb} MiB; /healthz p99 ${fixed(idleHealthzP99Ms, 1)} ms before the attack):`,
    );
    lines.push(
      'shape                    requests  req/s  answers        | alive | healthz p50   p99   max fail | peak heap  RSS | after heap  RSS | target',
    );
    for (const row of rows) {
      const answers = Object.entries(row.statuses)
        .map(([group, count]) => `${group} ${count}`)
        .join(' ');
      const ok =
        row.alive &&
        row.failed === 0 &&
        row.healthz.failures === 0 &&
        row.peakHeapUsedMb < heapLimitMb &&
        row.healthz.p99Ms <= TARGETS.maxHealthzP99MsUnderAttack;
      lines.push(
        `${row.shape.padEnd(24)} ${String(row.requests).padStart(8)} ${fixed(row.requests / row.durationS).padStart(6)}  ${(answers + (row.failed ? ` failed ${row.failed}` : '')).padEnd(14)} | ${(row.alive ? 'yes' : 'NO').padStart(5)} | ` +
          `${fixed(row.healthz.p50Ms, 1).padStart(11)} ${fixed(row.healthz.p99Ms, 1).padStart(5)} ${fixed(row.healthz.maxMs, 0).padStart(5)} ${String(row.healthz.failures).padStart(4)} | ` +
          `${fixed(row.peakHeapUsedMb, 1).padStart(9)} ${fixed(row.peakRssMb, 0).padStart(4)} | ${fixed(row.heapAfterMb, 1).padStart(10)} ${fixed(row.rssAfterMb, 0).padStart(4)} | ${mark(ok)}`,
      );
    }
  }
  if (ran('hostile') && results.hostile?.floods) {
    lines.push('');
    lines.push('Floods of pages rendered per request (Accept-Encoding with br, a fresh server each):');
    lines.push(
      'shape                    conns   req/s    p99 | answers                  | RSS before  peak after | healthz p99 fail | target',
    );
    for (const row of results.hostile.floods) {
      const answers = Object.entries(row.statuses)
        .map(([status, count]) => `${status} ${count}`)
        .join(' ');
      const ok =
        row.alive &&
        row.peakRssMb <= TARGETS.maxFloodRssMb &&
        row.healthz.p99Ms <= TARGETS.maxHealthzP99MsUnderAttack &&
        row.healthz.failures === 0;
      lines.push(
        `${row.path.padEnd(24)} ${String(row.connections).padStart(5)} ${fixed(row.rps).padStart(7)} ${fixed(row.p99Ms).padStart(6)} | ${(answers + (row.errors ? ` errors ${row.errors}` : '')).padEnd(24)} | ` +
          `${fixed(row.rssBeforeMb).padStart(10)} ${fixed(row.peakRssMb).padStart(5)} ${fixed(row.rssAfterMb).padStart(5)} | ${fixed(row.healthz.p99Ms, 1).padStart(11)} ${String(row.healthz.failures).padStart(4)} | ${mark(ok)}`,
      );
    }
  }
  if (ran('navigation') && results.navigation) {
    lines.push('');
    lines.push(
      `Click to new content in Chromium (150 ms RTT, 1.6 Mbps, 4x CPU slowdown; hover = 300 ms on the link, then click; tap = a finger on it for ${TAP_HOLD_MS} ms, no hover):`,
    );
    if (results.settings.vs) lines.push(`A = this checkout, B = ${results.settings.vs}, samples taken in turn`);
    const compared = results.settings.vs !== undefined;
    lines.push(
      `navigation                              mode  ${compared ? 'build ' : ''}| median    max | samples (ms)                 | target`,
    );
    for (const row of results.navigation) {
      const target = row.mode === 'hover' ? `<= ${MAX_HOVERED_MS} ms ${mark(row.maxMs <= MAX_HOVERED_MS)}` : 'no slower than before';
      lines.push(
        `${row.name.padEnd(39)} ${row.mode.padEnd(5)} ${compared ? `${row.build.padEnd(5)} ` : ''}| ${fixed(row.medianMs).padStart(6)} ${fixed(row.maxMs).padStart(6)} | ${row.samplesMs
          .map((ms) => fixed(ms))
          .join(' ')
          .padEnd(28)} | ${target}`,
      );
    }
  }
  lines.push(
    `Bundle: largest first-load JS ${fixed(results.bundle.maxFirstLoadJsGzipBytes / 1024, 1)} KiB gzip, CSS ${fixed(results.bundle.cssGzipBytes / 1024, 1)} KiB gzip`,
  );
  if (results.durationS) lines.push(`Bench took ${fixed(results.durationS)} s.`);
  if (ran('cache-tier') && results.cacheTier) {
    const row = results.cacheTier;
    lines.push('');
    lines.push(
      `Cache tier (varnishd + xkey in front of 3 servers): ${row.requests} requests over ${row.pages} pages from ${row.connections} connections, median of ${row.rounds}`,
    );
    lines.push(
      `  site alone ${fixed(row.siteRps).padStart(7)} req/s | through the tier ${fixed(row.tierRps).padStart(7)} req/s | tier/site ${fixed(row.ratio, 2)}` +
        ` | a cold spike cost the pods ${row.podRendersForColdSpike} renders (${row.pages} pages: ${mark(row.podRendersForColdSpike === row.pages)})` +
        (row.errors ? `  (${row.errors} errors or non-2xx)` : ''),
    );
  }
  return lines.join('\n');
}
