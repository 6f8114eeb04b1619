/**
 * Where a testimonials carousel starts (docs/decisions/010): a varying slide, drawn from the
 * slides themselves rather than at random, so every pod renders the same bytes (and ETag) for
 * the same content and the browser, hydrating or rendering it first, draws the same number.
 * A different list (other quotes on another page, new Google reviews) starts elsewhere.
 */
import type { Testimonial } from '../../../shared/types.ts';

/** FNV-1a (32-bit) offset basis and prime: a small, well-spread hash that is the same everywhere. */
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

export function contentStart(items: readonly Pick<Testimonial, 'name' | 'quote'>[]): number {
  if (items.length < 2) return 0;
  let hash = FNV_OFFSET;
  for (const item of items) {
    for (const char of `${item.name}\u0000${item.quote}\u0001`) {
      hash ^= char.codePointAt(0)!;
      hash = Math.imul(hash, FNV_PRIME) >>> 0;
    }
  }
  return hash % items.length;
}
