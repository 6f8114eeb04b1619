/**
 * The `test` every browser test uses: it records console errors and page errors (hydration
 * warnings included) and fails the test if any happened. A test that expects one (a 404
 * document logs "Failed to load resource") names it in `allowedConsoleErrors`.
 * With JavaScript on, `page.goto` also waits until React has hydrated the page: the app
 * router marks `<html data-hydrated>` in its first effect, after hydration committed. Before
 * it, a click on a link would be a plain page load. The wait has the goto's own timeout, so
 * a page whose scripts never run fails the goto (tests/e2e/fixtures.spec.ts).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { ROUTE_STATE_ELEMENT_ID } from '../../shared/route-data.ts';

/** True once the app has marked <html>, or on a document the app does not run on (no page state). */
function reactHasTakenOver(stateElementId: string): boolean {
  if (!document.getElementById(stateElementId)) return true;
  return document.documentElement.hasAttribute('data-hydrated');
}

async function gotoAndWaitForReact(page: Page, goto: Page['goto'], ...args: Parameters<Page['goto']>) {
  const response = await goto(...args);
  await page.waitForFunction(reactHasTakenOver, ROUTE_STATE_ELEMENT_ID, { timeout: args[1]?.timeout });
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
