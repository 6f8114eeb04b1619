/** The bench's results: their JSON shape, the issue 7 targets, and the readable table. */
import type { LoadResult } from './load.ts';

/** Issue 7 targets. */
export const TARGETS = {
  minRatio: 0.6,
  maxP99MsAt10: 10,
  maxTtfbP99Ms: 20,
  maxRssMb: 150,
};

export interface BenchResults {
  startedAt: string;
  quick: boolean;
  /** The parts run (all three unless --only was given). */
  parts?: string[];
  durationS?: number;
  /** Load average at the start: other work on the machine skews every figure (read it first). */
  machine: { cpus: number; cpuModel: string; node: string; loadAverageAtStart: number };
  settings: { durationS: number; warmupS: number; connections: number[]; slowUpstreamMs: number; acceptEncoding: string };
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
  bundle: { maxFirstLoadJsGzipBytes: number; cssGzipBytes: number };
}

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const fixed = (value: number, digits = 0) => value.toFixed(digits);

export function formatBenchTable(results: BenchResults): string {
  const lines: string[] = [];
  const ran = (part: string) => !results.parts || results.parts.includes(part);
  lines.push(
    `Bench ${results.startedAt}${results.quick ? ' (QUICK: smoke run, not figures to quote)' : ''}${results.parts && results.parts.length < 3 ? ` (only ${results.parts.join(', ')})` : ''}: ${results.machine.cpus} CPUs, Node ${results.machine.node}, ${results.settings.durationS} s per run, load average ${results.machine.loadAverageAtStart.toFixed(1)} at start`,
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
  lines.push(
    `Bundle: largest first-load JS ${fixed(results.bundle.maxFirstLoadJsGzipBytes / 1024, 1)} KiB gzip, CSS ${fixed(results.bundle.cssGzipBytes / 1024, 1)} KiB gzip`,
  );
  if (results.durationS) lines.push(`Bench took ${fixed(results.durationS)} s.`);
  return lines.join('\n');
}
