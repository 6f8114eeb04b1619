/**
 * The bench's cache-tier part (issue 46, docs/decisions/102): the spike of
 * tests/ops/cache-tier.test.ts as a figure. 2,000 requests over the same P pages from 50
 * connections, against the site alone (one built server, its page cache warm) and through a
 * real varnishd with the component's VCL in front of three (the tier warm): requests per second
 * of each, the ratio tier / site, and the renders the pods paid for the tier's run.
 */
import autocannon from 'autocannon';
import { startBuiltServer, type RunningServer } from '../../tests/support/start-built-server.ts';
import { startVarnish } from '../../tests/support/start-varnish.ts';
import { href, postHref } from '../../shared/route-paths.ts';
import { BENCH_POST_SLUG } from './bench-content.ts';
import { BROWSER_UA } from './ttfb.ts';

/** The spike. */
export const SPIKE_REQUESTS = 2_000;
export const SPIKE_CONNECTIONS = 50;
const PODS = 3;
/** A 2,000-request run lasts a fraction of a second: the median of a few is the figure. */
const ROUNDS = 5;

export interface CacheTierRow {
  pages: number;
  requests: number;
  connections: number;
  rounds: number;
  siteRps: number;
  tierRps: number;
  ratio: number;
  /** Renders the pods' counters grew by while the tier answered the spike (cold tier, warm pods). */
  podRendersForColdSpike: number;
  errors: number;
}

const PAGES = [href('home'), href('web-development'), href('devops'), href('blog'), href('about-us'), postHref(BENCH_POST_SLUG)];

async function spikeRps(url: string): Promise<{ rps: number; errors: number }> {
  // Timed here: autocannon's own duration is counted in its one-second ticks, too coarse for a sub-second run.
  const started = performance.now();
  const result = await autocannon({
    url,
    connections: SPIKE_CONNECTIONS,
    amount: SPIKE_REQUESTS,
    headers: { 'user-agent': BROWSER_UA, accept: 'text/html' },
    requests: PAGES.map((path) => ({ method: 'GET', path })),
  });
  const seconds = (performance.now() - started) / 1000;
  return { rps: result.requests.total / seconds, errors: result.errors + result.timeouts + result.non2xx };
}

async function medianRps(url: string, rounds: number): Promise<{ rps: number; errors: number }> {
  const runs = [];
  for (let round = 0; round < rounds; round += 1) runs.push(await spikeRps(url));
  const sorted = runs.map((run) => run.rps).sort((a, b) => a - b);
  return { rps: sorted[Math.floor(sorted.length / 2)]!, errors: runs.reduce((sum, run) => sum + run.errors, 0) };
}

async function renders(servers: RunningServer[]): Promise<number> {
  let total = 0;
  for (const server of servers) {
    const text = await (await fetch(`${await server.metricsUrl()}/metrics`)).text();
    for (const match of text.matchAll(/^ssr_render_duration_seconds_count\{[^}]*\} (\d+)$/gm)) total += Number(match[1]);
  }
  return total;
}

export async function measureCacheTier(root: string, env: Record<string, string>, quick: boolean): Promise<CacheTierRow> {
  const rounds = quick ? 1 : ROUNDS;
  const servers: RunningServer[] = [];
  try {
    // Not quiet: the render counters are read from each server's logged metrics port.
    for (let n = 0; n < PODS; n += 1) servers.push(await startBuiltServer({ ...env, TRUST_PROXY: '1' }, { root, keepLogs: false }));
    const varnish = await startVarnish(servers.map((server) => server.port));
    try {
      // The site alone: one server, its page cache warm (one pass first).
      await spikeRps(servers[0]!.url);
      const site = await medianRps(servers[0]!.url, rounds);
      // Through the tier: the first spike meets a cold tier (what it costs the pods), then warm runs.
      const before = await renders(servers);
      const cold = await spikeRps(`http://127.0.0.1:${varnish.port}`);
      const podRendersForColdSpike = (await renders(servers)) - before;
      const tier = await medianRps(`http://127.0.0.1:${varnish.port}`, rounds);
      return {
        pages: PAGES.length,
        requests: SPIKE_REQUESTS,
        connections: SPIKE_CONNECTIONS,
        rounds,
        siteRps: site.rps,
        tierRps: tier.rps,
        ratio: tier.rps / site.rps,
        podRendersForColdSpike,
        errors: site.errors + tier.errors + cold.errors,
      };
    } finally {
      await varnish.stop();
    }
  } finally {
    for (const server of servers) await server.stop();
  }
}
