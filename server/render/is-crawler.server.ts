/**
 * isbot() with a memory: its pattern is one very long regular expression (about 1 % of a
 * cached page's cost under load), and the same few browsers' user agents come again and again.
 */
import { isbot } from 'isbot';

/** Distinct user agents remembered; random ones beyond this are tested but not kept. */
const MAX_REMEMBERED = 1_000;
/**
 * Real browsers' and crawlers' user agents are a few hundred characters; a longer one is tested
 * but never kept, so the memo holds at most about 0.5 MB whatever clients send (decision 073).
 */
export const MAX_REMEMBERED_LENGTH = 512;
const known = new Map<string, boolean>();
// The first call compiles the pattern (about 2 ms): paid at start, not by the first visitor.
isbot('');

/** How many user agents are remembered now (tests of the bound). */
export function rememberedUserAgents(): number {
  return known.size;
}

export function isCrawler(userAgent: string): boolean {
  let crawler = known.get(userAgent);
  if (crawler === undefined) {
    crawler = isbot(userAgent);
    if (known.size < MAX_REMEMBERED && userAgent.length <= MAX_REMEMBERED_LENGTH) known.set(userAgent, crawler);
  }
  return crawler;
}
