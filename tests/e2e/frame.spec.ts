/** The shared frame in a real browser: menus, drawer, keyboard, client-side navigation, head updates. */
import { SERVICES } from '../../shared/services.ts';
import { expect, test } from './fixtures.ts';
import { href } from '../../shared/route-paths.ts';

/** Lightness from 0 (black) to 1 (white) of a computed colour: oklab()/oklch() give it first, rgb() is converted. */
function lightness(color: string): number {
  const [first = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  if (/^okl/.test(color)) return first;
  const linear = (channel: number) => (channel / 255 <= 0.04045 ? channel / 255 / 12.92 : ((channel / 255 + 0.055) / 1.055) ** 2.4);
  return Math.cbrt(0.2126 * linear(first) + 0.7152 * linear(g) + 0.0722 * linear(b));
}

test.describe('desktop navigation (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the Services dropdown lists every service in two columns and closes on Escape', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link')).toHaveCount(SERVICES.length);
    await expect(panel.locator('ul')).toHaveCSS('grid-template-columns', /^\S+ \S+$/);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('the Blog dropdown has All posts and one entry per category', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Blog' });
    await trigger.click();
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', href('blog'));
    const categoryLinks = panel.locator(`a[href^="${href('blog')}?category="]`);
    expect(await categoryLinks.count()).toBeGreaterThan(0);
  });

  test('navigates client-side without a full reload, updating title, canonical and scroll', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same-document';
    });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Case Studies' });
    await trigger.click();
    await page
      .getByRole('link', { name: /R3dLabs/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/case-studies\/r3dlabs$/);
    await expect(page).toHaveTitle(/R3dLabs/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/case-studies\/r3dlabs$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /R3dLabs/);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Case Studies');
  });

  test('the bar does not move between pages: the current item is bold in the width it always has', async ({ page }) => {
    const positions = async () =>
      page
        .getByRole('navigation', { name: 'Main' })
        .locator(':scope > a, :scope > div > button')
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().x * 10) / 10));
    await page.goto(href('home'));
    const onHome = await positions();
    expect(onHome.length).toBeGreaterThan(5);
    for (const path of [href('about-us'), href('blog')]) {
      await page.goto(path);
      expect(await positions(), path).toEqual(onHome);
    }
  });

  test('marks Home and About bold when current', async ({ page }) => {
    await page.goto(href('about-us'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'About' })).toHaveCSS('font-weight', '700');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  });
});

test.describe('not-found page', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

  test('an unknown path shows the not-found page with the path and Go Back works', async ({ page }) => {
    await page.goto(href('about-us'));
    const response = await page.goto('/definitely/not/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
    await expect(page.getByText('/definitely/not/here')).toBeVisible();
    // A 404 page has no address of its own; the page it goes back to has its own again.
    await expect(page.locator('link[rel="canonical"], meta[property="og:url"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about-us$/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/about-us$/);
  });
});

test.describe('mobile drawer (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens from the left, expands sections independently, closes on a link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // It slides in: wait for the end of the transition rather than a fixed time.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    expect((await drawer.boundingBox())?.height).toBeGreaterThan(700);

    const services = drawer.getByRole('button', { name: 'Services' });
    const blog = drawer.getByRole('button', { name: 'Blog' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(blog).toHaveAttribute('aria-expanded', 'false');
    await blog.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(blog).toHaveAttribute('aria-expanded', 'true');
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(blog).toHaveAttribute('aria-expanded', 'true');

    await drawer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(drawer).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in ${colorScheme}, the backdrop darkens the page behind the drawer`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(href('home'));
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
      const backdrop = page.locator('#mobile-drawer').locator('xpath=preceding-sibling::div[1]');
      await expect(backdrop).toHaveCSS('opacity', '1');
      const color = await backdrop.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(lightness(color), color).toBeLessThan(0.3);
    });
  }

  test('the three theme icons in the drawer are one size', async ({ page }) => {
    await page.goto(href('home'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const toggle = page.getByRole('dialog', { name: 'Site menu' }).getByRole('group', { name: 'Colour theme' });
    await expect(toggle).toBeVisible();
    const sizes = await toggle.locator('svg').evaluateAll((icons) => icons.map((icon) => icon.getBoundingClientRect().width));
    expect(sizes).toHaveLength(3);
    expect(new Set(sizes).size, String(sizes)).toBe(1);
  });

  test('Escape closes the drawer and returns focus to the menu button', async ({ page }) => {
    await page.goto(href('contact'));
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
