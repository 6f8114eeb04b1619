/**
 * The Testimonials carousel in the browser: wrapping previous/next, the caption, no buttons
 * for a single testimonial, a start chosen by the slides themselves that hydrates without a
 * warning (the fixture fails the test on any console error, React's hydration errors included),
 * and the same start where the carousel is first rendered in the browser (decision 010).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEFAULT_TESTIMONIALS, R3DLABS_TESTIMONIALS } from '../../client/components/testimonials/testimonials.ts';
import { href } from '../../shared/route-paths.ts';
import { contentStart } from '../../client/components/blocks/carousel-start.ts';

const NAMES = DEFAULT_TESTIMONIALS.map((item) => item.name);
const TOTAL = NAMES.length;
const SINGLE_NAME = R3DLABS_TESTIMONIALS[0]?.name ?? '';

function nameAt(index: number): string {
  return NAMES[index] ?? '';
}

function carousel(page: Page) {
  return page.getByRole('region', { name: 'What Our Clients Say' });
}

async function openHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1);
  return response;
}

async function shownIndex(page: Page): Promise<number> {
  const name = await carousel(page).getByTestId('testimonial-name').textContent();
  const index = NAMES.indexOf(name ?? '');
  expect(index, `"${name}" is one of the home testimonials`).toBeGreaterThanOrEqual(0);
  return index;
}

test('next and previous page through the testimonials and wrap around', async ({ page }) => {
  await openHydrated(page, '/');
  const region = carousel(page);
  const start = await shownIndex(page);
  await expect(region.getByTestId('carousel-caption')).toHaveText(`Showing ${start + 1} of ${TOTAL} reviews`);

  const next = region.getByRole('button', { name: 'Next testimonial' });
  const previous = region.getByRole('button', { name: 'Previous testimonial' });
  for (let step = 1; step <= TOTAL; step += 1) {
    await next.click();
    const expected = (start + step) % TOTAL;
    await expect(region.getByTestId('testimonial-name')).toHaveText(nameAt(expected));
    await expect(region.getByTestId('carousel-caption')).toHaveText(`Showing ${expected + 1} of ${TOTAL} reviews`);
  }
  // A full lap of "next" ends where it began; "previous" from there wraps backwards.
  for (let step = 1; step <= TOTAL; step += 1) {
    await previous.click();
    const expected = (start - step + TOTAL * 2) % TOTAL;
    await expect(region.getByTestId('testimonial-name')).toHaveText(nameAt(expected));
  }
  await expect(region.getByRole('group')).toHaveAttribute('aria-roledescription', 'slide');
  await expect(region.locator('[aria-live="polite"]')).toHaveCount(1);
});

test('the start the server chose is the one the browser shows after hydration', async ({ page }) => {
  const response = await openHydrated(page, '/');
  const serverHtml = (await response?.text()) ?? '';
  const serverStart = Number(/data-start="(\d+)"/.exec(serverHtml)?.[1]);
  expect(serverStart).toBe(contentStart(DEFAULT_TESTIMONIALS));
  expect(serverHtml).toContain(`Showing ${serverStart + 1} of ${TOTAL} reviews`);
  // After hydration the browser shows exactly what the server sent.
  expect(await shownIndex(page)).toBe(serverStart);
});

test('a carousel first rendered in the browser starts where the server would, whatever Math.random says', async ({ page }) => {
  // The page's Math.random is pinned to 0: a random draw would show the first slide, the content's start is another.
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
  const expected = contentStart(DEFAULT_TESTIMONIALS);
  expect(expected).not.toBe(0);
  await openHydrated(page, href('case-study-r3dlabs'));
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(carousel(page).getByTestId('testimonial-name')).toHaveText(nameAt(expected));
  await expect(carousel(page).getByTestId('carousel-caption')).toHaveText(`Showing ${expected + 1} of ${TOTAL} reviews`);
});

test('a single testimonial has no buttons', async ({ page }) => {
  await openHydrated(page, href('case-study-r3dlabs'));
  const region = page.getByRole('region', { name: 'What the Client Says' });
  await expect(region.getByTestId('testimonial-name')).toHaveText(SINGLE_NAME);
  await expect(region.getByTestId('carousel-caption')).toHaveText('1 review');
  await expect(region.getByRole('button')).toHaveCount(0);
});

test('after a client-side navigation the carousel still works', async ({ page }) => {
  await openHydrated(page, href('case-study-r3dlabs'));
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  const region = carousel(page);
  const start = await shownIndex(page);
  await region.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(region.getByTestId('testimonial-name')).toHaveText(nameAt((start + 1) % TOTAL));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('one quote shows, with no arrows that cannot work and no position caption', async ({ page }) => {
    await page.goto(href('home'));
    await expect(carousel(page).getByTestId('testimonial-name')).toBeVisible();
    await expect(carousel(page).getByRole('button')).toHaveCount(0);
    await expect(carousel(page).getByTestId('carousel-caption')).toBeHidden();
  });
});
