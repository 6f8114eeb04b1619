/**
 * Browser behaviour of the about page's team avatars (spec section 4, "Avatar image"): the
 * initials show until the photo has loaded, and stay when it fails.
 */
import { expect, test } from './fixtures.ts';
import { TEAM } from '../../routes/about-us/about-copy.ts';
import { href } from '../../shared/route-paths.ts';

test('team photos replace the initials once loaded', async ({ page }) => {
  await page.goto(href('about-us'));
  const avatars = page.locator('#team [data-avatar-state]');
  await expect(avatars).toHaveCount(TEAM.length);
  for (let index = 0; index < TEAM.length; index += 1) {
    const avatar = avatars.nth(index);
    await avatar.scrollIntoViewIfNeeded();
    await expect(avatar).toHaveAttribute('data-avatar-state', 'loaded');
    await expect(avatar.locator('img')).toHaveCSS('opacity', '1');
    await expect(avatar).not.toContainText(TEAM[index]?.initials ?? '?');
  }
});

test('the initials stay when a photo cannot be shown', async ({ page }) => {
  // A photo that arrives but is not an image: the browser fires "error" without a network failure.
  await page.route('**/images/team/*.svg', (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: 'not an image' }));
  await page.goto(href('about-us'));
  const avatars = page.locator('#team [data-avatar-state]');
  for (let index = 0; index < TEAM.length; index += 1) {
    const avatar = avatars.nth(index);
    await avatar.scrollIntoViewIfNeeded();
    await expect(avatar).toHaveAttribute('data-avatar-state', 'error');
    await expect(avatar).toContainText(TEAM[index]?.initials ?? '?');
    await expect(avatar.locator('img')).toHaveCount(0);
  }
});
