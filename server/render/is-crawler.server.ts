/**
 * isbot() with a memory: its pattern is one very long regular expression (about 1 % of a
 * cached page's cost under load), and the same few browsers' user agents come again and again.
 */
import { isbot } from 'isbot';

/** Distinct user agents remembered; random ones beyond this are tested but not kept. */
const MAX_REMEMBERED = 1_000;
const known = new Map<string, boolean>();
// The first call compiles the pattern (about 2 ms): paid at start, not by the first visitor.
isbot('');

export function isCrawler(userAgent: string): boolean {
  let crawler = known.get(userAgent);
  if (crawler === undefined) {
    crawler = isbot(userAgent);
    if (known.size < MAX_REMEMBERED) known.set(userAgent, crawler);
  }
  return crawler;
}
