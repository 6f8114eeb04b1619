/**
 * The `test` every browser test uses: it records console errors and page errors (hydration
 * warnings included) and fails the test if any happened. A test that expects one (a 404
 * document logs "Failed to load resource") names it in `allowedConsoleErrors`.
 * With JavaScript on, `page.goto` also waits until React has taken over the page
 * (`hydrateRoot` called): from then on React handles a click even while hydration, a
 * transition (docs/decisions/066), is still under way. Before it, a click on a link would be
 * a plain page load.
 */
import { test as base, expect, type Page } from '@playwright/test';

/** True once the entry has called hydrateRoot, or on a document the app does not run on. */
function reactHasTakenOver(): boolean {
  const root = document.getElementById('root');
  if (!root || !document.querySelector('link[rel="preload"][as="script"]')) return true;
  return Object.keys(root).some((key) => key.startsWith('__reactContainer'));
}

async function gotoAndWaitForReact(page: Page, goto: Page['goto'], ...args: Parameters<Page['goto']>) {
  const response = await goto(...args);
  await page.waitForFunction(reactHasTakenOver);
  return response;
}

export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = (...args) => gotoAndWaitForReact(page, goto, ...args);
    }
    await provide(page);
  },
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
