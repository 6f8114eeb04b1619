/**
 * What the browser alone needs for a hovered in-site navigation, under issue 24's profile: the
 * floor any client code stays above. Not part of the bench: a tool for judging how far the
 * site's navigation figures can go (docs/decisions/057).
 *
 *   npm run build && node --import tsx scripts/perf/navigation-floor.ts [from] [to] [samples]
 *
 * Each sample loads `from` under the profile, parses the server's HTML of `to` ahead of time and
 * keeps its <main> as a <template>, scrolls to a link to `to`, rests the pointer on it until the
 * page is quiet (nothing left to fetch or build), then clicks. The click does only what any
 * framework must: the old <main> content out, a copy of the new one in, the window back to the
 * top. No React, no data, no code to load. Timed as the bench times it (WATCH_CLICK_TO_CONTENT):
 * from the click to the end of the rendering of the frame with the new heading.
 *
 * The new page goes in whole: the site renders only a page's first screen in the click
 * (client/navigation/below-first-screen.tsx), so the floor for that is a little lower still.
 * Environment: ROOT (another checkout's build).
 */
import { startBuiltServer } from '../../tests/support/start-built-server.ts';
import { href } from '../../shared/route-paths.ts';
import {
  clickToContent,
  clickWhereThePointerIs,
  launchBenchBrowser,
  median,
  openUnderProfile,
  pointerTo,
  WATCH_CLICK_TO_CONTENT,
} from './navigation.ts';

const [from = href('home'), to = href('blog'), samplesArg = '7'] = process.argv.slice(2);
/** Long enough for the lazy images the scroll starts to arrive and be built. */
const QUIET_MS = 1500;

declare global {
  interface Window {
    __floorSwap?: () => void;
  }
}

/**
 * In the page: a click runs the prepared swap instead of the site's own handling. Added after the
 * bench's watcher, which has stamped the click by then. A string: see WATCH_CLICK_TO_CONTENT.
 */
const SWAP_ON_CLICK = `
  addEventListener('click', (event) => {
    if (!window.__floorSwap) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    window.__floorSwap();
  }, { capture: true });
`;

const server = await startBuiltServer({}, { quiet: true, ...(process.env.ROOT ? { root: process.env.ROOT } : {}) });
const browser = await launchBenchBrowser();
const samples: number[] = [];
try {
  for (let index = 0; index < Number(samplesArg); index += 1) {
    const { context, page } = await openUnderProfile(browser, server.url + from, [WATCH_CLICK_TO_CONTENT, SWAP_ON_CLICK]);
    try {
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
      samples.push((await clickToContent(page)).paintedMs);
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
