/**
 * The contact form's service values are a contract with clients written from the product's
 * list (integrations, old no-JS forms, the form service's saved filters): these are spelled here
 * on purpose, as the public URLs are in public-urls.contract.test.ts. Every value is accepted,
 * as JSON and form-encoded, and forwarded as sent; the menu's name the form sent before
 * ('Customer Portal Development') is the same choice and is forwarded as 'Customer Portal'; an
 * unknown value is refused, naming the field, and nothing is sent.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SENT_PARAM } from '../../shared/contact-page-data.ts';
import { CONTACT_FORM_ANCHOR } from '../../shared/contact-fields.ts';
import { href } from '../../shared/route-paths.ts';
import { FAKE_ACCESS_KEY, startFakeWeb3Forms, type FakeWeb3Forms } from '../fakes/web3forms.ts';
import { buildTestApp } from '../support/test-app.ts';

/** The product's list, in its order, with the one label that differs from its value. */
const PRODUCT_CHOICES = [
  { value: 'General Inquiry', label: 'General Inquiry' },
  { value: 'Software Development', label: 'Software Development' },
  { value: 'Web Development', label: 'Web Development' },
  { value: 'Customer Portal', label: 'Customer Portal Development' },
  { value: 'Database Design', label: 'Database Design' },
  { value: 'AI Consulting', label: 'AI Consulting' },
  { value: 'Cloud Infrastructure', label: 'Cloud Infrastructure' },
  { value: 'Cloud Migrations', label: 'Cloud Migrations' },
  { value: 'Web Design', label: 'Web Design' },
  { value: 'SEO & Marketing', label: 'SEO & Marketing' },
];
/** The services this site offers beyond the product's list. */
const SITE_ADDITIONS = [
  { value: 'DevOps', label: 'DevOps' },
  { value: 'Kubernetes', label: 'Kubernetes' },
];
const FORMER_VALUE = { sent: 'Customer Portal Development', means: 'Customer Portal' };

const MESSAGE = { name: 'Ada Lovelace', email: 'ada@example.org', message: 'Which service fits us?' };
const ENCODINGS = ['json', 'form'] as const;

/** Posts a message as the page's script (JSON) or the form without JavaScript (form-encoded) sends it. */
function post(app: Express, encoding: (typeof ENCODINGS)[number], service: string) {
  return request(app)
    .post('/api/contact')
    .type(encoding)
    .send({ ...MESSAGE, service });
}

/** A post that went through: 200 for JSON, the no-JS form's 303 to the success notice. */
function expectAccepted(response: request.Response, encoding: (typeof ENCODINGS)[number]) {
  if (encoding === 'json') {
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ success: true });
  } else {
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(`${href('contact')}?${SENT_PARAM}=1#${CONTACT_FORM_ANCHOR}`);
  }
}

const unescape = (html: string) => html.replace(/&amp;/g, '&');

let web3forms: FakeWeb3Forms;
let app: Express;
beforeAll(async () => {
  web3forms = await startFakeWeb3Forms();
  app = await buildTestApp(
    {},
    { WEB3FORMS_ACCESS_KEY: FAKE_ACCESS_KEY, WEB3FORMS_URL: web3forms.url, CONTACT_MIN_FILL_MS: '0', CONTACT_RATE_LIMIT: '1000' },
  );
});
afterAll(() => web3forms.close());
beforeEach(() => {
  web3forms.submissions.length = 0;
  web3forms.requests = 0;
  web3forms.mode = 'ok';
});

describe('the service values of the contact form', () => {
  it("the form offers the product's values in its order, then the site's own, each with its label", async () => {
    const page = await request(app).get(href('contact')).expect(200);
    const options = [...page.text.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((match) => ({
      value: unescape(match[1] ?? ''),
      label: unescape(match[2] ?? ''),
    }));
    expect(options).toEqual([...PRODUCT_CHOICES, ...SITE_ADDITIONS]);
  });

  for (const encoding of ENCODINGS)
    it.each([...PRODUCT_CHOICES, ...SITE_ADDITIONS].map((choice) => choice.value))(
      `${encoding}: "%s" is accepted and forwarded as sent`,
      async (value) => {
        expectAccepted(await post(app, encoding, value), encoding);
        expect(web3forms.submissions).toHaveLength(1);
        expect(web3forms.submissions[0]).toMatchObject({ service: value });
      },
    );

  it.each(ENCODINGS)(
    `%s: "${FORMER_VALUE.sent}", sent before, is the same choice and forwarded as "${FORMER_VALUE.means}"`,
    async (encoding) => {
      expectAccepted(await post(app, encoding, FORMER_VALUE.sent), encoding);
      expect(web3forms.submissions).toHaveLength(1);
      expect(web3forms.submissions[0]).toMatchObject({ service: FORMER_VALUE.means });
    },
  );

  it(`the outbox stores "${FORMER_VALUE.sent}" as "${FORMER_VALUE.means}"`, async () => {
    const outbox = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const outboxApp = await buildTestApp({}, { OUTBOX_DIR: outbox, CONTACT_MIN_FILL_MS: '0' });
    expectAccepted(await post(outboxApp, 'json', FORMER_VALUE.sent), 'json');
    const [file] = readdirSync(outbox);
    expect(JSON.parse(readFileSync(path.join(outbox, file!), 'utf8'))).toMatchObject({ service: FORMER_VALUE.means });
  });

  it(`a no-JS form that fails puts "${FORMER_VALUE.sent}" back as the "${FORMER_VALUE.means}" option`, async () => {
    web3forms.mode = 'server-error';
    const response = await post(app, 'form', FORMER_VALUE.sent).expect(502);
    expect(response.text).toContain(`<option value="${FORMER_VALUE.means}" selected="">`);
  });

  it('an unknown value gets 400 naming the service field, and nothing is sent', async () => {
    for (const value of ['Customer', 'customer portal', 'Crypto Mining', 'Customer Portal Development ', 'Customer Portal\u0000'])
      expect((await post(app, 'json', value).expect(400)).body).toMatchObject({
        success: false,
        errors: { service: 'Please choose a service from the list' },
      });
    const page = await post(app, 'form', 'Crypto Mining').expect(400);
    expect(page.text).toContain('id="contact-service-error"');
    expect(web3forms.requests).toBe(0);
  });
});
