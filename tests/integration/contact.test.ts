/**
 * POST /api/contact end to end: the real router, the real forwarders against a fake Web3Forms
 * API and a real SMTP server (smtp-server, in-process), the outbox on disk, the signed form
 * token, server-made message ids, every outcome of the form without JavaScript (answered in
 * the POST response itself), and a table of bad inputs that must each be refused with their
 * status and send nothing.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net, { type AddressInfo } from 'node:net';
import type { Express } from 'express';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_TEXT } from '../../shared/contact-fields.ts';
import { checkFormToken, FORM_TOKEN_TTL_MS, formTokenKey, issueFormToken } from '../../server/contact/form-token.server.ts';
import { SmtpSink } from '../../server/contact/smtp-sink.server.ts';
import { Web3FormsSink } from '../../server/contact/web3forms-sink.server.ts';
import { FAKE_ACCESS_KEY, startFakeWeb3Forms, type FakeWeb3Forms } from '../fakes/web3forms.ts';
import { buildTestApp } from '../support/test-app.ts';
import { contactSubmissionsTotal } from '../../server/metrics/contact-metrics.ts';
import { href } from '../../shared/route-paths.ts';

const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  phone: '(360) 555-0199',
  company: 'Analytical Engines LLC',
  message: 'We need a customer portal.\nCan we talk next week?',
  service: 'Customer Portal',
};

let web3forms: FakeWeb3Forms;

beforeAll(async () => {
  web3forms = await startFakeWeb3Forms();
});
afterAll(() => web3forms.close());
beforeEach(() => {
  web3forms.submissions.length = 0;
  web3forms.requests = 0;
  web3forms.mode = 'ok';
});

const web3formsEnv = () => ({
  WEB3FORMS_ACCESS_KEY: FAKE_ACCESS_KEY,
  WEB3FORMS_URL: web3forms.url,
  CONTACT_MIN_FILL_MS: '0',
  CONTACT_RATE_LIMIT: '1000',
});

describe('Web3Forms forwarder', () => {
  let app: Express;
  beforeAll(async () => {
    app = await buildTestApp({}, web3formsEnv());
  });

  it('forwards a valid JSON message and answers 200 with the success text', async () => {
    const response = await request(app).post('/api/contact').send(VALID).expect(200);
    expect(response.body).toMatchObject({ success: true, message: CONTACT_TEXT.success });
    expect(web3forms.submissions).toHaveLength(1);
    expect(web3forms.submissions[0]).toMatchObject({ access_key: FAKE_ACCESS_KEY, ...VALID });
  });

  it('reads the older { success, body: { message } } answer too', async () => {
    web3forms.mode = 'ok-legacy';
    await request(app).post('/api/contact').send(VALID).expect(200);
    expect(web3forms.submissions).toHaveLength(1);
  });

  it('defaults the service to General Inquiry and trims the values', async () => {
    await request(app).post('/api/contact').send({ name: '  Ada ', email: ' ada@example.org ', message: ' Hi ' }).expect(200);
    expect(web3forms.submissions[0]).toMatchObject({
      name: 'Ada',
      email: 'ada@example.org',
      message: 'Hi',
      service: 'General Inquiry',
      phone: '',
      company: '',
    });
  });

  // The product's error table: the service's own message, or the generic text when it gave none.
  it.each([
    ['refuse', 'Spam detected'],
    ['refuse-legacy', 'Form is not active'],
    ['refuse-silent', CONTACT_TEXT.failure],
    ['server-error', CONTACT_TEXT.failure],
  ] as const)('answers 502 when the service reports failure (%s) with its message: %s', async (mode, message) => {
    web3forms.mode = mode;
    const response = await request(app).post('/api/contact').send(VALID).expect(502);
    expect(response.body).toMatchObject({ success: false, message });
  });

  it('counts each 502 as a failed submission and each success as sent (contact_submissions_total, the ContactForwarderFailing alert)', async () => {
    const count = async (outcome: string) =>
      (await contactSubmissionsTotal.get()).values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
    const [failedBefore, sentBefore] = [await count('failed'), await count('sent')];
    web3forms.mode = 'server-error';
    await request(app).post('/api/contact').send(VALID).expect(502);
    expect(await count('failed')).toBe(failedBefore + 1);
    web3forms.mode = 'ok';
    await request(app).post('/api/contact').send(VALID).expect(200);
    expect([await count('failed'), await count('sent')]).toEqual([failedBefore + 1, sentBefore + 1]);
  });

  it('a wrong access key: the service says so, and that is what the visitor is told', async () => {
    const wrongKey = await buildTestApp(
      { messageSink: new Web3FormsSink({ accessKey: 'not-the-key', url: web3forms.url }) },
      web3formsEnv(),
    );
    const response = await request(wrongKey).post('/api/contact').send(VALID).expect(502);
    expect(response.body).toMatchObject({ success: false, message: 'Invalid Access Key' });
  });

  it('answers 502 with the generic text when the service is unreachable', async () => {
    const closed = await buildTestApp({}, { ...web3formsEnv(), WEB3FORMS_URL: 'http://127.0.0.1:9/submit' });
    const response = await request(closed).post('/api/contact').send(VALID).expect(502);
    expect(response.body).toMatchObject({ success: false, message: CONTACT_TEXT.failure });
  });

  it('answers 502 with the generic text within its time limit when the service hangs', async () => {
    web3forms.mode = 'slow';
    const slowApp = await buildTestApp(
      { messageSink: new Web3FormsSink({ accessKey: FAKE_ACCESS_KEY, url: web3forms.url, timeoutMs: 300 }) },
      web3formsEnv(),
    );
    const started = Date.now();
    const response = await request(slowApp).post('/api/contact').send(VALID).expect(502);
    expect(response.body).toMatchObject({ success: false, message: CONTACT_TEXT.failure });
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('bad input is refused and nothing is sent', () => {
  let app: Express;
  beforeAll(async () => {
    app = await buildTestApp({}, web3formsEnv());
  });

  const long = (n: number) => 'x'.repeat(n);
  const CASES: Array<{ label: string; body?: Record<string, unknown>; raw?: string; type?: string; status: number; field?: string }> = [
    { label: 'missing name', body: { ...VALID, name: undefined }, status: 400, field: 'name' },
    { label: 'blank name', body: { ...VALID, name: '   ' }, status: 400, field: 'name' },
    { label: 'missing email', body: { ...VALID, email: undefined }, status: 400, field: 'email' },
    { label: 'missing message', body: { ...VALID, message: '' }, status: 400, field: 'message' },
    { label: 'bad e-mail', body: { ...VALID, email: 'not-an-address' }, status: 400, field: 'email' },
    { label: 'oversized name', body: { ...VALID, name: long(101) }, status: 400, field: 'name' },
    { label: 'oversized company', body: { ...VALID, company: long(121) }, status: 400, field: 'company' },
    { label: 'oversized message', body: { ...VALID, message: long(5_001) }, status: 400, field: 'message' },
    { label: 'unknown service', body: { ...VALID, service: 'Crypto Mining' }, status: 400, field: 'service' },
    { label: 'name that is not text', body: { ...VALID, name: { $gt: '' } }, status: 400, field: 'name' },
    {
      label: 'CR/LF in the name (header injection)',
      body: { ...VALID, name: 'Ada\r\nBcc: victim@example.com' },
      status: 400,
      field: 'name',
    },
    { label: 'LF in the e-mail', body: { ...VALID, email: 'ada@example.org\nBcc: victim@example.com' }, status: 400, field: 'email' },
    { label: 'CR in the phone', body: { ...VALID, phone: '555\r0199' }, status: 400, field: 'phone' },
    { label: 'control characters in the message', body: { ...VALID, message: 'hi\u0000there' }, status: 400, field: 'message' },
    { label: 'wrong content type (text/plain)', raw: JSON.stringify(VALID), type: 'text/plain', status: 415 },
    { label: 'wrong content type (multipart)', raw: '--x\r\n\r\n--x--', type: 'multipart/form-data; boundary=x', status: 415 },
    { label: 'malformed JSON', raw: '{"name": "Ada",', type: 'application/json', status: 400 },
    { label: 'JSON that is not an object', raw: '["Ada"]', type: 'application/json', status: 400 },
    { label: 'body over the size limit', raw: JSON.stringify({ ...VALID, message: long(20_000) }), type: 'application/json', status: 413 },
  ];

  it.each(CASES)('$label → $status', async ({ body, raw, type, status, field }) => {
    const call = request(app).post('/api/contact');
    const response = raw !== undefined ? await call.set('Content-Type', type!).send(raw) : await call.send(body!);
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body.success).toBe(false);
    if (field) expect(response.body.errors?.[field]).toBeTruthy();
    expect(web3forms.requests).toBe(0);
  });
});

describe('bot checks and the rate limit', () => {
  it('a filled honeypot looks like success to the bot and sends nothing', async () => {
    const app = await buildTestApp({}, web3formsEnv());
    const response = await request(app)
      .post('/api/contact')
      .send({ ...VALID, botcheck: 'https://spam.example' })
      .expect(200);
    expect(response.body.success).toBe(true);
    expect(web3forms.requests).toBe(0);
  });

  it('a filled honeypot on the form without JavaScript: a 303 to the success page, nothing sent', async () => {
    const app = await buildTestApp({}, web3formsEnv());
    const response = await request(app)
      .post('/api/contact')
      .type('form')
      .send({ ...VALID, botcheck: 'x' })
      .expect(303);
    expect(response.headers.location).toBe(`${href('contact')}?sent=1#send-message`);
    expect(web3forms.requests).toBe(0);
  });

  it('a flood from one address gets 429 with Retry-After once over CONTACT_RATE_LIMIT', async () => {
    const app = await buildTestApp({}, { ...web3formsEnv(), CONTACT_RATE_LIMIT: '3' });
    for (let i = 0; i < 3; i++) await request(app).post('/api/contact').send(VALID).expect(200);
    const limited = await request(app).post('/api/contact').send(VALID).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ success: false, message: CONTACT_TEXT.rateLimited });
    expect(web3forms.submissions).toHaveLength(3);
  });

  it('GETs of the contact pages (rendered per visitor) get 429 with Retry-After once over CONTACT_PAGE_RATE_LIMIT', async () => {
    const app = await buildTestApp({}, { ...web3formsEnv(), CONTACT_PAGE_RATE_LIMIT: '3' });
    for (const path of [href('contact'), href('contacts'), `${href('contact')}?sent=1`]) await request(app).get(path).expect(200);
    const limited = await request(app).get(href('contact')).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['cache-control']).toBe('private, no-store');
    expect(limited.text).toContain('Please try again in a minute');
    // Pages from the cache are not counted.
    await request(app).get(href('about-us')).expect(200);
    // The form's own limit is counted apart: a post still goes.
    await request(app).post('/api/contact').send(VALID).expect(200);
  });

  it('a flood of refused requests writes one limit warning per client and window, not one each', async () => {
    const messages: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) messages.push((JSON.parse(line) as { msg: string }).msg);
        callback();
      },
    });
    const app = await buildTestApp(
      { logger: pino({ level: 'info', base: undefined }, logStream) },
      { ...web3formsEnv(), CONTACT_PAGE_RATE_LIMIT: '2', CONTACT_RATE_LIMIT: '1' },
    );
    for (let i = 0; i < 2; i++) await request(app).get(href('contact')).expect(200);
    for (let i = 0; i < 5; i++) await request(app).get(href('contact')).expect(429);
    await request(app).post('/api/contact').send(VALID).expect(200);
    for (let i = 0; i < 5; i++) await request(app).post('/api/contact').send(VALID).expect(429);
    await expect
      .poll(() => messages.filter((msg) => msg.endsWith('rate limit reached')))
      .toEqual(['contact page rate limit reached', 'contact rate limit reached']);
  });
});

describe('the minimum fill time, on a signed token the server issued', () => {
  const SECRET = 'integration-test-site-secret-'.padEnd(40, 'x');
  const KEY = formTokenKey(Buffer.from(SECRET));
  const tokenEnv = () => ({ ...web3formsEnv(), CONTACT_MIN_FILL_MS: '3000', SITE_SECRET: SECRET });
  /** A token as the contact page of any pod sharing SITE_SECRET issued it, `ago` ms before now. */
  const tokenFrom = (ago: number) => issueFormToken(KEY, Date.now() - ago);
  const tokenIn = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  let app: Express;
  beforeAll(async () => {
    app = await buildTestApp({}, tokenEnv());
  });

  it('the contact page carries a fresh token on every render, signed with SITE_SECRET', async () => {
    const first = tokenIn((await request(app).get(href('contact')).expect(200)).text);
    const second = tokenIn((await request(app).get(href('contacts')).expect(200)).text);
    expect(first).toBeTruthy();
    expect(checkFormToken(KEY, first, { minAgeMs: 0 }).ok).toBe(true);
    const data = await request(app)
      .get('/api/route-data')
      .query({ path: href('contact') })
      .expect(200);
    expect(checkFormToken(KEY, data.body.data.formToken, { minAgeMs: 0 }).ok).toBe(true);
    expect(checkFormToken(KEY, second, { minAgeMs: 0 }).ok).toBe(true);
  });

  it("the page's own token sent at once is too fast: 400, the form keeps what was typed, nothing sent", async () => {
    const token = tokenIn((await request(app).get(href('contact')).expect(200)).text);
    const response = await request(app)
      .post('/api/contact')
      .send({ ...VALID, formToken: token })
      .expect(400);
    expect(response.body).toMatchObject({ success: false, message: CONTACT_TEXT.tooFast });
    expect(web3forms.requests).toBe(0);
  });

  it('a token issued long enough ago (by any pod with the same secret) goes through', async () => {
    const response = await request(app)
      .post('/api/contact')
      .send({ ...VALID, formToken: tokenFrom(5_000) })
      .expect(200);
    expect(response.body.success).toBe(true);
    // The next message gets a token of its own.
    expect(checkFormToken(KEY, response.body.formToken, { minAgeMs: 0 }).ok).toBe(true);
    expect(web3forms.submissions).toHaveLength(1);
  });

  it('the old client clock is not trusted: startedAt: 0 without a token is refused, and no file is written', async () => {
    const outbox = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const outboxApp = await buildTestApp({}, { OUTBOX_DIR: outbox, CONTACT_MIN_FILL_MS: '3000', SITE_SECRET: SECRET });
    const response = await request(outboxApp)
      .post('/api/contact')
      .send({ ...VALID, startedAt: 0 })
      .expect(400);
    expect(response.body.message).toBe(CONTACT_TEXT.unverified);
    await request(outboxApp)
      .post('/api/contact')
      .type('form')
      .send({ ...VALID, startedAt: '0' })
      .expect(400);
    expect(readdirSync(outbox)).toEqual([]);
  });

  it.each<[string, () => string | undefined, string]>([
    ['expired (over an hour old)', () => tokenFrom(FORM_TOKEN_TTL_MS + 60_000), CONTACT_TEXT.expired],
    [
      'forged (signed with another secret)',
      () => issueFormToken(formTokenKey(Buffer.from('not our secret')), Date.now() - 5_000),
      CONTACT_TEXT.expired,
    ],
    [
      'backdated by hand',
      () => tokenFrom(0).replace(/\.(\d+)\./, (_m, time: string) => `.${Number(time) - 60_000}.`),
      CONTACT_TEXT.expired,
    ],
    // Not a form left open too long: its own words.
    ['missing', () => undefined, CONTACT_TEXT.unverified],
  ])('%s: 400 asking to send again, with a fresh token that then works; nothing lost, nothing sent', async (_label, make, message) => {
    const response = await request(app)
      .post('/api/contact')
      .send({ ...VALID, formToken: make() })
      .expect(400);
    expect(response.body).toMatchObject({ success: false, message });
    const fresh = response.body.formToken as string;
    expect(checkFormToken(KEY, fresh, { minAgeMs: 0 }).ok).toBe(true);
    expect(web3forms.requests).toBe(0);
  });
});

describe('message ids are made by the server', () => {
  it('X-Request-Id: same-id-123 on two posts stores two messages with different ids; each file is named by its id, as its log line says', async () => {
    const outbox = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const lines: Array<Record<string, unknown>> = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line));
        callback();
      },
    });
    const app = await buildTestApp(
      { logger: pino({ level: 'info', base: undefined }, logStream) },
      { OUTBOX_DIR: outbox, CONTACT_MIN_FILL_MS: '0' },
    );
    await request(app).post('/api/contact').set('X-Request-Id', 'same-id-123').send(VALID).expect(200);
    await request(app)
      .post('/api/contact')
      .set('X-Request-Id', 'same-id-123')
      .send({ ...VALID, name: 'Grace Hopper' })
      .expect(200);
    const files = readdirSync(outbox).sort();
    expect(files).toHaveLength(2);
    const ids = files.map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')).id as string);
    expect(new Set(ids).size).toBe(2);
    for (const [index, id] of ids.entries()) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(files[index]).toBe(`${id}.json`);
    }
    const stored = lines.filter((line) => line.msg === 'contact message stored').map((line) => line.messageId);
    expect(stored.sort()).toEqual([...ids].sort());
  });
});

describe('SMTP forwarder (real SMTP server in-process)', () => {
  let smtp: SMTPServer;
  let port: number;
  const received: Array<{ from: string; to: string[]; raw: string }> = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
  });

  const smtpEnv = () => ({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    CONTACT_TO: 'sales@example.com',
    CONTACT_FROM: 'website@example.com',
    CONTACT_MIN_FILL_MS: '0',
    CONTACT_RATE_LIMIT: '1000',
  });

  it('delivers to CONTACT_TO from CONTACT_FROM with the visitor in Reply-To', async () => {
    const app = await buildTestApp({}, smtpEnv());
    await request(app).post('/api/contact').send(VALID).expect(200);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to).toEqual(['sales@example.com']);
    expect(mail.from).toBe('website@example.com');
    expect(mail.raw).toMatch(/^Reply-To: Ada Lovelace <ada@example\.org>\r?$/m);
    expect(mail.raw).toMatch(/^Subject: New contact form message from Ada Lovelace \(Customer Portal\)\r?$/m);
    expect(mail.raw).toContain('Can we talk next week?');
  });

  it("the menu's former value for the customer portal goes out as the form's value, in the subject and the body", async () => {
    const app = await buildTestApp({}, smtpEnv());
    await request(app)
      .post('/api/contact')
      .send({ ...VALID, service: 'Customer Portal Development' })
      .expect(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.raw).toMatch(/^Subject: New contact form message from Ada Lovelace \(Customer Portal\)\r?$/m);
    expect(received[0]!.raw).toMatch(/^Service: Customer Portal\r?$/m);
  });

  it('a CR/LF header injection attempt never reaches the SMTP server', async () => {
    const app = await buildTestApp({}, smtpEnv());
    await request(app)
      .post('/api/contact')
      .send({ ...VALID, name: 'Ada\r\nBcc: victim@example.com' })
      .expect(400);
    await request(app)
      .post('/api/contact')
      .type('form')
      .send({ ...VALID, company: 'X\nBcc: victim@example.com' })
      .expect(400);
    expect(received).toHaveLength(0);
  });

  it('answers 502 within the time limit when the SMTP server accepts but never greets', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const silentPort = (silent.address() as AddressInfo).port;
    try {
      const app = await buildTestApp(
        { messageSink: new SmtpSink({ url: `smtp://127.0.0.1:${silentPort}`, to: 'sales@example.com', timeoutMs: 400 }) },
        smtpEnv(),
      );
      const started = Date.now();
      const response = await request(app).post('/api/contact').send(VALID).expect(502);
      expect(response.body).toMatchObject({ success: false, message: CONTACT_TEXT.failure });
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('answers 502 when the SMTP server is down, and within the time limit', async () => {
    const app = await buildTestApp(
      { messageSink: new SmtpSink({ url: 'smtp://127.0.0.1:9', to: 'sales@example.com', timeoutMs: 500 }) },
      smtpEnv(),
    );
    const response = await request(app).post('/api/contact').send(VALID).expect(502);
    // The relay's own words are technical (ECONNREFUSED...): they go to the log, the visitor gets the generic text.
    expect(response.body).toMatchObject({ success: false, message: CONTACT_TEXT.failure });
  });
});

describe('outbox (zero-config default)', () => {
  it('writes one complete JSON file per message, atomically', async () => {
    const outbox = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const app = await buildTestApp({}, { OUTBOX_DIR: outbox, CONTACT_MIN_FILL_MS: '0' });
    await request(app).post('/api/contact').send(VALID).expect(200);
    await request(app)
      .post('/api/contact')
      .send({ ...VALID, name: 'Grace Hopper' })
      .expect(200);
    const files = readdirSync(outbox);
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.json') && !file.startsWith('.'))).toBe(true);
    const names = files.map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')).name).sort();
    expect(names).toEqual(['Ada Lovelace', 'Grace Hopper']);
  });

  it('answers 502 when the outbox cannot be written', async () => {
    // A regular file where the folder should be: mkdir fails with ENOTDIR.
    const blocker = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-')), 'not-a-dir');
    writeFileSync(blocker, '');
    const app = await buildTestApp({}, { OUTBOX_DIR: path.join(blocker, 'outbox'), CONTACT_MIN_FILL_MS: '0' });
    const response = await request(app).post('/api/contact').send(VALID).expect(502);
    expect(response.body).toMatchObject({ success: false, message: CONTACT_TEXT.failure });
    expect(existsSync(path.join(blocker, 'outbox'))).toBe(false);
  });
});

describe('the form without JavaScript: every outcome answered in the POST response itself', () => {
  let app: Express;
  beforeAll(async () => {
    app = await buildTestApp({}, web3formsEnv());
  });

  /** The contact page as the answer to a post: its status, never cached, the notice as an alert. */
  function expectContactPage(response: request.Response, status: number, notice: string) {
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.text).toContain('<h1');
    expect(response.text).toContain('id="contact-form"');
    expect(response.text).toMatch(new RegExp(`role="alert"[^>]*>${notice.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}<`));
    expect(response.text).toMatch(/name="formToken" value="v1\.\d+\.[\w-]{43}"/);
  }

  it('success: a 303 to /contact?sent=1, which shows the success notice', async () => {
    const response = await request(app).post('/api/contact').type('form').send(VALID).expect(303);
    expect(response.headers.location).toBe(`${href('contact')}?sent=1#send-message`);
    expect(web3forms.submissions).toHaveLength(1);
    const page = await request(app)
      .get(`${href('contact')}?sent=1`)
      .expect(200);
    expect(page.text).toContain('id="send-message"');
    expect(page.text).toContain('Message sent successfully! We&#x27;ll get back to you soon.');
  });

  it('invalid fields: 400, the page with the errors beside their fields and what was typed; nothing sent', async () => {
    const response = await request(app)
      .post('/api/contact')
      .type('form')
      .send({ ...VALID, email: 'nope' });
    expectContactPage(response, 400, CONTACT_TEXT.invalid);
    expect(response.text).toContain('id="contact-email-error"');
    expect(response.text).toContain('Please enter a valid email address');
    expect(response.text).toContain('value="nope"');
    expect(response.text).toContain('value="Ada Lovelace"');
    expect(response.text).toContain('We need a customer portal.\nCan we talk next week?');
    expect(web3forms.requests).toBe(0);
  });

  it("the service refuses: 502, the page with the service's own message and everything typed", async () => {
    web3forms.mode = 'refuse';
    const response = await request(app).post('/api/contact').type('form').send(VALID);
    expectContactPage(response, 502, 'Spam detected');
    expect(response.text).toContain('value="Ada Lovelace"');
    expect(response.text).toContain('value="(360) 555-0199"');
    expect(response.text).toContain('value="Analytical Engines LLC"');
    expect(response.text).toMatch(/<option value="Customer Portal" selected="">/);
    expect(response.text).toContain('We need a customer portal.');
    // One visitor's answer is never served to the next: the page renders from its loader again.
    const next = await request(app).get(href('contact')).expect(200);
    expect(next.text).not.toContain('role="alert"');
    expect(next.text).not.toContain('Ada Lovelace');
  });

  it('the service fails without a message: 502, the generic text, everything typed', async () => {
    web3forms.mode = 'server-error';
    const response = await request(app).post('/api/contact').type('form').send(VALID);
    expectContactPage(response, 502, CONTACT_TEXT.failure);
    expect(response.text).toContain('value="Ada Lovelace"');
  });

  it('too fast, expired and forged tokens: 400 with what was typed and a token to send again', async () => {
    const SECRET = 'no-js-token-secret-'.padEnd(40, 'x');
    const tokenApp = await buildTestApp({}, { ...web3formsEnv(), CONTACT_MIN_FILL_MS: '3000', SITE_SECRET: SECRET });
    const key = formTokenKey(Buffer.from(SECRET));
    const young = issueFormToken(key, Date.now());
    const tooFast = await request(tokenApp)
      .post('/api/contact')
      .type('form')
      .send({ ...VALID, formToken: young });
    expectContactPage(tooFast, 400, CONTACT_TEXT.tooFast);
    // Too fast keeps its token: it is good in a moment.
    expect(tooFast.text).toContain(`name="formToken" value="${young}"`);
    expect(tooFast.text).toContain('value="Ada Lovelace"');

    for (const token of [
      issueFormToken(key, Date.now() - FORM_TOKEN_TTL_MS - 1_000),
      issueFormToken(formTokenKey(Buffer.from('forger')), Date.now() - 5_000),
    ]) {
      const refused = await request(tokenApp)
        .post('/api/contact')
        .type('form')
        .send({ ...VALID, formToken: token });
      expectContactPage(refused, 400, CONTACT_TEXT.expired);
      expect(refused.text).toContain('value="Ada Lovelace"');
      expect(refused.text).toContain('We need a customer portal.');
      const fresh = /name="formToken" value="([^"]+)"/.exec(refused.text)![1];
      expect(fresh).not.toBe(token);
      expect(checkFormToken(key, fresh, { minAgeMs: 0 }).ok).toBe(true);
    }
    expect(web3forms.requests).toBe(0);
  });

  it('no token at all: 400 saying the form could not be verified (not that it was open too long), with what was typed and a token', async () => {
    const SECRET = 'no-js-token-secret-'.padEnd(40, 'x');
    const tokenApp = await buildTestApp({}, { ...web3formsEnv(), CONTACT_MIN_FILL_MS: '3000', SITE_SECRET: SECRET });
    const refused = await request(tokenApp).post('/api/contact').type('form').send(VALID);
    expectContactPage(refused, 400, CONTACT_TEXT.unverified);
    expect(refused.text).not.toContain('open for too long');
    expect(refused.text).toContain('value="Ada Lovelace"');
    expect(refused.text).toContain('We need a customer portal.');
    const fresh = /name="formToken" value="([^"]+)"/.exec(refused.text)![1];
    expect(checkFormToken(formTokenKey(Buffer.from(SECRET)), fresh, { minAgeMs: 0 }).ok).toBe(true);
    expect(web3forms.requests).toBe(0);
  });

  it('over the rate limit: 429 with Retry-After, the page with what was typed', async () => {
    const limitedApp = await buildTestApp({}, { ...web3formsEnv(), CONTACT_RATE_LIMIT: '1' });
    await request(limitedApp).post('/api/contact').type('form').send(VALID).expect(303);
    const response = await request(limitedApp)
      .post('/api/contact')
      .type('form')
      .send({ ...VALID, name: 'Grace Hopper' });
    expectContactPage(response, 429, CONTACT_TEXT.rateLimited);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.text).toContain('value="Grace Hopper"');
  });

  it('keeps nothing between requests: the old ?notice= link shows no notice at all', async () => {
    const page = await request(app)
      .get(`${href('contact')}?notice=AAAAAAAAAAAAAAAAAAAAAA`)
      .expect(200);
    expect(page.text).not.toContain('role="alert"');
  });
});
