/**
 * Attribution in a real browser (issue 38), against the built site writing to an outbox: a
 * visit that comes from another site (localhost is another site than 127.0.0.1) to the home
 * page with campaign tags, reads a service page and sends the form produces a message naming
 * that service page, the landing page, the campaign and the referring origin (never its path).
 * Without JavaScript, the message still names the page read before the form.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { contactHrefFor } from '../../shared/contact-fields.ts';
import { href } from '../../shared/route-paths.ts';
import { ROUTES_BY_ID } from '../../routes/server/route-table.ts';
import { startSite, type SiteServer } from '../fakes/reviews-contact-site.ts';
import { expect, test } from './fixtures.ts';

const SERVICE_PATH = ROUTES_BY_ID.kubernetes.path;
/** The service page's consultation buttons open the form with that service chosen. */
const SERVICE_CONTACT = contactHrefFor(ROUTES_BY_ID.kubernetes.id);
const CAMPAIGN = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring-launch' };
const SUCCESS = "Message sent successfully! We'll get back to you soon.";

let site: SiteServer;
let outbox: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  outbox = mkdtempSync(path.join(tmpdir(), 'e2e-attribution-outbox-'));
  site = await startSite({ OUTBOX_DIR: outbox, CONTACT_MIN_FILL_MS: '0', CONTACT_RATE_LIMIT: '1000' });
});
test.afterAll(async () => {
  await site?.stop();
  rmSync(outbox, { recursive: true, force: true });
});
test.beforeEach(async ({ page }) => {
  for (const file of readdirSync(outbox)) rmSync(path.join(outbox, file));
  // Offline: the contact page's map frame gets a stand-in page instead of Google.
  await page.route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>map</title>' }));
});

/** The one message the outbox gets, once it is written. */
async function storedMessage(): Promise<Record<string, unknown>> {
  await expect.poll(() => readdirSync(outbox).filter((file) => file.endsWith('.json')).length).toBe(1);
  const [file] = readdirSync(outbox).filter((name) => name.endsWith('.json'));
  return JSON.parse(readFileSync(path.join(outbox, file!), 'utf8')) as Record<string, unknown>;
}

async function fillAndSend(page: Page) {
  await page.getByLabel('Full Name *').fill('Ada Lovelace');
  await page.getByLabel('Email Address *').fill('ada@example.org');
  await page.getByLabel('Message *').fill('We would like to run our platform on Kubernetes.');
  await page.getByRole('button', { name: 'Send Message' }).click();
}

test.describe('with JavaScript', () => {
  test('from another site with a campaign link, through a service page: the message names all of it, the referrer by origin only', async ({
    page,
  }) => {
    const siteUrl = new URL(site.url);
    const otherSite = `http://localhost:${siteUrl.port}`;
    const landing = new URL(href('home'), site.url);
    for (const [name, value] of Object.entries(CAMPAIGN)) landing.searchParams.set(name, value);
    // Another site linking to ours, telling the browser to send its whole address (path and query) as the referrer.
    await page.route(`${otherSite}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: { 'referrer-policy': 'unsafe-url' },
        body: `<!doctype html><title>A directory</title><a href="${landing.href}">Best consultants</a>`,
      }),
    );
    await page.goto(`${otherSite}/reviews/consultants?reader=ada`);
    await page.getByRole('link', { name: 'Best consultants' }).click();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

    await page.locator(`main a[href="${SERVICE_PATH}"]`).first().click();
    await expect(page).toHaveURL(new URL(SERVICE_PATH, site.url).href);
    await page.locator(`main a[href="${SERVICE_CONTACT}"]`).first().click();
    await expect(page).toHaveURL(new URL(SERVICE_CONTACT, site.url).href);
    await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();

    await fillAndSend(page);
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    const message = await storedMessage();
    expect(message.attribution).toEqual({
      previousPage: SERVICE_PATH,
      landingPage: href('home'),
      utmSource: CAMPAIGN.utm_source,
      utmMedium: CAMPAIGN.utm_medium,
      utmCampaign: CAMPAIGN.utm_campaign,
      referrer: otherSite,
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the message names the page read before the form (from its Referer), carried by the form itself', async ({ page }) => {
    await page.goto(new URL(SERVICE_PATH, site.url).href);
    await page.locator(`main a[href="${SERVICE_CONTACT}"]`).first().click();
    await expect(page).toHaveURL(new URL(SERVICE_CONTACT, site.url).href);
    await fillAndSend(page);
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    const message = await storedMessage();
    expect(message.attribution).toEqual({ previousPage: SERVICE_PATH });
  });
});
