/**
 * The dark theme reaches every block (docs/decisions/094): on every route of the route table
 * (and the not-found page) at 1280 px in the dark scheme, nothing wider than half the viewport
 * is painted with a light background, so no bright band crosses a dark page. A colour is
 * judged as the browser resolved it (light-dark(), oklch()...), read back through a canvas.
 */
import type { Page } from '@playwright/test';
import { NOT_FOUND_PATH, resolvePath, ROUTE_PATTERNS } from './every-route.ts';
import { expect, test } from './fixtures.ts';

const WIDTH = 1280;
/**
 * Relative luminance above which a background reads as light: the dark surfaces and the solid
 * brand bands are below 0.1, the light theme's pale blue (#eff6ff) is 0.91 and white is 1.
 */
const LIGHT_LUMINANCE = 0.4;
/** Below this opacity a background is a tint over what lies beneath, not a band of its own. */
const OPAQUE_ENOUGH = 0.5;

/** Every element wider than half the viewport with a light, mostly opaque background: 'tag#id.class rgba WxH'. */
function lightBands(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ lightLuminance, opaqueEnough }) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      /** Any CSS colour as sRGB bytes and alpha, as the canvas paints it. */
      const rgba = (color: string) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
        return { r, g, b, a: a / 255 };
      };
      const linear = (byte: number) => {
        const value = byte / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      };
      const found: string[] = [];
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        const rect = element.getBoundingClientRect();
        if (rect.width <= window.innerWidth / 2 || rect.height < 1) continue;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden') continue;
        const { r, g, b, a } = rgba(style.backgroundColor);
        if (a < opaqueEnough) continue;
        const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
        if (luminance <= lightLuminance) continue;
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.classList.length ? `.${[...element.classList].slice(0, 4).join('.')}` : ''}`;
        found.push(`${name} ${style.backgroundColor} ${Math.round(rect.width)}x${Math.round(rect.height)}`);
      }
      return found;
    },
    { lightLuminance: LIGHT_LUMINANCE, opaqueEnough: OPAQUE_ENOUGH },
  );
}

test.describe(`dark scheme at ${WIDTH} px: no light band across any page`, () => {
  test.use({ viewport: { width: WIDTH, height: 900 }, colorScheme: 'dark' });

  for (const routePath of ROUTE_PATTERNS)
    test(routePath, async ({ page }) => {
      const response = await page.goto(await resolvePath(page, routePath));
      expect(response?.status()).toBe(200);
      expect(await lightBands(page)).toEqual([]);
    });

  test.describe('the not-found page', () => {
    // Chromium reports the page's own 404 status as a console error: that one is expected here.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test(NOT_FOUND_PATH, async ({ page }) => {
      const response = await page.goto(NOT_FOUND_PATH);
      expect(response?.status()).toBe(404);
      expect(await lightBands(page)).toEqual([]);
    });
  });
});
