/** Cards in one row line up: the blog's post cards keep their meta on one line, so titles share a top. */
import type { Page } from '@playwright/test';
import { href } from '../../shared/route-paths.ts';
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

test('at 1280 px a short last row of service cards is centred, leaving no hole at its end', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(href('software-development'));
  const list = page.locator('#services ul').first();
  const listBox = (await list.boundingBox())!;
  const cards = await list
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  const lastTop = Math.max(...cards.map((card) => Math.round(card.top)));
  const lastRow = cards.filter((card) => Math.round(card.top) === lastTop);
  const leftGap = Math.min(...lastRow.map((card) => card.left)) - listBox.x;
  const rightGap = listBox.x + listBox.width - Math.max(...lastRow.map((card) => card.right));
  expect(Math.abs(leftGap - rightGap), `last row gaps ${leftGap} and ${rightGap}`).toBeLessThanOrEqual(1);
});
