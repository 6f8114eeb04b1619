/**
 * Attribution with every contact message (issue 38): what the form sends about where the
 * message came from reaches the owner in the outbox file, the Web3Forms payload and the
 * e-mail; every field is validated (a referring URL's path or a foreign page is refused with
 * the field named); the no-JS page carries the page before it from a same-site Referer only,
 * and gives it back after a failed post.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ATTRIBUTION_LIMITS } from '../../shared/contact-attribution.ts';
import { href } from '../../shared/route-paths.ts';
import { ROUTE_TABLE, ROUTES_BY_ID } from '../../routes/server/route-table.ts';
import { isServiceRoute } from '../../routes/services/service-route.ts';
import { FAKE_ACCESS_KEY, startFakeWeb3Forms, type FakeWeb3Forms } from '../fakes/web3forms.ts';
import { buildTestApp } from '../support/test-app.ts';

const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  phone: '',
  company: '',
  message: 'We need a cluster.',
  service: 'General Inquiry',
};
const SERVICE_PATH = ROUTE_TABLE.filter(isServiceRoute)[0]!.path;
const ATTRIBUTION = {
  previousPage: SERVICE_PATH,
  landingPage: ROUTES_BY_ID.home.path,
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'spring launch',
  utmTerm: 'kubernetes consultant',
  utmContent: 'footer link',
  referrer: 'https://news.example.com',
};
const QUIET = { CONTACT_MIN_FILL_MS: '0', CONTACT_RATE_LIMIT: '1000' };

let outbox: string;
let outboxApp: Express;
beforeAll(async () => {
  outbox = mkdtempSync(path.join(tmpdir(), 'attribution-outbox-'));
  outboxApp = await buildTestApp({}, { ...QUIET, OUTBOX_DIR: outbox });
});
afterAll(() => rmSync(outbox, { recursive: true, force: true }));

const storedMessages = () => readdirSync(outbox).map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')));

describe('the outbox file', () => {
  beforeEach(() => {
    for (const file of readdirSync(outbox)) rmSync(path.join(outbox, file));
  });

  it('holds every attribution field sent, as sent', async () => {
    await request(outboxApp)
      .post('/api/contact')
      .send({ ...VALID, ...ATTRIBUTION })
      .expect(200);
    const [message] = storedMessages();
    expect(message.attribution).toEqual(ATTRIBUTION);
    expect(message.name).toBe(VALID.name);
  });

  it('has no attribution when none was sent (a message is never refused for lacking it)', async () => {
    await request(outboxApp).post('/api/contact').send(VALID).expect(200);
    const [message] = storedMessages();
    expect(message).not.toHaveProperty('attribution');
  });

  it.each([
    ['referrer', 'https://news.example.com/articles/best?id=42'],
    ['referrer', 'javascript:alert(1)'],
    ['previousPage', 'https://evil.example/page'],
    ['previousPage', '//evil.example/page'],
    ['previousPage', `/${'a'.repeat(ATTRIBUTION_LIMITS.previousPage)}`],
    ['landingPage', 'not a path'],
    ['utmSource', 'x'.repeat(ATTRIBUTION_LIMITS.utmSource + 1)],
    ['utmCampaign', 'two\nlines'],
    ['utmTerm', 42],
  ])('%s = %j is refused with 400 naming the field, and nothing is stored', async (field, value) => {
    const response = await request(outboxApp)
      .post('/api/contact')
      .send({ ...VALID, [field]: value })
      .expect(400);
    expect(Object.keys(response.body.errors)).toEqual([field]);
    expect(storedMessages()).toEqual([]);
  });
});

describe('the forwarders', () => {
  let web3forms: FakeWeb3Forms;
  let smtp: SMTPServer;
  const mails: string[] = [];
  beforeAll(async () => {
    web3forms = await startFakeWeb3Forms();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          mails.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  });
  afterAll(async () => {
    await web3forms.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('Web3Forms gets each value under the name the owner reads', async () => {
    const app = await buildTestApp({}, { ...QUIET, WEB3FORMS_ACCESS_KEY: FAKE_ACCESS_KEY, WEB3FORMS_URL: web3forms.url });
    await request(app)
      .post('/api/contact')
      .send({ ...VALID, ...ATTRIBUTION })
      .expect(200);
    expect(web3forms.submissions[0]).toMatchObject({
      'Page before the form': ATTRIBUTION.previousPage,
      'Landing page': ATTRIBUTION.landingPage,
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring launch',
      utm_term: 'kubernetes consultant',
      utm_content: 'footer link',
      'Referring site': ATTRIBUTION.referrer,
    });
  });

  it('the e-mail lists them under the message', async () => {
    const port = (smtp.server.address() as AddressInfo).port;
    const app = await buildTestApp({}, { ...QUIET, SMTP_URL: `smtp://127.0.0.1:${port}`, CONTACT_TO: 'sales@example.com' });
    await request(app)
      .post('/api/contact')
      .send({ ...VALID, ...ATTRIBUTION })
      .expect(200);
    const text = mails[0]!.replace(/=\r?\n/g, '');
    expect(text).toContain(`Page before the form: ${ATTRIBUTION.previousPage}`);
    expect(text).toContain('utm_campaign: spring launch');
    expect(text).toContain(`Referring site: ${ATTRIBUTION.referrer}`);
  });
});

describe('the contact page without JavaScript', () => {
  const HOST = '127.0.0.1:3999';
  const hiddenPreviousPage = (html: string) => /<input type="hidden" name="previousPage" value="([^"]*)"/.exec(html)?.[1];

  it('carries the page before it from a same-site Referer, its path only', async () => {
    const response = await request(outboxApp)
      .get(href('contact'))
      .set('Host', HOST)
      .set('Referer', `http://${HOST}${SERVICE_PATH}?utm_source=x&email=ada%40example.org`)
      .expect(200);
    expect(hiddenPreviousPage(response.text)).toBe(SERVICE_PATH);
  });

  it.each([
    ['another site', `http://localhost:3999${SERVICE_PATH}`],
    ['the contact page itself (a reload, the redirect after sending)', `http://${HOST}${href('contact')}`],
    ['no Referer', undefined],
  ])('carries nothing from %s', async (_label, referer) => {
    const get = request(outboxApp).get(href('contact')).set('Host', HOST);
    const response = await (referer ? get.set('Referer', referer) : get).expect(200);
    expect(response.text).not.toContain('name="previousPage"');
  });

  it('a failed post answers with the page that still carries it', async () => {
    const response = await request(outboxApp)
      .post('/api/contact')
      .type('form')
      .send({ ...VALID, email: 'not an address', previousPage: SERVICE_PATH })
      .expect(400);
    expect(hiddenPreviousPage(response.text)).toBe(SERVICE_PATH);
  });
});
