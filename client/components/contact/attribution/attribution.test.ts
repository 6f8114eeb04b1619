/**
 * The browser's half of the attribution: what record-visit.ts keeps as pages are shown, and
 * what attribution-to-send.ts makes of it, checked against the server's own schema. Node has no
 * sessionStorage: a small one backed by a Map stands in for the browser's (the browser test,
 * tests/e2e/contact-attribution.spec.ts, runs the real one).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ATTRIBUTION_SCHEMA } from '../../../../server/contact/contact-schema.ts';
import { ATTRIBUTION_LIMITS } from '../../../../shared/contact-attribution.ts';
import { href } from '../../../../shared/route-paths.ts';
import { attributionToSend } from './attribution-to-send.ts';
import { recordPageView } from './record-visit.ts';

class MapStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
}

const ORIGIN = 'https://www.example.com';
const page = (path: string, search = '') => ({ pathname: path, search, origin: ORIGIN });

beforeEach(() => {
  Object.defineProperty(globalThis, 'sessionStorage', { value: new MapStorage(), configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'sessionStorage');
});

describe('a visit from another site with a campaign link', () => {
  it('keeps the landing page, its cleaned campaign tags and the referring origin only; then the page before the form', () => {
    const longCampaign = `spring\u0007${'x'.repeat(300)}`;
    recordPageView(
      page(href('home'), `?utm_source=news&utm_medium=email&utm_campaign=${encodeURIComponent(longCampaign)}&q=1`),
      'https://blog.example.org/a/post?id=9',
    );
    recordPageView(page(href('kubernetes')), '');
    recordPageView(page(href('contact')), '');
    const sent = attributionToSend();
    expect(sent).toMatchObject({
      previousPage: href('kubernetes'),
      landingPage: href('home'),
      utmSource: 'news',
      utmMedium: 'email',
      referrer: 'https://blog.example.org',
    });
    expect(sent.utmCampaign).toBe(`spring ${'x'.repeat(ATTRIBUTION_LIMITS.utmCampaign - 'spring '.length)}`);
    // Whatever the browser sends, the server accepts: a visitor is never refused for it.
    expect(ATTRIBUTION_SCHEMA.safeParse(sent).success).toBe(true);
  });

  it('showing the same page again (a reload, ?sent=1) does not make it its own previous page', () => {
    recordPageView(page(href('devops')), '');
    recordPageView(page(href('contact')), '');
    recordPageView(page(href('contact'), '?sent=1'), '');
    expect(attributionToSend().previousPage).toBe(href('devops'));
  });
});

describe('other starts', () => {
  it('a page of ours opened in a new tab is the page before, not a referring site', () => {
    recordPageView(page(href('contact')), `${ORIGIN}${href('devops')}?x=1`);
    expect(attributionToSend()).toEqual({ previousPage: href('devops'), landingPage: href('contact') });
  });

  it("the server's page before (its Referer) counts when the visit knows none; a path over the limit is dropped, never cut", () => {
    const long = `/${'a'.repeat(ATTRIBUTION_LIMITS.landingPage)}`;
    recordPageView(page(long), '');
    expect(attributionToSend({ previousPage: href('devops') })).toEqual({ previousPage: href('devops') });
  });

  it('storage refused: nothing thrown, only what the server knows is sent', () => {
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => recordPageView(page(href('home')), '')).not.toThrow();
    expect(attributionToSend({ previousPage: href('devops') })).toEqual({ previousPage: href('devops') });
  });
});
