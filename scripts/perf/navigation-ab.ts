/**
 * Two builds' navigation figures side by side, samples interleaved (A, B, A, B, …) so a busy
 * machine's load falls on both alike: `node --import tsx scripts/perf/navigation-ab.ts
 * <rootA> <rootB> [samples] [hover|tap|both]`, each root a checkout with a production build in
 * dist/ (npm run build). Same cases and profile as the bench (navigation.ts). CASE=<text>
 * runs only the cases whose name contains it (CASE=post: `/blog → a post`), for more samples of one.
 */
import { startBuiltServer } from '../../tests/support/start-built-server.ts';
import { interleaved } from './interleaved.ts';
import { launchBenchBrowser, median, NAVIGATION_CASES, sample, type NavigationMode, type NavigationSample } from './navigation.ts';

const [rootA, rootB, samplesArg = '5', modeArg = 'hover'] = process.argv.slice(2);
if (!rootA || !rootB) throw new Error('usage: navigation-ab.ts <rootA> <rootB> [samples] [hover|tap|both]');
const SAMPLES = Number(samplesArg);
const MODES: NavigationMode[] = modeArg === 'both' ? ['hover', 'tap'] : [modeArg as NavigationMode];

const servers = [await startBuiltServer({}, { root: rootA, quiet: true }), await startBuiltServer({}, { root: rootB, quiet: true })];
const browser = await launchBenchBrowser();
try {
  for (const navigation of NAVIGATION_CASES.filter((one) => one.name.includes(process.env.CASE ?? ''))) {
    for (const mode of MODES) {
      const results = await interleaved(SAMPLES, (which) => sample(browser, servers[which]!.url, navigation, mode));
      const show = (taken: NavigationSample[]) => {
        const painted = taken.map((one) => one.paintedMs);
        const frameStart = taken.map((one) => one.frameStartMs);
        return `median ${median(painted).toFixed(0).padStart(4)} [${painted.map((value) => value.toFixed(0)).join(' ')}] (frame start ${median(frameStart).toFixed(0)})`;
      };
      console.log(`${navigation.name} (${mode}): A ${show(results[0])} | B ${show(results[1])}`);
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}
