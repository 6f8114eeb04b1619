/**
 * What the browser alone needs for a hovered in-site navigation, under issue 24's profile: the
 * floor any client code stays above. Not part of the bench: a tool for judging how far the
 * site's navigation figures can go (docs/decisions/093, ninth addendum).
 *
 *   npm run build && node --import tsx scripts/perf/navigation-floor.ts [from] [to] [samples]
 *
 * Each sample loads `from` under the profile, parses the server's HTML of `to` ahead of time and
 * keeps its <main> as a <template>, scrolls to a link to `to`, rests the pointer on it until the
 * page is quiet (nothing left to fetch or build), then clicks. The click does only what any
 * framework must: the old <main> content out, a copy of the new one in, the window back to the
 * top. No React, no data, no code to load. Timed like the bench: from the click to the end of the
 * rendering of the next frame (a message posted from its animation callback).
 *
 * The new page goes in whole: the site renders only a page's first screen in the click
 * (client/navigation/below-first-screen.tsx), so the floor for that is a little lower still.
 * Environment: ROOT (another checkout's build).
 */
import { startBuiltServer } from '../../tests/support/start-built-server.ts';
import { href } from '../../shared/route-paths.ts';
import { applyProfile, clickWhereThePointerIs, launchBenchBrowser, median, pointerTo } from './navigation.ts';

const [from = href('home'), to = href('blog'), samplesArg = '7'] = process.argv.slice(2);
/** Long enough for the lazy images the scroll starts to arrive and be built. */
const QUIET_MS = 1500;

declare global {
  interface Window {
    __floorSwap?: () => void;
    __floorPaintedMs?: number;
  }
}

/** In the page: a click runs the prepared swap instead of the site's own handling. A string: see navigation.ts. */
const SWAP_ON_CLICK = `
  addEventListener('click', (event) => {
    if (!window.__floorSwap) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const clickAt = performance.now();
    window.__floorSwap();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (window.__floorPaintedMs = performance.now() - clickAt);
      channel.port2.postMessage(0);
    });
  }, { capture: true });
`;

const server = await startBuiltServer({}, { quiet: true, ...(process.env.ROOT ? { root: process.env.ROOT } : {}) });
const browser = await launchBenchBrowser();
const samples: number[] = [];
try {
  for (let index = 0; index < Number(samplesArg); index += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.addInitScript(SWAP_ON_CLICK);
      await applyProfile(page);
      await page.goto(server.url + from, { waitUntil: 'networkidle', timeout: 30_000 });
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      await page.evaluate(async (path) => {
        const html = await (await fetch(path)).text();
        const next = new DOMParser().parseFromString(html, 'text/html').querySelector('main');
        if (!next) throw new Error(`${path} has no <main>`);
        const template = document.createElement('template');
        template.innerHTML = next.innerHTML;
        window.__floorSwap = () => {
          document.querySelector('main')!.replaceChildren(template.content.cloneNode(true));
          if (window.scrollY !== 0) window.scrollTo(0, 0);
        };
      }, to);
      const link = page.locator(`a[href="${to}"]`).filter({ visible: true }).first();
      await link.scrollIntoViewIfNeeded();
      await pointerTo(link);
      // The scenario itself: a page with nothing left to do when the click comes.
      await page.waitForTimeout(QUIET_MS);
      await clickWhereThePointerIs(page);
      await page.waitForFunction(() => window.__floorPaintedMs !== undefined, undefined, { timeout: 20_000 });
      samples.push(await page.evaluate(() => window.__floorPaintedMs!));
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(
  `${from} → ${to}, the browser alone: median ${median(samples).toFixed(0)} ms [${samples.map((value) => value.toFixed(0)).join(' ')}]`,
);
