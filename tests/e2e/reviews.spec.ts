/**
 * Google reviews in Chromium against the built site wired to a fake reviews upstream: the
 * home carousel and the about-us widget, server-rendered and hydrated without a refetch;
 * reviews as route data on client-side navigation, and the loading and error states when the
 * browser has to fetch them; the server-side error state;
 * no source configured (the shared test server); axe.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SAMPLE_GOOGLE_JSON, startFakeReviewsUpstream, type FakeReviewsUpstream } from '../fakes/reviews-upstream.ts';
import { startSite, type SiteServer } from '../fakes/reviews-contact-site.ts';
import { expect, test } from './fixtures.ts';
import { href } from '../../shared/route-paths.ts';

const PHOTO = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#8a6"/></svg>';

let upstream: FakeReviewsUpstream;
let failing: FakeReviewsUpstream;
let site: SiteServer;
let failingSite: SiteServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  upstream = await startFakeReviewsUpstream();
  failing = await startFakeReviewsUpstream();
  failing.answer = { status: 500, body: { error: 'down' }, delayMs: 0 };
  [site, failingSite] = await Promise.all([
    startSite({ REVIEWS_URL: upstream.reviewsUrl }),
    startSite({ REVIEWS_URL: failing.reviewsUrl }),
  ]);
});
test.afterAll(async () => {
  await Promise.all([site?.stop(), failingSite?.stop()]);
  await Promise.all([upstream?.close(), failing?.close()]);
});
test.beforeEach(async ({ page }) => {
  // Offline: review photos come from a stand-in for Google's photo host.
  await page.route('https://lh3.googleusercontent.com/**', (route) => route.fulfill({ contentType: 'image/svg+xml', body: PHOTO }));
});

function countReviewFetches(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/reviews') counter.count++;
  });
  return counter;
}

/** React has hydrated the frame: its links now navigate on the client. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const link = document.querySelector('nav[aria-label="Main"] a');
    return !!link && Object.keys(link).some((key) => key.startsWith('__reactProps'));
  });
}

test('home: the carousel shows the Google reviews with the caption and the Google link, without a refetch', async ({ page }) => {
  const fetches = countReviewFetches(page);
  await page.goto(site.url + '/');
  await hydrated(page);
  const carousel = page.locator('#testimonials');
  await expect(carousel.getByTestId('carousel-caption')).toHaveText(/^Showing [1-3] of 3 reviews \(out of 27 total Google reviews\)$/);
  await expect(carousel.getByRole('group').getByText('Google Reviewer')).toBeVisible();
  await expect(carousel.getByRole('link', { name: /View all on Google/ })).toHaveAttribute('href', SAMPLE_GOOGLE_JSON.url);
  const names = new Set<string>();
  for (let i = 0; i < 3; i++) {
    names.add((await carousel.getByRole('group').getByTestId('testimonial-name').textContent()) ?? '');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  }
  expect(names).toEqual(new Set(['Dana Whitfield', 'Marcus Lee', 'Priya <script>alert(1)</script> Nair']));
  expect(fetches.count).toBe(0);
});

test('about us: the widget shows the rating, the total, the Google link and the reviews', async ({ page }) => {
  const fetches = countReviewFetches(page);
  await page.goto(site.url + href('about-us'));
  const widget = page.getByTestId('google-reviews-widget');
  await expect(widget.getByTestId('average-rating')).toHaveText('4.8★ out of 5 stars');
  await expect(widget.getByTestId('total-ratings')).toHaveText('Based on 27 Google ratings');
  await expect(widget.getByRole('link', { name: /View on Google/ })).toHaveAttribute('href', SAMPLE_GOOGLE_JSON.url);
  const cards = widget.getByTestId('review-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText('Dana Whitfield');
  await expect(cards.nth(0).getByRole('img', { name: 'Rated 5 out of 5' })).toHaveText('★★★★★');
  await expect(cards.nth(0)).toContainText('2 weeks ago');
  await expect(cards.nth(0).getByRole('link', { name: 'Dana Whitfield' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/contrib/1001/reviews',
  );
  await expect(cards.nth(1).getByRole('img', { name: 'Rated 4 out of 5' })).toHaveText('★★★★☆');
  // No photo, and a photo from a host that is not Google's: both get the grey placeholder.
  await expect(cards.nth(1).getByTestId('photo-placeholder')).toBeVisible();
  await expect(cards.nth(2).getByTestId('photo-placeholder')).toBeVisible();
  await expect(widget).toContainText('Reviews and ratings from Google Maps.');
  await hydrated(page);
  expect(fetches.count).toBe(0);
});

test('with no reviews cached on the server: Loading reviews…, then the reviews the browser fetches from /api/reviews', async ({ page }) => {
  // The failing site's server has no reviews to give with the route data; this /api/reviews answers with the working site's.
  await page.goto(failingSite.url + href('contact'));
  await hydrated(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/reviews', async (route) => {
    await held;
    await route.fulfill({ response: await page.request.fetch(site.url + '/api/reviews') });
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  const widget = page.getByTestId('google-reviews-widget');
  await expect(widget.getByRole('status')).toHaveText('Loading reviews…');
  release();
  await expect(widget.getByTestId('review-card')).toHaveCount(3);
});

test('client-side navigation: the reviews the server has cached come with the route data, no /api/reviews call', async ({ page }) => {
  await page.goto(site.url + href('contact'));
  await hydrated(page);
  const fetches = countReviewFetches(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByTestId('google-reviews-widget').getByTestId('review-card')).toHaveCount(3);
  expect(fetches.count).toBe(0);
});

test('client-side navigation with a failing /api/reviews: the error states, defaults in the carousel', async ({ page, consoleErrors }) => {
  await page.goto(failingSite.url + href('contact'));
  await hydrated(page);
  await page.route('**/api/reviews', (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: '{"message":"Failed to fetch reviews"}' }),
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByTestId('google-reviews-widget').getByRole('alert')).toHaveText('Failed to load Google reviews.');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  const carousel = page.locator('#testimonials');
  await expect(carousel.getByRole('alert')).toHaveText('Failed to load Google reviews.');
  await expect(carousel.getByTestId('carousel-caption')).toHaveText(/^Showing \d+ of \d+ reviews$/);
  await expect(carousel.getByRole('group').getByText('Google Reviewer')).toHaveCount(0);
  const index = consoleErrors.findIndex((text) => /status of 502/.test(text));
  expect(index).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(index, 1);
});

test('a failing upstream on the server: error state in the HTML, default testimonials, page still 200', async ({ page }) => {
  const response = await page.goto(failingSite.url + '/');
  expect(response?.status()).toBe(200);
  const carousel = page.locator('#testimonials');
  await expect(carousel.getByRole('alert')).toHaveText('Failed to load Google reviews.');
  await expect(carousel.getByRole('group').getByTestId('testimonial-name')).toBeVisible();
  await page.goto(failingSite.url + href('about-us'));
  await expect(page.getByTestId('google-reviews-widget').getByRole('alert')).toHaveText('Failed to load Google reviews.');
});

test('no reviews source configured: no Google reviews section, and the carousel shows the page defaults', async ({ page }) => {
  await page.goto(href('about-us'));
  await expect(page.getByRole('heading', { name: 'Our Values' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Client Reviews' })).toHaveCount(0);
  await expect(page.getByTestId('google-reviews-widget')).toHaveCount(0);
  await page.goto('/');
  const carousel = page.locator('#testimonials');
  await expect(carousel.getByRole('group').getByTestId('testimonial-name')).toBeVisible();
  await expect(carousel.getByRole('alert')).toHaveCount(0);
  await expect(carousel.getByRole('group').getByText('Google Reviewer')).toHaveCount(0);
});

test('about us with reviews has no accessibility violations', async ({ page }) => {
  await page.goto(site.url + href('about-us'));
  await page.getByTestId('review-card').first().waitFor();
  const results = await new AxeBuilder({ page }).include('#client-reviews').analyze();
  expect(results.violations).toEqual([]);
});
