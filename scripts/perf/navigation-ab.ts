/**
 * Two builds' navigation figures side by side, samples interleaved (A, B, A, B, …) so a busy
 * machine's load falls on both alike: `node --import tsx scripts/perf/navigation-ab.ts
 * <rootA> <rootB> [samples] [hover|tap|both]`, each root a checkout with a production build in
 * dist/ (npm run build). Same cases and profile as the bench (navigation.ts).
 */
import { chromium } from '@playwright/test';
import { startBuiltServer } from '../../tests/support/start-built-server.ts';
import { NAVIGATION_CASES, sample, type NavigationMode } from './navigation.ts';

const [rootA, rootB, samplesArg = '5', modeArg = 'hover'] = process.argv.slice(2);
if (!rootA || !rootB) throw new Error('usage: navigation-ab.ts <rootA> <rootB> [samples] [hover|tap|both]');
const SAMPLES = Number(samplesArg);
const MODES: NavigationMode[] = modeArg === 'both' ? ['hover', 'tap'] : [modeArg as NavigationMode];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const servers = [await startBuiltServer({}, { root: rootA, quiet: true }), await startBuiltServer({}, { root: rootB, quiet: true })];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
});
try {
  for (const navigation of NAVIGATION_CASES) {
    for (const mode of MODES) {
      const results: number[][] = [[], []];
      for (let index = 0; index < SAMPLES; index += 1) {
        for (const which of index % 2 ? [1, 0] : [0, 1]) results[which]!.push(await sample(browser, servers[which]!.url, navigation, mode));
      }
      const show = (values: number[]) =>
        `median ${median(values).toFixed(0).padStart(4)} [${values.map((value) => value.toFixed(0)).join(' ')}]`;
      console.log(`${navigation.name} (${mode}): A ${show(results[0]!)} | B ${show(results[1]!)}`);
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}
