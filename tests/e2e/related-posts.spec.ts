/** "Related posts" under a post: one post or a short last row is centred, never half a row with a hole beside it. */
import type { Page } from '@playwright/test';
import { BLOG_FEED_PATH } from '../../shared/blog-data.ts';
import { href, postHref } from '../../shared/route-paths.ts';
import { expect, test } from './fixtures.ts';

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

/** Space left and right of the last row of cards inside the list. */
async function lastRowGaps(page: Page): Promise<{ left: number; right: number; width: number; listWidth: number }> {
  const list = page.locator(RELATED_LIST);
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

test('one related post, or a short last row of them, is centred; on a phone each card is full width', async ({ page }) => {
  const counts = await relatedCounts(page);
  const single = [...counts].find(([, count]) => count === 1)?.[0];
  const odd = [...counts].find(([, count]) => count === 3)?.[0];
  expect(single, `a post with exactly one related post among ${[...counts.values()].join(', ')}`).toBeDefined();
  for (const path of [single, odd].filter((path): path is string => path !== undefined)) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const wide = await lastRowGaps(page);
    expect(Math.abs(wide.left - wide.right), `${path}: gaps ${wide.left} and ${wide.right}`).toBeLessThanOrEqual(1);
    expect(wide.left, `${path}: the last row is not flush left`).toBeGreaterThan(wide.listWidth / 5);
    await page.setViewportSize({ width: 375, height: 800 });
    const phone = await lastRowGaps(page);
    expect(Math.abs(phone.width - phone.listWidth), `${path}: a card on a phone`).toBeLessThanOrEqual(1);
  }
});
