/**
 * Contact journeys in Chromium against the built site wired to a fake Web3Forms API:
 * with JavaScript (JSON, 'Sending...', toasts, reset or keep) and without (form post: a 303
 * to /contact?sent=1, or the contact page in the POST's answer with the notice and what was
 * typed); the product's failure texts both ways; the signed form token; server field errors;
 * the lazy map; axe.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { FAKE_ACCESS_KEY, startFakeWeb3Forms, type FakeWeb3Forms } from '../fakes/web3forms.ts';
import { startSite, type SiteServer } from '../fakes/reviews-contact-site.ts';
import { expect, test } from './fixtures.ts';
import kubernetes from '../../routes/services/kubernetes.route.ts';
import { contactHrefFor } from '../../shared/contact-fields.ts';
import { SERVICES } from '../../shared/services.ts';
import { href } from '../../shared/route-paths.ts';

/** The Kubernetes page's consultation button, as its route module names it. */
const KUBERNETES_CTA = kubernetes.copy.hero.cta?.label ?? '';
const KUBERNETES_NAME = SERVICES.find((service) => service.id === kubernetes.id)?.name ?? '';

/** The consultation button of the Kubernetes page opens the form with Kubernetes chosen. */
async function bookKubernetesConsultation(page: Page) {
  await page.goto(site.url + kubernetes.path);
  await page.getByRole('link', { name: KUBERNETES_CTA }).first().click();
  await page.waitForURL((url) => url.pathname + url.search === contactHrefFor(kubernetes.id));
  await expect(page.getByLabel('Service of Interest')).toHaveValue(KUBERNETES_NAME);
  await expect(page.getByLabel('Service of Interest').locator('option')).toHaveCount(SERVICES.length + 1);
}

/** The two boxes share no pixel. */
function apart(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
}

const SUCCESS = "Message sent successfully! We'll get back to you soon.";
/** The product's error table: the service's message when it gives one, else the generic text. */
const SERVICE_MESSAGE = 'Spam detected';
const GENERIC_FAILURE = 'Something went wrong, please try again later.';
const NETWORK_FAILURE = 'Failed to send message, please try again!';
const EXPIRED = /This form was open for too long/;

let web3forms: FakeWeb3Forms;
let site: SiteServer;

/**
 * The failure journeys make the fake form service fail on purpose, and the site logs each
 * message it could not forward at error level (an operator must see it), with its 502 request
 * line. Those lines are these tests' doing: they are kept for the tests to check, not printed.
 * Any other error line still is.
 */
const FORWARD_FAILED = 'contact message could not be forwarded';
function causedByFailingFake(entry: Record<string, unknown>): boolean {
  if (entry.msg === FORWARD_FAILED) return true;
  const { req, res } = entry as { req?: { method?: string; url?: string }; res?: { statusCode?: number } };
  return entry.msg === 'request completed' && req?.method === 'POST' && req.url === '/api/contact' && res?.statusCode === 502;
}
const forwardFailuresLogged = () => site.logs.filter((entry) => entry.msg === FORWARD_FAILED && entry.level === 50).length;
let forwardFailuresBefore = 0;
/** The one failure a journey caused reached the log at error level. */
async function expectForwardFailureLogged() {
  await expect.poll(forwardFailuresLogged).toBe(forwardFailuresBefore + 1);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  web3forms = await startFakeWeb3Forms();
  // A high limit: these journeys must not trip the flood protection tested elsewhere.
  site = await startSite(
    { WEB3FORMS_ACCESS_KEY: FAKE_ACCESS_KEY, WEB3FORMS_URL: web3forms.url, CONTACT_RATE_LIMIT: '1000' },
    { expectedErrors: causedByFailingFake },
  );
});
test.afterAll(async () => {
  await site?.stop();
  await web3forms?.close();
});
test.beforeEach(async ({ page }) => {
  web3forms.mode = 'ok';
  web3forms.submissions.length = 0;
  web3forms.requests = 0;
  forwardFailuresBefore = forwardFailuresLogged();
  // Offline: the map frame gets a stand-in page instead of Google.
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>map</title><body>map</body>' }),
  );
});

async function fillForm(
  page: Page,
  values: { name?: string; email?: string; phone?: string; company?: string; message?: string; service?: string } = {},
) {
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

async function openHydrated(page: Page, path = href('contact')) {
  await page.goto(site.url + path);
  // The form is interactive once React has attached its submit handler.
  await page.waitForFunction(() => {
    const form = document.getElementById('contact-form');
    return !!form && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  });
}

test.describe('with JavaScript', () => {
  test("the Kubernetes page's consultation button opens the form with Kubernetes chosen", async ({ page }) => {
    await bookKubernetesConsultation(page);
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 800 },
  ]) {
    test(`at ${viewport.width}x${viewport.height} the notice does not cover the Send button`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openHydrated(page);
      await fillForm(page);
      const send = page.getByRole('button', { name: 'Send Message' });
      await send.scrollIntoViewIfNeeded();
      await send.click();
      const toast = page.getByTestId('toast');
      await expect(toast).toBeVisible();
      const [toastBox, sendBox] = [await toast.boundingBox(), await send.boundingBox()];
      expect(apart(toastBox!, sendBox!), JSON.stringify({ toastBox, sendBox })).toBe(true);
    });
  }

  test('success: Sending... with the button disabled, a toast that goes away, and an empty form', async ({ page }) => {
    await openHydrated(page);
    await fillForm(page);
    // The service answers only once the test has seen the form sending.
    const release = web3forms.hold();
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();
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

  test('failure reported by the service: its own message in a toast, the form keeps what was typed', async ({ page, consoleErrors }) => {
    web3forms.mode = 'refuse';
    await openHydrated(page);
    await fillForm(page, { message: 'Please keep this text.' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('toast')).toHaveText(SERVICE_MESSAGE);
    await expect(page.getByLabel('Message *')).toHaveValue('Please keep this text.');
    await expect(page.getByLabel('Full Name *')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Service of Interest')).toHaveValue('Customer Portal');
    expectOnlyResourceError(consoleErrors, /status of 502/);
    await expectForwardFailureLogged();
  });

  test('failure without a message from the service: the generic toast, the form keeps what was typed', async ({ page, consoleErrors }) => {
    web3forms.mode = 'server-error';
    await openHydrated(page);
    await fillForm(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('toast')).toHaveText(GENERIC_FAILURE);
    await expect(page.getByLabel('Full Name *')).toHaveValue('Ada Lovelace');
    expectOnlyResourceError(consoleErrors, /status of 502/);
    await expectForwardFailureLogged();
  });

  test("a proxy's HTML error page instead of the site's JSON: the generic toast, the form keeps what was typed", async ({
    page,
    consoleErrors,
  }) => {
    await openHydrated(page);
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 504, contentType: 'text/html', body: '<h1>504 Gateway Time-out</h1>' }),
    );
    await fillForm(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('toast')).toHaveText(GENERIC_FAILURE);
    await expect(page.getByLabel('Full Name *')).toHaveValue('Ada Lovelace');
    expectOnlyResourceError(consoleErrors, /status of 504/);
  });

  test('network error: logged, the network toast, the form keeps what was typed', async ({ page, consoleErrors }) => {
    await openHydrated(page);
    await page.route('**/api/contact', (route) => route.abort('connectionfailed'));
    await fillForm(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('toast')).toHaveText(NETWORK_FAILURE);
    await expect(page.getByLabel('Full Name *')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Message *')).toHaveValue('We need a customer portal.');
    expectOnlyResourceError(consoleErrors, /Failed to load resource: net::ERR_/);
    // The spec's "logged": the page's own console.error, the only other entry.
    expectOnlyResourceError(consoleErrors, /The contact form could not reach the server/);
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
    await page.goto(site.url + href('contact'));
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
    await page.goto(site.url + href('contact'), { waitUntil: 'domcontentloaded' });
    await page.locator('iframe[title^="Map of our office"]').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('map-placeholder')).toHaveText('Loading map...');
    release();
    await expect(page.getByTestId('map-placeholder')).toBeHidden();
  });

  test('the page has no accessibility violations, and the CSP allows exactly the map frame', async ({ page }) => {
    const response = await page.goto(site.url + href('contact'));
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain('frame-src https://www.google.com;');
    await page.getByLabel('Full Name *').waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the Kubernetes page's consultation button opens the form with Kubernetes chosen", async ({ page }) => {
    await bookKubernetesConsultation(page);
  });

  test('the address of a failed send reloads as the contact page, not as JSON', async ({ page, consoleErrors }) => {
    web3forms.mode = 'server-error';
    await page.goto(site.url + href('contact'));
    await fillForm(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText(GENERIC_FAILURE);
    expectOnlyResourceError(consoleErrors, /status of 502/);
    await expectForwardFailureLogged();
    // Opening the address again (from the address bar, a bookmark) is a GET of it; the fragment alone would not load.
    const address = new URL(page.url());
    expect(address.pathname).toBe('/api/contact');
    address.hash = '';
    await page.goto(address.href);
    await page.waitForURL((url) => url.pathname === href('contact'));
    await expect(page.getByLabel('Full Name *')).toBeVisible();
  });

  test('success: the post comes back to /contact with the success notice', async ({ page }) => {
    await page.goto(site.url + href('contact'));
    await fillForm(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1#send-message$/);
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    expect(web3forms.submissions).toHaveLength(1);
  });

  test("failure reported by the service: the answer is the page with the service's message and what was typed (502)", async ({
    page,
    consoleErrors,
  }) => {
    web3forms.mode = 'refuse';
    await page.goto(site.url + href('contacts'));
    await fillForm(page, { message: 'Line one\nLine two' });
    const [response] = await Promise.all([
      page.waitForResponse('**/api/contact'),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(response.status()).toBe(502);
    await expect(page.getByRole('alert')).toHaveText(SERVICE_MESSAGE);
    // The answer opens at the notice and the form, not at the top of the page.
    await expect(page).toHaveURL(/\/api\/contact#send-message$/);
    await expect(page.getByRole('alert')).toBeInViewport();
    await expect(page.getByLabel('Full Name *')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Phone Number')).toHaveValue('(360) 555-0199');
    await expect(page.getByLabel('Message *')).toHaveValue('Line one\nLine two');
    await expect(page.getByLabel('Service of Interest')).toHaveValue('Customer Portal');
    // Chromium reports a document answered with an error status as a console error.
    expectOnlyResourceError(consoleErrors, /status of 502/);
    await expectForwardFailureLogged();
  });

  test('failure without a message from the service: the generic text, and sending again from that page works', async ({
    page,
    consoleErrors,
  }) => {
    web3forms.mode = 'server-error';
    await page.goto(site.url + href('contact'));
    await fillForm(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText(GENERIC_FAILURE);
    await expect(page.getByLabel('Email Address *')).toHaveValue('ada@example.org');
    expectOnlyResourceError(consoleErrors, /status of 502/);
    await expectForwardFailureLogged();
    web3forms.mode = 'ok';
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1#send-message$/);
    expect(web3forms.submissions).toHaveLength(1);
    expect(web3forms.submissions[0]).toMatchObject({
      name: 'Ada Lovelace',
      phone: '(360) 555-0199',
      service: 'Customer Portal',
    });
  });

  test('field errors come back beside their fields (400)', async ({ page, consoleErrors }) => {
    await page.goto(site.url + href('contact'));
    await fillForm(page, { email: 'ada@localhost' });
    const [response] = await Promise.all([
      page.waitForResponse('**/api/contact'),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.locator('#contact-email-error')).toHaveText('Please enter a valid email address');
    await expect(page.getByLabel('Email Address *')).toHaveValue('ada@localhost');
    expect(web3forms.submissions).toHaveLength(0);
    expectOnlyResourceError(consoleErrors, /status of 400/);
  });
});

test.describe('the signed form token (minimum fill time on)', () => {
  const MIN_FILL_MS = 1_000;
  let timedSite: SiteServer;
  test.beforeAll(async () => {
    timedSite = await startSite({
      WEB3FORMS_ACCESS_KEY: FAKE_ACCESS_KEY,
      WEB3FORMS_URL: web3forms.url,
      CONTACT_RATE_LIMIT: '1000',
      CONTACT_MIN_FILL_MS: String(MIN_FILL_MS),
      SITE_SECRET: 'e2e-site-secret-'.padEnd(40, 'x'),
    });
  });
  test.afterAll(async () => {
    await timedSite?.stop();
  });

  /** Waits until the form's token is old enough to send (the server's clock is this machine's). */
  async function waitUntilTokenIsOldEnough(page: Page) {
    const token = await page.locator('input[name="formToken"]').inputValue();
    const issuedAt = Number(token.split('.')[1]);
    expect(Number.isFinite(issuedAt), `a form token in the page: ${token}`).toBe(true);
    await expect.poll(() => Date.now() - issuedAt, { intervals: [100] }).toBeGreaterThanOrEqual(MIN_FILL_MS + 100);
  }

  test('with JavaScript: an expired token is answered with a fresh one and nothing lost; sending again goes through', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(timedSite.url + href('contact'));
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('contact-form') ?? {}).some((key) => key.startsWith('__reactProps')),
    );
    await fillForm(page, { message: 'Kept through an expired form.' });
    // The form as it would be after an hour open: its token replaced on the way by one that is not valid any more.
    await page.route('**/api/contact', (route) =>
      route.continue({
        postData: JSON.stringify({
          ...JSON.parse(route.request().postData() ?? '{}'),
          formToken: 'v1.1000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        }),
      }),
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('toast')).toHaveText(EXPIRED);
    await expect(page.getByLabel('Message *')).toHaveValue('Kept through an expired form.');
    expectOnlyResourceError(consoleErrors, /status of 400/);
    await page.unroute('**/api/contact');
    await waitUntilTokenIsOldEnough(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('toast')).toHaveText(SUCCESS);
    expect(web3forms.submissions).toHaveLength(1);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a forged token: the page asks to send again with what was typed and a fresh token, which then goes through', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(timedSite.url + href('contact'));
      await fillForm(page);
      await page.locator('input[name="formToken"]').evaluate((input: HTMLInputElement) => (input.value = 'v1.0.forged'));
      const [response] = await Promise.all([
        page.waitForResponse('**/api/contact'),
        page.getByRole('button', { name: 'Send Message' }).click(),
      ]);
      expect(response.status()).toBe(400);
      await expect(page.getByRole('alert')).toHaveText(EXPIRED);
      await expect(page.getByLabel('Full Name *')).toHaveValue('Ada Lovelace');
      await expect(page.getByLabel('Message *')).toHaveValue('We need a customer portal.');
      expect(web3forms.requests).toBe(0);
      expectOnlyResourceError(consoleErrors, /status of 400/);
      await waitUntilTokenIsOldEnough(page);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page).toHaveURL(/\/contact\?sent=1#send-message$/);
      expect(web3forms.submissions).toHaveLength(1);
    });
  });
});
