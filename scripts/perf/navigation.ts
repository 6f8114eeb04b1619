/**
 * Click to new content of in-site navigations in Chromium on issue 24's phone-like profile
 * (DevTools throttling), each sample a fresh browser context whose first page is loaded until
 * hydrated, then a hovered click or a finger's tap. The time runs, inside the page, from the
 * click to the end of the first frame whose main heading changed, which is what a visitor sees.
 * With two servers (the bench's `--vs=<checkout>`), samples alternate A, B, B, A… so a busy
 * machine's load falls on both builds alike.
 */
import { chromium, type Browser, type CDPSession, type Locator, type Page } from '@playwright/test';
import { BLOG_FEED_PATH } from '../../shared/blog-data.ts';
import { href, postHref } from '../../shared/route-paths.ts';

/** Issue 24's profile: a mid-range phone on a slow mobile network. */
const PROFILE = { latencyMs: 150, downloadBytesPerS: 1_600_000 / 8, uploadBytesPerS: 750_000 / 8, cpuSlowdown: 4 };
/** How long a person's pointer rests on a link before clicking it. */
const HOVER_MS = 300;
/**
 * How long the finger of a tap stays down: a quick tap, which gives the site's touchstart
 * prefetch a little time (Playwright's tap() gives it none); TAP_HOLD_MS=0 is that strictest case.
 */
export const TAP_HOLD_MS = Number(process.env.TAP_HOLD_MS ?? 50);
/** After the first page's load: hydration, idle-time work and late requests are over. */
const SETTLE_TIMEOUT_MS = 30_000;
const SAMPLE_TIMEOUT_MS = 20_000;
/** Issue 24's target for a hovered navigation. */
export const MAX_HOVERED_MS = 100;

interface NavigationCase {
  name: string;
  from: string;
  /** href of the link clicked (the first visible one); empty for the first post on /blog. */
  to: string;
}

const NAVIGATION_CASES: NavigationCase[] = [
  { name: '/ → /about-us', from: '/', to: href('about-us') },
  { name: '/about-us → /kubernetes-vancouver-wa', from: href('about-us'), to: href('kubernetes') },
  { name: '/ → /blog', from: '/', to: href('blog') },
  { name: '/blog → a post', from: href('blog'), to: '' },
];

type NavigationMode = 'hover' | 'tap';

export interface NavigationRow {
  name: string;
  mode: NavigationMode;
  /** Which server: A (this checkout) or B (--vs). */
  build: 'A' | 'B';
  samplesMs: number[];
  medianMs: number;
  maxMs: number;
}

declare global {
  interface Window {
    __benchClickAt?: number;
    __benchPaintedAt?: number;
  }
}

/** In the page from its start (a string: tsx's transform may wrap a function in helpers the page lacks). */
const WATCH_CLICK_TO_CONTENT = `
  const heading = () => document.querySelector('main h1')?.textContent ?? '';
  addEventListener('click', () => {
    const before = heading();
    window.__benchClickAt = performance.now();
    const check = () => {
      if (heading() === before) return requestAnimationFrame(check);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (window.__benchPaintedAt = performance.now());
      channel.port2.postMessage(0);
    };
    requestAnimationFrame(check);
  }, { capture: true, once: true });
`;

async function applyProfile(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadBytesPerS,
    uploadThroughput: PROFILE.uploadBytesPerS,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  return cdp;
}

/** The link's centre: where a person points or taps. */
async function centreOf(link: Locator): Promise<{ x: number; y: number }> {
  const box = (await link.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function sample(browser: Browser, baseUrl: string, navigation: NavigationCase, mode: NavigationMode): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: mode === 'tap' });
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_CLICK_TO_CONTENT);
    const cdp = await applyProfile(page);
    await page.goto(baseUrl + navigation.from, { waitUntil: 'networkidle', timeout: SETTLE_TIMEOUT_MS });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: SETTLE_TIMEOUT_MS });
    // A post's link: under /blog/, but not the feed's (/blog lists it before the posts).
    const selector = navigation.to ? `a[href="${navigation.to}"]` : `main a[href^="${postHref('')}"]:not([href="${BLOG_FEED_PATH}"])`;
    const link = page.locator(selector).filter({ visible: true }).first();
    await link.scrollIntoViewIfNeeded();
    const at = await centreOf(link);
    // The raw pointer and touch, not locator.hover()/click(): their checks lengthened the hover and ran inside the timed click.
    if (mode === 'hover') {
      await page.mouse.move(at.x, at.y);
      // The scenario itself: a pointer resting on the link as a person's does.
      await page.waitForTimeout(HOVER_MS);
      await page.mouse.down();
      await page.mouse.up();
    } else {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
      // The scenario itself, as the hover's wait is: the finger on the glass.
      if (TAP_HOLD_MS > 0) await page.waitForTimeout(TAP_HOLD_MS);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    }
    await page.waitForFunction(() => window.__benchPaintedAt !== undefined, undefined, { timeout: SAMPLE_TIMEOUT_MS });
    return await page.evaluate(() => window.__benchPaintedAt! - window.__benchClickAt!);
  } finally {
    await context.close();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Every case in both modes, `samples` times each per server (one server, or A and B interleaved). */
export async function measureNavigations(
  baseUrls: readonly [string] | readonly [string, string],
  samples: number,
  log: (message: string) => void,
): Promise<NavigationRow[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
  });
  const rows: NavigationRow[] = [];
  try {
    for (const navigation of NAVIGATION_CASES) {
      for (const mode of ['hover', 'tap'] as const) {
        const taken = baseUrls.map((): number[] => []);
        for (let index = 0; index < samples; index += 1) {
          const order = index % 2 ? [...baseUrls.keys()].reverse() : [...baseUrls.keys()];
          for (const which of order) taken[which]!.push(await sample(browser, baseUrls[which]!, navigation, mode));
        }
        for (const [which, samplesMs] of taken.entries()) {
          const row: NavigationRow = {
            name: navigation.name,
            mode,
            build: which === 0 ? 'A' : 'B',
            samplesMs,
            medianMs: median(samplesMs),
            maxMs: Math.max(...samplesMs),
          };
          log(`navigation ${row.name} (${mode}, ${row.build}): median ${row.medianMs.toFixed(0)} ms, max ${row.maxMs.toFixed(0)} ms`);
          rows.push(row);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
