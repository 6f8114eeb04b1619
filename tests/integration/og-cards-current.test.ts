/**
 * The committed social cards say what the site says: each was drawn (scripts/make-og-images.ts)
 * from today's SITE and route titles, and is still the PNG that drawing made. Changing the
 * business name, phone or a title without redrawing the cards fails here, with the command
 * that fixes it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARDS_MANIFEST, cards, OG_DIR, sha256, type DrawnCard } from '../../scripts/make-og-images.ts';

const REDRAW =
  'social cards are out of date: run `npx tsx scripts/make-og-images.ts` and commit public/images/og and scripts/og-cards.json';
const drawn = JSON.parse(readFileSync(CARDS_MANIFEST, 'utf8')) as DrawnCard[];

describe('committed social cards', () => {
  it('were drawn from the current SITE and route titles', () => {
    expect(
      drawn.map(({ sha256: _hash, ...card }) => card),
      REDRAW,
    ).toEqual(cards());
  });

  it.each(drawn.map((card) => [card.file, card] as const))('%s is the PNG that drawing made', (file, card) => {
    expect(sha256(readFileSync(path.join(OG_DIR, file))), REDRAW).toBe(card.sha256);
  });
});
