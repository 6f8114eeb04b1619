/**
 * The hardening rows of the operations issue, probed against the real app as an attacker
 * would: malformed and doubled-slash URLs, webhook body size and replay, the security headers,
 * and the rate limit's client address behind one proxy hop (TRUST_PROXY).
 */
import net from 'node:net';
import type { Express } from 'express';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/core/logger.server.ts';
import { signContentfulRequest } from '../fakes/contentful-webhook-signer.ts';
import { BODY_TIMEOUT_MS } from '../../server/request-body-guard.server.ts';
import { FAKE_ACCESS_KEY, startFakeWeb3Forms, type FakeWeb3Forms } from '../fakes/web3forms.ts';
import { buildTestApp } from '../support/test-app.ts';
import { href, postHref } from '../../shared/route-paths.ts';

type LogLine = { level: number; msg?: string; err?: unknown; req?: { url?: string }; [key: string]: unknown };

function capturingLogger() {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}

/** Sends a request line byte for byte (supertest and node's client would normalise the path). */
function rawGet(app: Express, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const socket = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('end', () => {
        server.close();
        resolve(text);
      });
      socket.on('error', reject);
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
  });
}

/**
 * Sends a request head and the start of a body, then nothing more, and resolves with what the
 * server answered and whether it closed the connection.
 */
function partialPost(app: Express, path: string, declaredLength: number, bodyStart: string): Promise<{ answer: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const socket = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      socket.on('close', () => {
        server.close();
        resolve({ answer, closed: true });
      });
      socket.on('error', reject);
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${declaredLength}\r\n\r\n${bodyStart}`,
      );
    });
  });
}

describe('request bodies refused early (issue 20)', () => {
  it('a declared length over the limit is answered 413 without the body being sent, and the connection closed', async () => {
    const app = await buildTestApp({}, { CONTENTFUL_WEBHOOK_SECRET: 'h'.repeat(64) });
    for (const path of ['/api/contact', '/api/webhooks/contentful', href('about-us')]) {
      // 500 MiB declared, 5 bytes sent: the server answers only if it does not wait for the rest.
      const { answer, closed } = await partialPost(app, path, 500 * 2 ** 20, '{"a":');
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(closed).toBe(true);
    }
  });

  it('a body that trickles is cut off with 408 after the body timeout', async () => {
    const { logger, lines } = capturingLogger();
    const app = await buildTestApp({ logger });
    const { answer, closed } = await partialPost(app, '/api/contact', 100, '{"name":');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('took too long to arrive');
    expect(closed).toBe(true);
    expect(lines.find((line) => line.msg === 'request refused: body too slow')).toMatchObject({ level: 40, timeoutMs: BODY_TIMEOUT_MS });
  }, 15_000);
});

describe('malformed URLs', () => {
  it.each(['/%', '/blog/%E0%A4%A', '/about-us/%zz'])('%s: 400, logged at warn without a stack', async (url) => {
    const { logger, lines } = capturingLogger();
    const app = await buildTestApp({ logger });
    const response = await request(app).get(url).expect(400);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(lines.some((line) => line.level === 40 && line.req?.url === url)).toBe(true);
    for (const line of lines) {
      expect(line.level, JSON.stringify(line)).toBeLessThan(50);
      expect(JSON.stringify(line)).not.toMatch(/stack|URIError/);
    }
  });
});

describe('bodies refused by a parser', () => {
  it('are logged at warn by kind, never quoting what the visitor sent', async () => {
    const { logger, lines } = capturingLogger();
    const app = await buildTestApp({ logger });
    const response = await request(app)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send('{"message": visitor-typed-words');
    expect(response.status).toBe(400);
    const text = lines.map((line) => JSON.stringify(line)).join('\n');
    expect(text).not.toContain('visitor');
    for (const line of lines) expect(line.level).toBeLessThan(50);
  });
});

describe('what a visitor types into the contact form', () => {
  /** Words that only the form's fields carry (no header, no path), so any trace of them in the log was typed. */
  const TYPED = {
    name: 'Zebulon Quartermaine',
    email: 'zebulon.q@typed-mail.example',
    phone: '(360) 555-0177',
    company: 'Quartermaine Typed Widgets',
    message: 'Typed words of the visitor: please call about the portal.',
    service: 'Customer Portal',
  };
  /** What must not be logged, whole or in part. */
  const SECRETS_OF_THE_VISITOR = [
    'Zebulon',
    'Quartermaine',
    'zebulon.q',
    'typed-mail',
    '555-0177',
    'Typed Widgets',
    'Typed words',
    'call about the portal',
  ];
  let web3forms: FakeWeb3Forms;
  beforeAll(async () => {
    web3forms = await startFakeWeb3Forms();
  });
  afterAll(() => web3forms.close());

  it.each([
    ['valid, as JSON', (app: Express) => request(app).post('/api/contact').send(TYPED), 200],
    ['valid, as a form post', (app: Express) => request(app).post('/api/contact').type('form').send(TYPED), 303],
    [
      'invalid (the e-mail), as JSON',
      (app: Express) =>
        request(app)
          .post('/api/contact')
          .send({ ...TYPED, email: 'zebulon.q-at-typed-mail' }),
      400,
    ],
    [
      'invalid (the e-mail), as a form post',
      (app: Express) =>
        request(app)
          .post('/api/contact')
          .type('form')
          .send({ ...TYPED, email: 'zebulon.q-at-typed-mail' }),
      400,
    ],
  ])('%s: answered, and nothing typed is in the log, even at trace', async (_label, send, status) => {
    // The app's own logger (its redaction included), at its most talkative level.
    const lines: string[] = [];
    const logger = createLogger('trace', { write: (line: string) => void lines.push(line) });
    const app = await buildTestApp(
      { logger },
      { WEB3FORMS_ACCESS_KEY: FAKE_ACCESS_KEY, WEB3FORMS_URL: web3forms.url, CONTACT_MIN_FILL_MS: '0', CONTACT_RATE_LIMIT: '1000' },
    );
    expect((await send(app)).status).toBe(status);
    const text = lines.join('');
    // The request was logged (an empty log would pass anything).
    expect(text).toContain('/api/contact');
    for (const typed of SECRETS_OF_THE_VISITOR) expect(text, `"${typed}" in the log`).not.toContain(typed);
  });
});

describe('repeated slashes', () => {
  let app: Express;
  beforeAll(async () => {
    app = await buildTestApp();
  });

  it.each([
    ['//about-us/', href('about-us')],
    ['/about-us//', href('about-us')],
    ['//about-us//?ref=x', `${href('about-us')}?ref=x`],
    ['/blog//some-post', postHref('some-post')],
    ['//', '/'],
    // Never a scheme-relative Location (//evil.com would send the visitor to another host).
    ['///evil.com', '/evil.com'],
    ['//evil.com/', '/evil.com'],
  ])('%s: 301 to %s, a path on this site', async (url, location) => {
    const response = await request(app).get(url).expect(301);
    expect(response.headers.location).toBe(location);
    expect(response.headers.location).toMatch(/^\/(?![/\\])/);
  });

  it('a backslash cannot make the Location point at another host', async () => {
    const text = await rawGet(app, '//\\evil.com');
    expect(text).toMatch(/^HTTP\/1\.1 301 /);
    expect(text).toMatch(/\r\nLocation: \/%5Cevil\.com\r\n/);
  });

  it('the redirect lands on the page with its own canonical link, never one with //', async () => {
    const landing = await request(app).get(href('about-us')).expect(200);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(landing.text)?.[1];
    expect(canonical).toBe('https://www.example.com/about-us');
    expect(canonical!.replace('https://', '')).not.toContain('//');
  });

  it('HEAD is redirected too; a POST to a doubled path is 404, not another endpoint', async () => {
    await request(app).head('//about-us/').expect(301);
    await request(app).post('//api/contact').send({}).expect(404);
  });
});

describe('variants of a page path (issue 20)', () => {
  let app: Express;
  beforeAll(async () => {
    app = await buildTestApp();
  });

  it.each([
    ['/about-us/', href('about-us')],
    ['/about-us/?utm_source=newsletter', `${href('about-us')}?utm_source=newsletter`],
    ['/ABOUT-US', href('about-us')],
    ['/About-Us?ref=x', `${href('about-us')}?ref=x`],
    ['/BLOG/kubernetes-for-small-teams', postHref('kubernetes-for-small-teams')],
    ['/Kubernetes-Vancouver-WA', href('kubernetes')],
    ['/blog/', href('blog')],
  ])('%s: 301 to %s', async (url, location) => {
    const response = await request(app).get(url).expect(301);
    expect(response.headers.location).toBe(location);
  });

  it('a slug keeps its own letters; paths that are no page, assets and other methods are left alone', async () => {
    // The slug is the post's: only the route's own segments take its letters.
    await request(app).get('/blog/Kubernetes-For-Small-Teams').set('User-Agent', 'Googlebot/2.1').expect(404);
    await request(app).get('/NO-SUCH-PAGE').expect(404);
    await request(app).get('/blog/caf%C3%A9').set('User-Agent', 'Googlebot/2.1').expect(404);
    await request(app).get('/assets/Entry-ABC123.js').expect(404);
    await request(app).post('/api/contact/').set('Content-Type', 'application/json').send('{}').expect(400);
  });
});

describe('security headers', () => {
  it('Permissions-Policy denies the features the site never uses; X-Frame-Options agrees with frame-ancestors', async () => {
    const app = await buildTestApp();
    const response = await request(app).get('/').expect(200);
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture']) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    // The same on every answer, not only on pages.
    const api = await request(app).get('/api/no-such-endpoint').expect(404);
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['permissions-policy']).toBe(policy);
  });
});

describe('Contentful webhook limits', () => {
  const SECRET = 'h'.repeat(64);
  const PATH = '/api/webhooks/contentful';
  const headers = { 'content-type': 'application/json', 'x-contentful-topic': 'ContentManagement.Entry.publish' };

  it('a body over 64 KiB is refused with 413 before any verification', async () => {
    const { logger, lines } = capturingLogger();
    const app = await buildTestApp({ logger }, { CONTENTFUL_WEBHOOK_SECRET: SECRET });
    const body = JSON.stringify({ padding: 'x'.repeat(64 * 1024) });
    const signed = signContentfulRequest(SECRET, { method: 'POST', path: PATH, body, headers });
    await request(app)
      .post(PATH)
      .set({ ...headers, ...signed })
      .send(body)
      .expect(413);
    // Refused by its declared length, before anything read it (request-body-guard.server.ts).
    expect(lines.find((line) => line.msg === 'request refused: body too large')).toMatchObject({ level: 40, status: 413 });
    expect(lines.map((line) => line.msg)).not.toContain('contentful webhook rejected');
    expect(lines.map((line) => line.msg)).not.toContain('contentful webhook: content cache purged');
    for (const line of lines) expect(line.level).toBeLessThan(50);
    // Just under the limit, the same request is read and its (valid) signature checked.
    const small = JSON.stringify({ padding: 'x'.repeat(60 * 1024) });
    const smallSigned = signContentfulRequest(SECRET, { method: 'POST', path: PATH, body: small, headers });
    await request(app)
      .post(PATH)
      .set({ ...headers, ...smallSigned })
      .send(small)
      .expect(200);
  });

  it('the same signed request sent again within its window is refused', async () => {
    const { logger, lines } = capturingLogger();
    const app = await buildTestApp({ logger }, { CONTENTFUL_WEBHOOK_SECRET: SECRET });
    const body = JSON.stringify({ sys: { id: 'entry-1' } });
    const signed = signContentfulRequest(SECRET, { method: 'POST', path: PATH, body, headers });
    await request(app)
      .post(PATH)
      .set({ ...headers, ...signed })
      .send(body)
      .expect(200);
    const replay = await request(app)
      .post(PATH)
      .set({ ...headers, ...signed })
      .send(body)
      .expect(409);
    expect(replay.body.message).toMatch(/already received/);
    expect(lines.filter((line) => line.msg === 'contentful webhook: content cache purged')).toHaveLength(1);
    // A new delivery (new timestamp, new signature) is accepted.
    const next = signContentfulRequest(SECRET, { method: 'POST', path: PATH, body, headers }, Date.now() + 1);
    await request(app)
      .post(PATH)
      .set({ ...headers, ...next })
      .send(body)
      .expect(200);
  });

  it('a replay is refused however its signature is re-spelled (case, appended characters)', async () => {
    const { logger, lines } = capturingLogger();
    const app = await buildTestApp({ logger }, { CONTENTFUL_WEBHOOK_SECRET: SECRET });
    const body = JSON.stringify({ sys: { id: 'entry-2' } });
    const signed = signContentfulRequest(SECRET, { method: 'POST', path: PATH, body, headers });
    const signature = signed['x-contentful-signature']!;
    const send = (spelling: string) =>
      request(app)
        .post(PATH)
        .set({ ...headers, ...signed, 'x-contentful-signature': spelling })
        .send(body)
        .then((response) => response.status);
    expect(await send(signature)).toBe(200);
    const mixedCase = [...signature].map((char, index) => (index % 2 ? char.toUpperCase() : char)).join('');
    const respellings = [signature.toUpperCase(), mixedCase, `${signature}zz`, `${signature}0`, ` ${signature.toUpperCase()} `];
    for (const spelling of respellings)
      expect([spelling, await send(spelling)]).toEqual([spelling, expect.toSatisfy((status: number) => status >= 400 && status < 500)]);
    expect(lines.filter((line) => line.msg === 'contentful webhook: content cache purged')).toHaveLength(1);
  });
});

describe('TRUST_PROXY and the contact rate limit', () => {
  const LIMIT = 2;
  /** A cheap request the limiter counts (400: no fields), with the X-Forwarded-For a proxy would send. */
  const attempt = (app: Express, forwardedFor?: string) => {
    const req = request(app).post('/api/contact').set('Content-Type', 'application/json');
    if (forwardedFor) req.set('X-Forwarded-For', forwardedFor);
    return req.send('{}').then((response) => response.status);
  };

  it('behind one hop: keyed on the address the proxy appended; entries the client adds cannot shift it', async () => {
    const app = await buildTestApp({}, { TRUST_PROXY: '1', CONTACT_RATE_LIMIT: String(LIMIT) });
    // The proxy appends the address it saw (198.51.100.7) to whatever the client sent.
    expect(await attempt(app, '198.51.100.7')).toBe(400);
    expect(await attempt(app, '10.9.9.9, 198.51.100.7')).toBe(400);
    expect(await attempt(app, '203.0.113.1, 10.0.0.1, 198.51.100.7')).toBe(429);
    expect(await attempt(app, 'spoofed, 198.51.100.7')).toBe(429);
    // Another visitor, as the proxy reports it, has their own allowance.
    expect(await attempt(app, '198.51.100.7, 198.51.100.8')).toBe(400);
  });

  it('without TRUST_PROXY the header is ignored: every request counts against the connecting address', async () => {
    const app = await buildTestApp({}, { TRUST_PROXY: '0', CONTACT_RATE_LIMIT: String(LIMIT) });
    expect(await attempt(app, '198.51.100.1')).toBe(400);
    expect(await attempt(app, '198.51.100.2')).toBe(400);
    expect(await attempt(app, '198.51.100.3')).toBe(429);
  });
});
