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
