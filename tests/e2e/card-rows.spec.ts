/**
 * Cards in one row line up: every blog card gives its category a line of its own, so titles share
 * a top and nothing is cut; a short last row (service cards, a post's related posts) is centred, never a hole.
 */
import type { Locator, Page } from '@playwright/test';
import { BLOG_FEED_PATH } from '../../shared/blog-data.ts';
import { href, postHref } from '../../shared/route-paths.ts';
import { expect, test } from './fixtures.ts';

/** Top of each card's title, grouped by the top of its card (one group per row). */
async function titleTopsByRow(page: Page): Promise<number[][]> {
  const boxes = await page
    .locator('main article')
    .evaluateAll((cards) =>
      cards.map((card) => [card.getBoundingClientRect().top, card.querySelector('h2, h3')?.getBoundingClientRect().top ?? 0] as const),
    );
  const rows = new Map<number, number[]>();
  for (const [cardTop, titleTop] of boxes) rows.set(Math.round(cardTop), [...(rows.get(Math.round(cardTop)) ?? []), Math.round(titleTop)]);
  return [...rows.values()];
}

for (const width of [1280, 1024, 768]) {
  test(`at ${width} px the titles of a row of blog cards line up`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(href('blog'));
    const rows = await titleTopsByRow(page);
    expect(
      rows.some((row) => row.length > 1),
      'some row holds several cards',
    ).toBe(true);
    for (const row of rows) expect(new Set(row).size, `title tops ${row.join(', ')}`).toBe(1);
  });
}

/** Text in a card that is cut: wider than its box (an ellipsis), or reaching past the card's edge. */
async function cutTexts(page: Page): Promise<string[]> {
  return page.locator('main article').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const edge = card.getBoundingClientRect().right;
      // Text of its own, shown (the screen readers' words are a 1 px box on purpose).
      const withText = [...card.querySelectorAll('*')].filter(
        (element) =>
          element.getBoundingClientRect().width > 1 &&
          [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()),
      );
      return withText
        .filter((element) => element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().right > edge)
        .map((element) => element.textContent!.trim());
    }),
  );
}

for (const width of [1280, 1024, 768, 375]) {
  test(`at ${width} px every blog card shows its category, date and title whole`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [href('blog'), href('home')]) {
      await page.goto(path);
      await expect(page.locator('main article').first()).toBeVisible();
      expect(await cutTexts(page), path).toEqual([]);
    }
  });
}

/** Space left and right of a list's last row of cards, the width of one of its cards, and the list's. */
async function lastRowGaps(list: Locator): Promise<{ left: number; right: number; width: number; listWidth: number }> {
  const listBox = (await list.boundingBox())!;
  const cards = await list
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  const lastTop = Math.max(...cards.map((card) => Math.round(card.top)));
  const row = cards.filter((card) => Math.round(card.top) === lastTop);
  const left = Math.min(...row.map((card) => card.left)) - listBox.x;
  const right = listBox.x + listBox.width - Math.max(...row.map((card) => card.right));
  return { left, right, width: row[0]!.width, listWidth: listBox.width };
}

test('at 1280 px a short last row of service cards is centred, leaving no hole at its end', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(href('software-development'));
  const { left, right } = await lastRowGaps(page.locator('#services ul').first());
  expect(Math.abs(left - right), `last row gaps ${left} and ${right}`).toBeLessThanOrEqual(1);
});

const RELATED_LIST = 'section[aria-labelledby="related-posts-heading"] > ul';

/** Every post the blog lists, with how many related posts each shows. */
async function relatedCounts(page: Page): Promise<Map<string, number>> {
  await page.goto(href('blog'));
  const paths = await page
    .locator(`main a[href^="${postHref('')}"]:not([href="${BLOG_FEED_PATH}"])`)
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
  const counts = new Map<string, number>();
  for (const path of paths) {
    await page.goto(path);
    counts.set(path, await page.locator(`${RELATED_LIST} > li`).count());
  }
  return counts;
}

test('one related post, or a short last row of them, is centred; on a phone each card is full width', async ({ page }) => {
  const counts = await relatedCounts(page);
  const single = [...counts].find(([, count]) => count === 1)?.[0];
  const odd = [...counts].find(([, count]) => count === 3)?.[0];
  expect(single, `a post with exactly one related post among ${[...counts.values()].join(', ')}`).toBeDefined();
  for (const path of [single, odd].filter((path): path is string => path !== undefined)) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const wide = await lastRowGaps(page.locator(RELATED_LIST));
    expect(Math.abs(wide.left - wide.right), `${path}: gaps ${wide.left} and ${wide.right}`).toBeLessThanOrEqual(1);
    expect(wide.left, `${path}: the last row is not flush left`).toBeGreaterThan(wide.listWidth / 5);
    await page.setViewportSize({ width: 375, height: 800 });
    const phone = await lastRowGaps(page.locator(RELATED_LIST));
    expect(Math.abs(phone.width - phone.listWidth), `${path}: a card on a phone`).toBeLessThanOrEqual(1);
  }
});
