/**
 * Two builds' Lighthouse figures side by side, runs interleaved (A, B, B, A, …) so a busy
 * machine's load falls on both alike: `node --import tsx scripts/perf/lighthouse-ab.ts <rootA>
 * <rootB> [paths] [runs]`, each root a checkout with a production build in dist/ (npm run
 * build), paths comma-separated (`/` by default), 3 runs each by default. The audit's own runs
 * (applied throttling, mobile, a fresh browser each: scripts/audit/lighthouse-run.ts); the
 * median of each metric per path and build (SI: Speed Index, how soon the screen looks done).
 * SCHEME=dark for the dark theme.
 *
 * The audit's LCP gate has little margin on a 2-core machine (the same build's LCP moves by
 * 100 ms with the machine's load): compare a change to the first paint this way, not with two
 * audit runs.
 */
import { startBuiltServer } from '../../tests/support/start-built-server.ts';
import { interleaved } from './interleaved.ts';
import { LIGHTHOUSE_SERVER_ENV, median, runLighthouse, type LighthouseRun, type LighthouseScheme } from '../audit/lighthouse-run.ts';

const [rootA, rootB, pathsArg = '/', runsArg = '3'] = process.argv.slice(2);
if (!rootA || !rootB) throw new Error('usage: lighthouse-ab.ts <rootA> <rootB> [paths] [runs]');
const PATHS = pathsArg.split(',');
const RUNS = Number(runsArg);
const SCHEME = (process.env.SCHEME ?? 'light') as LighthouseScheme;

const servers = [
  await startBuiltServer(LIGHTHOUSE_SERVER_ENV, { root: rootA, quiet: true }),
  await startBuiltServer(LIGHTHOUSE_SERVER_ENV, { root: rootB, quiet: true }),
];

const summary = (runs: LighthouseRun[]) => {
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  return (
    `FCP ${of((run) => run.metrics.fcpMs).toFixed(0)} LCP ${of((run) => run.metrics.lcpMs).toFixed(0)} ` +
    `SI ${of((run) => run.metrics.speedIndexMs).toFixed(0)} TBT ${of((run) => run.metrics.tbtMs).toFixed(0)} CLS ${of((run) => run.metrics.cls).toFixed(3)} ` +
    `performance ${of((run) => run.scores.performance)} [LCP ${runs.map((run) => run.metrics.lcpMs.toFixed(0)).join(' ')}]`
  );
};

try {
  for (const path of PATHS) {
    const results = await interleaved(RUNS, (which) => runLighthouse(servers[which]!.url + path, 'devtools', SCHEME));
    console.log(`${path} (${SCHEME}): A ${summary(results[0])} | B ${summary(results[1])}`);
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
