/**
 * POST /api/contact end to end: the real router, the real forwarders against a fake Web3Forms
 * API and a real SMTP server (smtp-server, in-process), the outbox on disk, the no-JS
 * form round trip through /contact, and a table of bad inputs that must each be refused
 * with their status and send nothing.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net, { type AddressInfo } from 'node:net';
import type { Express } from 'express';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_TEXT } from '../../shared/contact-fields.ts';
import { SmtpSink } from '../../server/contact/smtp-sink.server.ts';
import { Web3FormsSink } from '../../server/contact/web3forms-sink.server.ts';
import { FAKE_ACCESS_KEY, startFakeWeb3Forms, type FakeWeb3Forms } from '../fakes/web3forms.ts';
import { buildTestApp } from '../support/test-app.ts';

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

const web3formsEnv = () => ({ WEB3FORMS_ACCESS_KEY: FAKE_ACCESS_KEY, WEB3FORMS_URL: web3forms.url, CONTACT_MIN_FILL_MS: '0', CONTACT_RATE_LIMIT: '1000' });

describe('Web3Forms forwarder', () => {
  let app: Express;
  beforeAll(async () => {
    app = await buildTestApp({}, web3formsEnv());
  });

  it('forwards a valid JSON message and answers 200 with the success text', async () => {
    const response = await request(app).post('/api/contact').send(VALID).expect(200);
    expect(response.body).toEqual({ success: true, message: CONTACT_TEXT.success });
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
    expect(web3forms.submissions[0]).toMatchObject({ name: 'Ada', email: 'ada@example.org', message: 'Hi', service: 'General Inquiry', phone: '', company: '' });
  });

  it.each(['refuse', 'refuse-legacy', 'server-error'] as const)('answers 502 when the service reports failure (%s)', async (mode) => {
    web3forms.mode = mode;
    const response = await request(app).post('/api/contact').send(VALID).expect(502);
    expect(response.body).toEqual({ success: false, message: CONTACT_TEXT.notSent });
  });

  it('answers 502 when the service is unreachable', async () => {
    const closed = await buildTestApp({}, { ...web3formsEnv(), WEB3FORMS_URL: 'http://127.0.0.1:9/submit' });
    await request(closed).post('/api/contact').send(VALID).expect(502);
  });

  it('answers 502 within its time limit when the service hangs', async () => {
    web3forms.mode = 'slow';
    const slowApp = await buildTestApp({ messageSink: new Web3FormsSink({ accessKey: FAKE_ACCESS_KEY, url: web3forms.url, timeoutMs: 300 }) }, web3formsEnv());
    const started = Date.now();
    await request(slowApp).post('/api/contact').send(VALID).expect(502);
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
    { label: 'CR/LF in the name (header injection)', body: { ...VALID, name: 'Ada\r\nBcc: victim@example.com' }, status: 400, field: 'name' },
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
    const response = await request(app).post('/api/contact').send({ ...VALID, botcheck: 'https://spam.example' }).expect(200);
    expect(response.body.success).toBe(true);
    expect(web3forms.requests).toBe(0);
  });

  it('a submission faster than the minimum fill time is refused; a patient one goes through', async () => {
    const app = await buildTestApp({}, { ...web3formsEnv(), CONTACT_MIN_FILL_MS: '3000' });
    const tooFast = await request(app).post('/api/contact').send({ ...VALID, startedAt: Date.now() - 500 }).expect(400);
    expect(tooFast.body.message).toBe(CONTACT_TEXT.tooFast);
    await request(app).post('/api/contact').send(VALID).expect(400);
    expect(web3forms.requests).toBe(0);
    await request(app).post('/api/contact').send({ ...VALID, startedAt: Date.now() - 5_000 }).expect(200);
    expect(web3forms.submissions).toHaveLength(1);
  });

  it('a flood from one address gets 429 with Retry-After once over CONTACT_RATE_LIMIT', async () => {
    const app = await buildTestApp({}, { ...web3formsEnv(), CONTACT_RATE_LIMIT: '3' });
    for (let i = 0; i < 3; i++) await request(app).post('/api/contact').send(VALID).expect(200);
    const limited = await request(app).post('/api/contact').send(VALID).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toEqual({ success: false, message: CONTACT_TEXT.rateLimited });
    expect(web3forms.submissions).toHaveLength(3);
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

  const smtpEnv = () => ({ SMTP_URL: `smtp://127.0.0.1:${port}`, CONTACT_TO: 'sales@example.com', CONTACT_FROM: 'website@example.com', CONTACT_MIN_FILL_MS: '0', CONTACT_RATE_LIMIT: '1000' });

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

  it('a CR/LF header injection attempt never reaches the SMTP server', async () => {
    const app = await buildTestApp({}, smtpEnv());
    await request(app).post('/api/contact').send({ ...VALID, name: 'Ada\r\nBcc: victim@example.com' }).expect(400);
    await request(app).post('/api/contact').type('form').send({ ...VALID, company: 'X\nBcc: victim@example.com' }).expect(303);
    expect(received).toHaveLength(0);
  });

  it('answers 502 within the time limit when the SMTP server accepts but never greets', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const silentPort = (silent.address() as AddressInfo).port;
    try {
      const app = await buildTestApp({ messageSink: new SmtpSink({ url: `smtp://127.0.0.1:${silentPort}`, to: 'sales@example.com', timeoutMs: 400 }) }, smtpEnv());
      const started = Date.now();
      await request(app).post('/api/contact').send(VALID).expect(502);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('answers 502 when the SMTP server is down, and within the time limit', async () => {
    const app = await buildTestApp({ messageSink: new SmtpSink({ url: 'smtp://127.0.0.1:9', to: 'sales@example.com', timeoutMs: 500 }) }, smtpEnv());
    const response = await request(app).post('/api/contact').send(VALID).expect(502);
    expect(response.body.success).toBe(false);
  });
});

describe('outbox (zero-config default)', () => {
  it('writes one complete JSON file per message, atomically', async () => {
    const outbox = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const app = await buildTestApp({}, { OUTBOX_DIR: outbox, CONTACT_MIN_FILL_MS: '0' });
    await request(app).post('/api/contact').send(VALID).expect(200);
    await request(app).post('/api/contact').send({ ...VALID, name: 'Grace Hopper' }).expect(200);
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
    await request(app).post('/api/contact').send(VALID).expect(502);
  });
});

describe('the form without JavaScript (form-encoded, 303 back to /contact)', () => {
  let app: Express;
  beforeAll(async () => {
    app = await buildTestApp({}, web3formsEnv());
  });

  it('success redirects to /contact?sent=1, which shows the success notice', async () => {
    const response = await request(app).post('/api/contact').type('form').send(VALID).expect(303);
    expect(response.headers.location).toBe('/contact?sent=1#send-message');
    expect(web3forms.submissions).toHaveLength(1);
    const page = await request(app).get('/contact?sent=1').expect(200);
    expect(page.text).toContain('id="send-message"');
    expect(page.text).toContain('Message sent successfully! We&#x27;ll get back to you soon.');
  });

  it('failure redirects with a notice id (never the text) and the page gives back what they typed', async () => {
    web3forms.mode = 'refuse';
    const response = await request(app).post('/api/contact').type('form').send({ ...VALID, email: 'ada@example.org' }).expect(303);
    const location = response.headers.location as string;
    expect(location).toMatch(/^\/contact\?notice=[A-Za-z0-9_-]{22}#send-message$/);
    expect(location).not.toContain('Ada');
    const page = await request(app).get(location.replace(/#.*$/, '')).expect(200);
    expect(page.text).toContain(CONTACT_TEXT.notSent);
    expect(page.text).toContain('value="Ada Lovelace"');
    expect(page.text).toContain('We need a customer portal.');
  });

  it('invalid fields come back with their errors beside them', async () => {
    const response = await request(app).post('/api/contact').type('form').send({ ...VALID, email: 'nope' }).expect(303);
    const page = await request(app).get((response.headers.location as string).replace(/#.*$/, '')).expect(200);
    expect(page.text).toContain('Please enter a valid email address');
    expect(page.text).toContain('value="nope"');
    expect(web3forms.requests).toBe(0);
  });

  it('an unknown or expired notice id still tells the visitor the message was not sent', async () => {
    const page = await request(app).get('/contact?notice=AAAAAAAAAAAAAAAAAAAAAA').expect(200);
    expect(page.text).toContain(CONTACT_TEXT.notSent);
  });
});
