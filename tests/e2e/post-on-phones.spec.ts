/**
 * A post on a phone: its wide table and code block scroll sideways inside the prose column,
 * show that they do (scroll shadows), can be reached and scrolled by keyboard and are named
 * regions; the breadcrumb wraps between items and never starts a line with its separator.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { postHref } from '../../shared/route-paths.ts';

const POST = postHref('kubernetes-for-small-teams');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const overflows = (region: Locator) => region.evaluate((element) => element.scrollWidth > element.clientWidth);
const scrollLeft = (region: Locator) => region.evaluate((element) => element.scrollLeft);
const shadowLayers = (region: Locator) =>
  region.evaluate((element) => getComputedStyle(element).backgroundImage.match(/radial-gradient/g)?.length ?? 0);

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const [kind, name] of [
    ['table', 'Table 1: Option, Good for, Ops effort, Typical monthly floor'],
    ['code block', 'Code sample 1'],
  ] as const) {
    test(`the ${kind} is a named, focusable region that shows it scrolls and scrolls by keyboard`, async ({ page }) => {
      await page.goto(POST);
      const region = page.getByRole('region', { name });
      await expect(region).toHaveAttribute('tabindex', '0');
      expect(await overflows(region)).toBe(true);
      expect(await shadowLayers(region)).toBe(2);
      await region.focus();
      await expect(region).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => scrollLeft(region)).toBeGreaterThan(0);
    });
  }

  test('Tab reaches the table region', async ({ page }) => {
    await page.goto(POST);
    const region = page.getByRole('region', { name: /^Table 1/ });
    // Start from the post's category link above the body, then Tab forward.
    await page.getByRole('link', { name: 'Cloud & DevOps' }).first().focus();
    let reached = false;
    for (let step = 0; step < 20 && !reached; step += 1) {
      await page.keyboard.press('Tab');
      reached = await region.evaluate((element) => element === document.activeElement);
    }
    expect(reached).toBe(true);
  });

  test('the breadcrumb wraps between items and no line starts with a separator', async ({ page }) => {
    await page.goto(POST);
    const items = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li');
    await expect(items).toHaveCount(3);
    const boxes = await items.evaluateAll((elements) =>
      elements.map((element) => {
        const rects = [...element.getClientRects()];
        const box = (selector: string) => {
          const rect = element.querySelector(selector)?.getBoundingClientRect();
          return rect && { top: rect.top, left: rect.left, right: rect.right };
        };
        const separator = box('[aria-hidden="true"]');
        const link = box('a');
        return { top: rects[0]!.top, separator, link };
      }),
    );
    // The title wrapped onto a line of its own ...
    expect(boxes[2]!.top).toBeGreaterThan(boxes[0]!.top);
    // ... and each separator follows its link on the link's line: it may end a line, never start one.
    for (const { separator, link } of boxes.slice(0, -1)) {
      expect(separator!.top).toBe(link!.top);
      expect(separator!.left).toBeGreaterThanOrEqual(link!.right);
    }
  });

  test('the post has no axe violations', async ({ page }) => {
    await page.goto(POST);
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the table fits the column: nothing to scroll, still a focusable region', async ({ page }) => {
    await page.goto(POST);
    const region = page.getByRole('region', { name: /^Table 1/ });
    expect(await overflows(region)).toBe(false);
    await expect(region).toHaveAttribute('tabindex', '0');
  });
});
