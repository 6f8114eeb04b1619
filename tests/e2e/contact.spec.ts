/**
 * Contact journeys in Chromium against the built site wired to a fake Web3Forms API:
 * with JavaScript (JSON, 'Sending...', toasts, reset or keep) and without (form post,
 * 303 back to /contact with a notice); server field errors; the lazy map; axe.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { FAKE_ACCESS_KEY, startFakeWeb3Forms, type FakeWeb3Forms } from '../fakes/web3forms.ts';
import { startSite, type SiteServer } from '../fakes/reviews-contact-site.ts';
import { expect, test } from './fixtures.ts';

const SUCCESS = "Message sent successfully! We'll get back to you soon.";
const NOT_SENT = /Your message could not be sent right now/;

let web3forms: FakeWeb3Forms;
let site: SiteServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  web3forms = await startFakeWeb3Forms();
  // A high limit: these journeys must not trip the flood protection tested elsewhere.
  site = await startSite({ WEB3FORMS_ACCESS_KEY: FAKE_ACCESS_KEY, WEB3FORMS_URL: web3forms.url, CONTACT_RATE_LIMIT: '1000' });
});
test.afterAll(async () => {
  await site?.stop();
  await web3forms?.close();
});
test.beforeEach(async ({ page }) => {
  web3forms.mode = 'ok';
  web3forms.delayMs = 0;
  web3forms.submissions.length = 0;
  // Offline: the map frame gets a stand-in page instead of Google.
  await page.route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>map</title><body>map</body>' }));
});

async function fillForm(page: Page, values: { name?: string; email?: string; phone?: string; company?: string; message?: string; service?: string } = {}) {
  await page.getByLabel('Full Name *').fill(values.name ?? 'Ada Lovelace');
  await page.getByLabel('Email Address *').fill(values.email ?? 'ada@example.org');
  await page.getByLabel('Phone Number').fill(values.phone ?? '(360) 555-0199');
  await page.getByLabel('Company').fill(values.company ?? 'Analytical Engines');
  await page.getByLabel('Service of Interest').selectOption({ label: values.service ?? 'Customer Portal Development' });
  await page.getByLabel('Message *').fill(values.message ?? 'We need a customer portal.');
}

/**
 * Chromium logs every non-2xx fetch as a console error. The failure journeys expect exactly
 * that one entry (and nothing else), so they take it out of the fixture's list.
 */
function expectOnlyResourceError(consoleErrors: string[], pattern: RegExp) {
  const index = consoleErrors.findIndex((text) => pattern.test(text));
  expect(index, `expected a console entry matching ${pattern}`).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(index, 1);
}

async function openHydrated(page: Page, path = '/contact') {
  await page.goto(site.url + path);
  // The form is interactive once React has attached its submit handler.
  await page.waitForFunction(() => {
    const form = document.getElementById('contact-form');
    return !!form && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  });
}

test.describe('with JavaScript', () => {
  test('success: Sending... with the button disabled, a toast that goes away, and an empty form', async ({ page }) => {
    web3forms.delayMs = 600;
    await openHydrated(page);
    await fillForm(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    const toast = page.getByRole('status').filter({ hasText: SUCCESS });
    await expect(toast).toBeVisible();
    expect(web3forms.submissions).toHaveLength(1);
    expect(web3forms.submissions[0]).toMatchObject({ name: 'Ada Lovelace', service: 'Customer Portal' });
    await expect(page.getByLabel('Full Name *')).toHaveValue('');
    await expect(page.getByLabel('Message *')).toHaveValue('');
    await expect(page.getByLabel('Service of Interest')).toHaveValue('General Inquiry');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    // Spec: toasts dismiss themselves after 4-5 seconds.
    await expect(page.getByTestId('toast')).toBeHidden({ timeout: 7_000 });
  });

  test('failure reported by the service: its message in a toast, the form keeps what was typed', async ({ page, consoleErrors }) => {
    web3forms.mode = 'refuse';
    await openHydrated(page);
    await fillForm(page, { message: 'Please keep this text.' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('toast')).toHaveText(NOT_SENT);
    await expect(page.getByLabel('Message *')).toHaveValue('Please keep this text.');
    await expect(page.getByLabel('Full Name *')).toHaveValue('Ada Lovelace');
    expectOnlyResourceError(consoleErrors, /status of 502/);
  });

  test('network error: the network toast, the form keeps what was typed', async ({ page, consoleErrors }) => {
    await openHydrated(page);
    await page.route('**/api/contact', (route) => route.abort('connectionfailed'));
    await fillForm(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('toast')).toHaveText('Failed to send message, please try again!');
    await expect(page.getByLabel('Full Name *')).toHaveValue('Ada Lovelace');
    expectOnlyResourceError(consoleErrors, /Failed to load resource: net::ERR_/);
  });

  test('field errors from the server appear beside their fields', async ({ page, consoleErrors }) => {
    await openHydrated(page);
    // The browser accepts ada@localhost as an e-mail address; the server wants a domain with a dot.
    await fillForm(page, { email: 'ada@localhost' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const email = page.getByLabel('Email Address *');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#contact-email-error')).toHaveText('Please enter a valid email address');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(email).toBeFocused();
    expect(web3forms.submissions).toHaveLength(0);
    expectOnlyResourceError(consoleErrors, /status of 400/);
  });

  test('the map: a 24rem area with a Loading map... placeholder until the lazy frame loads', async ({ page }) => {
    await page.goto(site.url + '/contact');
    const frame = page.locator('iframe[title^="Map of our office"]');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer-when-downgrade');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=400%20NE%204th%20Ave.*Camas.*&output=embed$/);
    const box = await frame.locator('..').boundingBox();
    expect(box?.height).toBe(384);
    await frame.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('map-placeholder')).toBeHidden();
  });

  test('the map placeholder shows while the frame is still loading', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.unroute('https://www.google.com/**');
    await page.route('https://www.google.com/**', async (route) => {
      await held;
      await route.fulfill({ contentType: 'text/html', body: '<title>map</title><body>map</body>' });
    });
    // Not waiting for "load": that would wait for the held frame too.
    await page.goto(site.url + '/contact', { waitUntil: 'domcontentloaded' });
    await page.locator('iframe[title^="Map of our office"]').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('map-placeholder')).toHaveText('Loading map...');
    release();
    await expect(page.getByTestId('map-placeholder')).toBeHidden();
  });

  test('the page has no accessibility violations, and the CSP allows exactly the map frame', async ({ page }) => {
    const response = await page.goto(site.url + '/contact');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain('frame-src https://www.google.com;');
    await page.getByLabel('Full Name *').waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('success: the post comes back to /contact with the success notice', async ({ page }) => {
    await page.goto(site.url + '/contact');
    await fillForm(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1#send-message$/);
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    expect(web3forms.submissions).toHaveLength(1);
  });

  test('failure: the notice, and the form still holds what was typed', async ({ page }) => {
    web3forms.mode = 'server-error';
    await page.goto(site.url + '/contacts');
    await fillForm(page, { message: 'Line one\nLine two' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?notice=[\w-]{22}#send-message$/);
    await expect(page.getByRole('alert')).toHaveText(NOT_SENT);
    await expect(page.getByLabel('Full Name *')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Message *')).toHaveValue('Line one\nLine two');
    await expect(page.getByLabel('Service of Interest')).toHaveValue('Customer Portal');
  });

  test('field errors come back beside their fields', async ({ page }) => {
    await page.goto(site.url + '/contact');
    await fillForm(page, { email: 'ada@localhost' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('#contact-email-error')).toHaveText('Please enter a valid email address');
    await expect(page.getByLabel('Email Address *')).toHaveValue('ada@localhost');
    expect(web3forms.submissions).toHaveLength(0);
  });
});
