/**
 * Client navigations (docs/decisions/057): prefetch on intent, the title announced and the
 * focus moved to the new page, a page fetched ahead shown by the click itself, a page waited for
 * committed inside a View Transition (none under reduced motion), scroll kept for Back/Forward,
 * a full load when a page's code is gone (the back/forward cache: back-forward-cache.spec.ts).
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PAGE_FILES_ELEMENT_ID, type PageFiles } from '../../shared/page-files.ts';
import { href } from '../../shared/route-paths.ts';

const ROUTE_DATA = '/api/route-data';

/** Every /api/route-data request of the page, with whether it was marked as a prefetch. */
function recordRouteData(page: Page): Array<{ path: string; prefetch: boolean }> {
  const seen: Array<{ path: string; prefetch: boolean }> = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname !== ROUTE_DATA) return;
    seen.push({ path: url.searchParams.get('path') ?? '', prefetch: request.headers()['purpose'] === 'prefetch' });
  });
  return seen;
}

/**
 * Each page's module files, from the list the server writes in every document. Tests count
 * requests for these only: the monitoring's own chunk (web-vitals) loads whenever the browser
 * is next idle, which on a busy machine can be in the middle of a test.
 */
function readPageFiles(page: Page): Promise<Required<PageFiles>> {
  return page.evaluate((id) => JSON.parse(document.getElementById(id)!.textContent!) as Required<PageFiles>, PAGE_FILES_ELEMENT_ID);
}

/** The paths of the requests for any page's module files from now on. */
async function recordPageFileRequests(page: Page): Promise<string[]> {
  const pageFiles = new Set(Object.values(await readPageFiles(page)).flat());
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (pageFiles.has(path)) seen.push(path);
  });
  return seen;
}

/** The prefetching code loads once the first page is idle: intent before that is not acted on. */
async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** The visitor asks to save data (Save-Data): nothing is fetched ahead, neither on intent nor at idle. */
async function savingData(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
}

/** Every request takes this long a round trip from now on. */
async function roundTrip(page: Page, latency: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
}

test.describe('prefetch on intent', () => {
  test('a pointer resting on a link fetches its data, and the click uses it: no second request', async ({ page }) => {
    const routeData = recordRouteData(page);
    await gotoReady(page, '/');
    const chunks = await recordPageFileRequests(page);
    const link = page.locator(`header nav a[href="${href('about-us')}"]`);
    await link.hover();
    await expect.poll(() => routeData).toEqual([{ path: href('about-us'), prefetch: true }]);
    // The page's code came with it (the home page had not loaded the about page's chunk).
    await expect.poll(() => chunks.length).toBeGreaterThan(0);
    await link.click();
    await expect(page.locator('main h1')).toHaveText('About Us');
    expect(routeData).toEqual([{ path: href('about-us'), prefetch: true }]);
  });

  test("the code pages share is fetched once the page is idle, so a hover fetches only the page's own file", async ({ page }) => {
    await gotoReady(page, href('about-us'));
    // A service page is built of shared blocks the about page does not use.
    const serviceFiles = (await readPageFiles(page))['kubernetes'];
    const notYetLoaded = () =>
      page.evaluate(
        (hrefs) => hrefs.filter((href) => !performance.getEntriesByName(new URL(href, location.href).href).length),
        serviceFiles,
      );
    // All of them but the page's own module.
    await expect.poll(notYetLoaded).toEqual([expect.stringMatching(/^\/assets\/.+\.js$/)]);
    const own = await notYetLoaded();
    const chunks = await recordPageFileRequests(page);
    await page.locator(`footer a[href="${href('kubernetes')}"]`).hover();
    await expect.poll(() => chunks).toEqual(own);
  });

  test('focus and touch fetch ahead too', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, hasTouch: true });
    const page = await context.newPage();
    const routeData = recordRouteData(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.locator(`header nav a[href="${href('about-us')}"]`).focus();
    await expect.poll(() => routeData).toContainEqual({ path: href('about-us'), prefetch: true });
    const card = page.locator(`main a[href="${href('case-study-r3dlabs')}"]`).first();
    await card.scrollIntoViewIfNeeded();
    await card.dispatchEvent('touchstart', { touches: [], changedTouches: [], targetTouches: [] });
    await expect.poll(() => routeData).toContainEqual({ path: href('case-study-r3dlabs'), prefetch: true });
    await context.close();
  });

  test('never for the contact page, /api, other sites, or the page shown', async ({ page }) => {
    const routeData = recordRouteData(page);
    await gotoReady(page, '/');
    // Links of each kind, added to the page so the test needs no particular copy.
    const targets = [href('contact'), href('contacts'), '/api/reviews', 'https://example.org/elsewhere', '/blog/rss.xml', '/'];
    await page.evaluate((targets) => {
      for (const href of targets) {
        const anchor = document.createElement('a');
        anchor.href = href;
        anchor.textContent = href;
        anchor.className = 'probe block p-2';
        document.querySelector('main')!.prepend(anchor);
      }
    }, targets);
    for (const probe of await page.locator('a.probe').all()) {
      await probe.hover();
      await probe.focus();
    }
    // Then a link that is fetched ahead: once its request is seen, the others would have been too.
    await page.locator(`header nav a[href="${href('about-us')}"]`).focus();
    await expect.poll(() => routeData.length).toBeGreaterThan(0);
    expect(routeData).toEqual([{ path: href('about-us'), prefetch: true }]);
  });

  test('nothing under Save-Data', async ({ page }) => {
    await savingData(page);
    const routeData = recordRouteData(page);
    // From the start: the shared files would be fetched once the first page is idle.
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await gotoReady(page, '/');
    // Other pages' files: the home page's own came with its document.
    const files = await readPageFiles(page);
    const otherPagesFiles = new Set(Object.values(files).flat());
    for (const file of files.home) otherPagesFiles.delete(file);
    const link = page.locator(`header nav a[href="${href('about-us')}"]`);
    await link.hover();
    await link.focus();
    // A request for the page's code or data would have started in the intent's own task.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(requested.filter((file) => otherPagesFiles.has(file))).toEqual([]);
    expect(routeData).toEqual([]);
    await link.click();
    await expect(page.locator('main h1')).toHaveText('About Us');
    // The click's own request, and nothing before it.
    expect(routeData).toEqual([{ path: href('about-us'), prefetch: false }]);
  });
});

test.describe('announced and focused', () => {
  test('the new title is announced politely and the focus is on the new heading', async ({ page }) => {
    await gotoReady(page, '/');
    const announcer = page.locator('#route-announcer');
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    await expect(announcer).toHaveText('');
    await page.locator(`header nav a[href="${href('about-us')}"]`).click();
    await expect(page.locator('main h1')).toHaveText('About Us');
    await expect(announcer).toHaveText(/^About Us \| /);
    await expect(announcer).toHaveText(await page.title());
    await expect.poll(() => page.evaluate(() => document.activeElement === document.querySelector('main h1'))).toBe(true);
    // The next Tab starts in the new page, not back in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
  });

  test('Back announces and focuses the page returned to', async ({ page }) => {
    await gotoReady(page, href('about-us'));
    await page
      .locator(`header nav a[href="${href('home')}"]`)
      .first()
      .click();
    await expect(page).toHaveURL((url) => url.pathname === href('home'));
    // The URL changes at once, the page once its data is in: Back before that is no page change.
    await expect(page.locator('main h1')).not.toHaveText('About Us');
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText('About Us');
    await expect(page.locator('#route-announcer')).toHaveText(/^About Us \| /);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  });
});

test("a client navigation asks for all of its page's files at once, not import by import", async ({ page }) => {
  // Nothing fetched ahead (no hover prefetch, no shared files at idle): the click loads them all.
  await savingData(page);
  await gotoReady(page, '/');
  // A round trip long enough that a file asked for only once another arrived shows up.
  await roundTrip(page, 200);
  const pageFiles = new Set(Object.values(await readPageFiles(page)).flat());
  const asked: Array<{ url: string; at: number; done?: number }> = [];
  page.on('request', (request) => {
    if (pageFiles.has(new URL(request.url()).pathname)) asked.push({ url: request.url(), at: Date.now() });
  });
  page.on('requestfinished', (request) => {
    const entry = asked.find((item) => item.url === request.url() && item.done === undefined);
    if (entry) entry.done = Date.now();
  });
  // A service page: its chunk imports shared chunks the home page never loaded.
  await page.locator(`footer a[href="${href('kubernetes')}"]`).click();
  await expect(page.locator('main h1')).toContainText('Kubernetes');
  expect(asked.length).toBeGreaterThan(1);
  const lastAsked = Math.max(...asked.map((item) => item.at));
  const firstDone = Math.min(...asked.map((item) => item.done ?? Infinity));
  expect(lastAsked, asked.map((item) => `${item.url} +${item.at - asked[0]!.at} ms`).join('\n')).toBeLessThan(firstDone);
});

test.describe('page changes', () => {
  /** Counts document.startViewTransition calls (the browser's own, wrapped). */
  const countTransitions = () => {
    const start = document.startViewTransition?.bind(document);
    (window as unknown as { transitions: number }).transitions = 0;
    if (start)
      document.startViewTransition = ((update: ViewTransitionUpdateCallback) => {
        (window as unknown as { transitions: number }).transitions += 1;
        return start(update);
      }) as typeof document.startViewTransition;
  };
  /** The main heading in the first task after the click: what the click's own task committed. */
  const headingAfterClick = () => {
    addEventListener(
      'click',
      () => setTimeout(() => ((window as unknown as { heading?: string }).heading = document.querySelector('main h1')?.textContent ?? '')),
      { capture: true },
    );
  };

  const transitions = (page: Page) => page.evaluate(() => (window as unknown as { transitions: number }).transitions);

  test('a page that had to be waited for commits inside a View Transition', async ({ page }) => {
    // Nothing fetched ahead: the pointer crossing the link on its way to the click would start a
    // prefetch, and on a busy machine its answer could be in before the click.
    await savingData(page);
    await page.addInitScript(countTransitions);
    await gotoReady(page, '/');
    // A round trip a visitor notices: the page arrives well over 100 ms after the click.
    await roundTrip(page, 300);
    await page.locator(`header nav a[href="${href('about-us')}"]`).click();
    await expect(page.locator('main h1')).toHaveText('About Us');
    expect(await transitions(page)).toBe(1);
  });

  test('none under prefers-reduced-motion: reduce', async ({ page }) => {
    await savingData(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript(countTransitions);
    await gotoReady(page, '/');
    // A round trip a visitor notices: the page arrives well over 100 ms after the click.
    await roundTrip(page, 300);
    await page.locator(`header nav a[href="${href('about-us')}"]`).click();
    await expect(page.locator('main h1')).toHaveText('About Us');
    expect(await transitions(page)).toBe(0);
  });

  test('a page fetched ahead is shown by the click itself, without a View Transition', async ({ page }) => {
    await page.addInitScript(countTransitions);
    await page.addInitScript(headingAfterClick);
    await gotoReady(page, '/');
    const link = page.locator(`header nav a[href="${href('about-us')}"]`);
    const prefetched = page.waitForResponse((response) => response.url().includes(ROUTE_DATA));
    await link.hover();
    await prefetched;
    await page.waitForLoadState('networkidle');
    await link.click();
    await expect(page.locator('main h1')).toHaveText('About Us');
    expect(await page.evaluate(() => (window as unknown as { heading?: string }).heading)).toBe('About Us');
    expect(await transitions(page)).toBe(0);
  });

  test('the newest navigation wins: a page answered late never replaces the one clicked after it', async ({ page }) => {
    // A commit without a View Transition: it happens as soon as the answer is read.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoReady(page, '/');
    const lateData = (url: URL) => url.pathname === ROUTE_DATA && url.searchParams.get('path') === href('about-us');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(lateData, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator(`header nav a[href="${href('about-us')}"]`).click();
    await page.locator(`footer a[href="${href('kubernetes')}"]`).click();
    await expect(page.locator('main h1')).toContainText('Kubernetes');
    const answered = page.waitForResponse((response) => lateData(new URL(response.url())));
    release();
    await (await answered).finished();
    // The late answer read and handled: a frame, then a task after it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    await expect(page.locator('main h1')).toContainText('Kubernetes');
    await expect(page).toHaveURL(new RegExp(`${href('kubernetes')}$`));
  });
});

test('a page change renders and lays out the part in view first, and the whole page right after', async ({ page }) => {
  // Once the new page's first frame is rendered: was the footer (far below) skipped for rendering?
  await page.addInitScript(() => {
    const seen: Array<{ changing: boolean; footerRendered: boolean }> = [];
    const blocks = () => [...document.querySelectorAll('main section.content-auto > div')];
    Object.assign(window, { seen, blocks, filledAtClick: -1 });
    new MutationObserver(() => {
      if (!document.documentElement.hasAttribute('data-page-change')) return;
      // Right after the click's task (its render included): which blocks have their content yet?
      const filled = blocks().filter((block) => block.childElementCount > 0).length;
      Object.assign(window, { filledAtClick: filled, blocksAtClick: blocks().length });
      // A task queued from the frame's animation callback runs once that frame is rendered.
      requestAnimationFrame(() =>
        setTimeout(() =>
          seen.push({
            changing: document.documentElement.hasAttribute('data-page-change'),
            footerRendered: document.querySelector('footer a')!.checkVisibility({ contentVisibilityAuto: true }),
          }),
        ),
      );
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-page-change'] });
  });
  await gotoReady(page, '/');
  // Rendered in full on the first load.
  expect(await page.evaluate(() => document.querySelector('footer a')!.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
  await page.locator(`header nav a[href="${href('about-us')}"]`).click();
  await expect(page.locator('main h1')).toHaveText('About Us');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { seen: unknown[] }).seen))
    .toEqual([{ changing: true, footerRendered: false }]);
  // The blocks below the top came after the click's task, each with its content.
  type Blocks = { filledAtClick: number; blocksAtClick: number; blocks: () => Element[] };
  expect(await page.evaluate(() => (window as unknown as Blocks).filledAtClick)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as Blocks).blocksAtClick)).toBeGreaterThan(1);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Blocks).blocks().every((block) => block.childElementCount > 0)))
    .toBe(true);
  // Then, once idle, the whole page: the footer is laid out though still out of view.
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-page-change'))).toBe(false);
  // (The browser unlocks the skipped parts at its next rendering update after that.)
  await expect
    .poll(() => page.evaluate(() => document.querySelector('footer a')!.checkVisibility({ contentVisibilityAuto: true })))
    .toBe(true);
  expect(await page.evaluate(() => document.querySelector('footer')!.getBoundingClientRect().top)).toBeGreaterThan(800);
});

test('the blog list shows its first row in the page change, and its other cards right after', async ({ page }) => {
  await page.addInitScript(() => {
    const cards = () => document.querySelectorAll('main li > article').length;
    Object.assign(window, { cards, cardsAtChange: -1 });
    new MutationObserver(() => {
      // Right after the task that rendered the new page: how many cards does it have yet?
      if (document.documentElement.hasAttribute('data-page-change')) Object.assign(window, { cardsAtChange: cards() });
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-page-change'] });
  });
  await gotoReady(page, '/');
  await page.locator(`main a[href="${href('blog')}"]`).click();
  await expect(page.locator('main h1')).toHaveText('Blog');
  type Cards = { cards: () => number; cardsAtChange: number };
  // Every card comes, and the list's first row came before the others.
  const posts = page.locator('main li > article');
  await expect.poll(() => page.evaluate(() => (window as unknown as Cards).cardsAtChange)).toBeGreaterThan(0);
  await expect(posts.first()).toBeVisible();
  await expect.poll(() => posts.count()).toBeGreaterThan(await page.evaluate(() => (window as unknown as Cards).cardsAtChange));
  await expect(page.locator('main li[aria-hidden="true"]')).toHaveCount(0);
});

test.describe('scroll and history', () => {
  test('Back returns to where the visitor was; a fragment link lands on its target', async ({ page }) => {
    await gotoReady(page, href('about-us'));
    const link = page.locator(`footer a[href="${href('kubernetes')}"]`);
    await link.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    await link.click();
    await expect(page.locator('main h1')).toContainText('Kubernetes');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText('About Us');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    await page.goForward();
    await expect(page.locator('main h1')).toContainText('Kubernetes');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a fragment link lands on its target, on this page and when history brings another page with a fragment', async ({ page }) => {
    await gotoReady(page, href('ai-consulting'));
    await page.getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/#process$/);
    await expect(page.locator('#process')).toBeInViewport();
    await page.locator(`header nav a[href="${href('about-us')}"]`).click();
    await expect(page.locator('main h1')).toHaveText('About Us');
    // An entry for another page with a fragment that was never shown here (no saved position).
    await page.evaluate(
      (withFragment) => {
        window.history.pushState({ usr: null, key: 'entry-with-fragment' }, '', withFragment);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      href('web-development', { hash: 'process' }),
    );
    await expect(page.locator('main h1')).toContainText('Web Development');
    await expect(page.locator('#process')).toBeInViewport();
  });
});

test.describe('links', () => {
  test('a plain click navigates in the page; a link to the address shown adds no history entry; a modified click is the browser’s', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
    const historyLength = () => page.evaluate(() => history.length);
    const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

    await page.locator(`header nav a[href="${href('about-us')}"]`).click();
    await expect(page.locator('main h1')).toHaveText('About Us');
    expect(await sameDocument()).toBe(true);
    const entries = await historyLength();

    // The address shown: replaced, not added again (Back then leaves the page, as with any site).
    await page.locator(`header nav a[href="${href('about-us')}"]`).click();
    await expect(page).toHaveURL((url) => url.pathname === href('about-us'));
    expect(await historyLength()).toBe(entries);

    // Ctrl/Cmd+click: left to the browser (a new tab), the page stays.
    await page.evaluate(() =>
      window.addEventListener('click', (event) => ((window as unknown as { handled?: boolean }).handled = event.defaultPrevented)),
    );
    await page.locator(`footer a[href="${href('kubernetes')}"]`).click({ modifiers: ['ControlOrMeta'] });
    expect(await page.evaluate(() => (window as unknown as { handled?: boolean }).handled)).toBe(false);
    await expect(page).toHaveURL((url) => url.pathname === href('about-us'));
    expect(await sameDocument()).toBe(true);
    await page.locator(`footer a[href="${href('kubernetes')}"]`).click();
    expect(await page.evaluate(() => (window as unknown as { handled?: boolean }).handled)).toBe(true);
    await expect(page.locator('main h1')).toContainText('Kubernetes');
  });
});

test.describe('a page whose code is gone (a deploy since the tab opened)', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('is loaded in full instead of showing an error', async ({ page }) => {
    // Nothing fetched ahead: the click is the first to ask for the page's code.
    await savingData(page);
    await gotoReady(page, '/');
    await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
    let gone = true;
    await page.route('**/assets/*.js', (route) => (gone ? route.fulfill({ status: 404, body: '' }) : route.continue()));
    const fullLoad = page.waitForRequest((request) => {
      const isDocument = request.isNavigationRequest() && new URL(request.url()).pathname === href('about-us');
      // The new document finds the files of the new deploy.
      if (isDocument) gone = false;
      return isDocument;
    });
    await page.locator(`header nav a[href="${href('about-us')}"]`).click();
    await fullLoad;
    await expect(page.locator('main h1')).toHaveText('About Us');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  });
});

test.describe('the first page', () => {
  /** Every element the page removes from #root before it is marked hydrated. */
  const recordRemovalsBeforeHydration = () => {
    const removed: string[] = ((window as unknown as { removed: string[] }).removed = []);
    new MutationObserver((records) => {
      if (document.documentElement.hasAttribute('data-hydrated')) return;
      for (const record of records) {
        const inRoot = record.target instanceof Element && record.target.closest('#root') !== null;
        for (const node of record.removedNodes) if (inRoot && node instanceof Element) removed.push(node.tagName);
      }
    }).observe(document, { childList: true, subtree: true });
  };

  test("hydrates the server's HTML in place: the page's code is loaded before React Router starts", async ({ page }) => {
    await page.addInitScript(recordRemovalsBeforeHydration);
    await page.goto(href('kubernetes'));
    await expect(page.locator('main h1')).toContainText('Kubernetes');
    // A page without its code at the start would suspend: React would replace the server's tree.
    expect(await page.evaluate(() => (window as unknown as { removed: string[] }).removed)).toEqual([]);
  });
});
