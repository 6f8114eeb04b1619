import { isbot } from 'isbot';
import { describe, expect, it } from 'vitest';
import { isCrawler, MAX_REMEMBERED_LENGTH, rememberedUserAgents } from './request-plan.server.ts';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('isCrawler', () => {
  it('answers as isbot does, the first time and when it remembers', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(isCrawler(GOOGLEBOT)).toBe(true);
      expect(isCrawler(CHROME)).toBe(false);
      expect(isCrawler('')).toBe(isbot(''));
    }
  });

  it('never remembers a user agent longer than real ones are, but still answers for it', () => {
    const before = rememberedUserAgents();
    for (let index = 0; index < 20; index += 1) {
      expect(isCrawler(`${GOOGLEBOT} ${'x'.repeat(MAX_REMEMBERED_LENGTH)} ${index}`)).toBe(true);
      expect(isCrawler(`${CHROME} ${'y'.repeat(16_000)} ${index}`)).toBe(false);
    }
    expect(rememberedUserAgents()).toBe(before);
  });

  it('stays right past the number of user agents it remembers', () => {
    for (let index = 0; index < 1_500; index += 1) expect(isCrawler(`${CHROME} Build/${index}`)).toBe(false);
    expect(isCrawler(`${GOOGLEBOT} x`)).toBe(true);
  });
});
