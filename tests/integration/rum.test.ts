/**
 * Real-user monitoring's endpoints against the real app (docs/decisions/091): a valid beacon
 * lands in the histograms on the metrics port; every malformed, unknown or oversized one gets
 * a 4xx and changes nothing; 1,000 beacons with random routes and paths leave at most
 * routes x vitals x devices series; errors are counted and logged a few lines a minute;
 * RUM_SAMPLE_RATE=0 turns it all off.
 */
import http from 'node:http';
import net from 'node:net';
import type { Express } from 'express';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postHref, ROUTE_PATHS } from '../../shared/route-paths.ts';
import {
  CLIENT_ERROR_KINDS,
  CLIENT_ERRORS_ENDPOINT,
  DEVICE_CLASSES,
  RUM_BODY_MAX_BYTES,
  VITAL_NAMES,
  VITALS_ENDPOINT,
} from '../../shared/rum.ts';
import { createMetricsServer } from '../../server/metrics/index.ts';
import { LOG_LINES_PER_MINUTE } from '../../server/rum/rum-handlers.server.ts';
import { buildTestApp } from '../support/test-app.ts';

const ROUTE_IDS = Object.keys(ROUTE_PATHS);
const VITAL_FAMILIES = [
  'web_vitals_lcp_seconds',
  'web_vitals_inp_seconds',
  'web_vitals_cls',
  'web_vitals_fcp_seconds',
  'web_vitals_ttfb_seconds',
];
const metricsServer = createMetricsServer();

/** The scrape the metrics port answers, as Prometheus would read it. */
async function scrape(): Promise<string> {
  return (await request(metricsServer).get('/metrics').expect(200)).text;
}

/** Sample lines of the real-user metric families only (web_vitals_*, client_errors_total). */
async function rumSamples(): Promise<string[]> {
  return (await scrape()).split('\n').filter((line) => /^(web_vitals_|client_errors_total)/.test(line));
}

function labelsOf(line: string): Record<string, string> {
  const inside = /\{([^}]*)\}/.exec(line)?.[1] ?? '';
  return Object.fromEntries([...inside.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
}

/** Sum of `<family>_count` over every label set. */
async function observations(family: string): Promise<number> {
  return (await scrape())
    .split('\n')
    .filter((line) => line.startsWith(`${family}_count{`))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

/** Writes a request head (and nothing else) and resolves with the status line the server answers. */
function rawPost(server: http.Server, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      // The answer came while the body was still owed: nothing waited to read it.
      if (text.includes('\r\n\r\n')) {
        socket.destroy();
        resolve(text.split('\r\n', 1)[0]!);
      }
    });
    socket.on('error', reject);
    socket.write(head);
  });
}

const VALID_VITALS = { route: 'blog-post', device: 'mobile', lcp: 2300, inp: 180, cls: 0.05, fcp: 1200, ttfb: 350 };

describe('POST /api/vitals', () => {
  let app: Express;
  let server: http.Server;
  beforeAll(async () => {
    app = await buildTestApp({}, { RUM_RATE_LIMIT: '100000' });
    server = http.createServer(app).listen(0, '127.0.0.1');
  });
  afterAll(() => void server.close());

  it('records each vital of a valid beacon in its histogram, by route id and device class, in seconds', async () => {
    const before = await Promise.all(VITAL_FAMILIES.map(observations));
    const response = await request(server)
      .post(VITALS_ENDPOINT)
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send(JSON.stringify(VALID_VITALS));
    expect(response.status).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await Promise.all(VITAL_FAMILIES.map(observations))).toEqual(before.map((count) => count + 1));
    const text = await scrape();
    // 2.3 s is in LCP's 2.5 s bucket and not the 2 s one; INP's 180 ms in 200 ms, not 150 ms.
    expect(text).toMatch(/web_vitals_lcp_seconds_bucket\{le="2",route="blog-post",device="mobile"\} 0\n/);
    expect(text).toMatch(/web_vitals_lcp_seconds_bucket\{le="2.5",route="blog-post",device="mobile"\} 1\n/);
    expect(text).toMatch(/web_vitals_inp_seconds_bucket\{le="0.15",route="blog-post",device="mobile"\} 0\n/);
    expect(text).toMatch(/web_vitals_inp_seconds_bucket\{le="0.2",route="blog-post",device="mobile"\} 1\n/);
    expect(text).toMatch(/web_vitals_cls_sum\{route="blog-post",device="mobile"\} 0.05\n/);
    expect(text).toMatch(/web_vitals_ttfb_seconds_sum\{route="blog-post",device="mobile"\} 0.35\n/);
  });

  it('takes application/json and a beacon with only some vitals', async () => {
    const before = [await observations('web_vitals_cls'), await observations('web_vitals_lcp_seconds')];
    await request(server).post(VITALS_ENDPOINT).send({ route: 'home', device: 'desktop', cls: 0 }).expect(204);
    expect([await observations('web_vitals_cls'), await observations('web_vitals_lcp_seconds')]).toEqual([before[0]! + 1, before[1]]);
  });

  it.each([
    ['an unknown route id', { ...VALID_VITALS, route: 'admin' }],
    ['a raw path instead of a route id', { ...VALID_VITALS, route: postHref('some-post') }],
    ['an unknown metric name', { ...VALID_VITALS, fid: 12 }],
    ['no vital at all', { route: 'home', device: 'desktop' }],
    ['a negative time', { ...VALID_VITALS, lcp: -1 }],
    ['a time over a minute', { ...VALID_VITALS, inp: 60_001 }],
    ['a CLS out of range', { ...VALID_VITALS, cls: 11 }],
    ['a value that is not a number', { ...VALID_VITALS, ttfb: '350' }],
    ['a device class that is not one of the two', { ...VALID_VITALS, device: 'tablet' }],
    ['a user agent as device', { ...VALID_VITALS, device: 'Mozilla/5.0 (iPhone)' }],
    ['no device class', { route: 'home', lcp: 1000 }],
    ['an array', [VALID_VITALS]],
    ['null', null],
  ])('refuses %s with 400 and changes nothing', async (_case, body) => {
    const before = await rumSamples();
    await request(server).post(VITALS_ENDPOINT).set('Content-Type', 'text/plain').send(JSON.stringify(body)).expect(400);
    expect(await rumSamples()).toEqual(before);
  });

  it.each([
    ['malformed JSON', 'text/plain', '{"route": "home", "lcp": 12', 400],
    ['a form post', 'application/x-www-form-urlencoded', 'route=home&device=mobile&lcp=1', 415],
    ['a body over the size limit', 'text/plain', JSON.stringify({ ...VALID_VITALS, pad: 'x'.repeat(RUM_BODY_MAX_BYTES) }), 413],
  ])('refuses %s with %s and changes nothing', async (_case, type, body, status) => {
    const before = await rumSamples();
    await request(server)
      .post(VITALS_ENDPOINT)
      .set('Content-Type', type)
      .send(body)
      .expect(status as number);
    expect(await rumSamples()).toEqual(before);
  });

  it('refuses a body declared too large at once, by its Content-Length, without reading it', async () => {
    const status = await rawPost(
      server,
      `POST ${VITALS_ENDPOINT} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 10000000\r\n\r\n`,
    );
    expect(status).toBe('HTTP/1.1 413 Payload Too Large');
  });

  it('refuses a body without a Content-Length (chunked) with 411', async () => {
    const status = await rawPost(
      server,
      `POST ${VITALS_ENDPOINT} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    expect(status).toBe('HTTP/1.1 411 Length Required');
  });

  it('1,000 beacons with random routes, paths, devices and values leave at most routes x vitals x devices series', async () => {
    const randomText = () =>
      Math.random()
        .toString(36)
        .slice(2, 2 + Math.floor(Math.random() * 10));
    const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
    // Half with a real route id, half with paths, patterns, near misses and noise.
    const route = () =>
      Math.random() < 0.5
        ? pick(ROUTE_IDS)
        : pick([
            `/${randomText()}`,
            postHref(randomText()),
            randomText(),
            `${pick(ROUTE_IDS)}${randomText()}`,
            pick(Object.values(ROUTE_PATHS)),
          ]);
    const device = () => (Math.random() < 0.8 ? pick(DEVICE_CLASSES) : pick([randomText(), 'Mozilla/5.0', 'tablet']));
    const beacons = Array.from({ length: 1000 }, () => {
      const beacon: Record<string, unknown> = { route: route(), device: device() };
      for (const name of VITAL_NAMES) if (Math.random() < 0.7) beacon[name] = Math.random() < 0.97 ? Math.random() * 5000 : -Math.random();
      if (Math.random() < 0.05) beacon[`x${randomText()}`] = 1;
      return beacon;
    });
    const before = await Promise.all(VITAL_FAMILIES.map(observations));
    const expected = [...before];
    const { port } = server.address() as net.AddressInfo;
    let accepted = 0;
    for (let start = 0; start < beacons.length; start += 25) {
      const batch = beacons.slice(start, start + 25);
      const statuses = await Promise.all(
        batch.map(async (beacon) => {
          const response = await fetch(`http://127.0.0.1:${port}${VITALS_ENDPOINT}`, { method: 'POST', body: JSON.stringify(beacon) });
          return response.status;
        }),
      );
      statuses.forEach((status, index) => {
        const beacon = batch[index]!;
        if (!ROUTE_IDS.includes(beacon.route as string)) expect(status, JSON.stringify(beacon)).toBe(400);
        if (status !== 204) return expect(status).toBe(400);
        accepted += 1;
        VITAL_NAMES.forEach((name, family) => {
          if (beacon[name] !== undefined) expected[family]! += 1;
        });
      });
    }
    // Random input still produced accepted beacons, each counted once per vital it carried.
    expect(accepted).toBeGreaterThan(50);
    expect(await Promise.all(VITAL_FAMILIES.map(observations))).toEqual(expected);

    const series = new Set<string>();
    for (const line of await rumSamples()) {
      if (!line.startsWith('web_vitals_')) continue;
      const { route, device } = labelsOf(line);
      expect(ROUTE_IDS, line).toContain(route);
      expect(DEVICE_CLASSES, line).toContain(device);
      series.add(`${line.slice(0, line.search(/_(bucket|sum|count)\{/))} ${route} ${device}`);
    }
    expect(series.size).toBeGreaterThan(0);
    expect(series.size).toBeLessThanOrEqual(ROUTE_IDS.length * VITAL_NAMES.length * DEVICE_CLASSES.length);
  });
});

describe('POST /api/client-errors', () => {
  it('counts by route id and kind, logs the first line of the message a few lines a minute per kind, without the user agent', async () => {
    const { logger, lines } = capturingLogger();
    const app = await buildTestApp({ logger }, { RUM_RATE_LIMIT: '100000' });
    const count = async (kind: string) => {
      const line = (await rumSamples()).find((sample) => sample.startsWith(`client_errors_total{route="contact",kind="${kind}"}`));
      return Number(line?.split(' ').pop());
    };
    const before = await count('chunk');
    const message = `Failed to fetch dynamically imported module: /assets/chunk-X.js\n    at secret/stack/frame.js:1:1`;
    for (let sent = 0; sent < 20; sent += 1) {
      await request(app)
        .post(CLIENT_ERRORS_ENDPOINT)
        .set('User-Agent', 'VisitorBrowser/1.0')
        .send({ route: 'contact', kind: 'chunk', message })
        .expect(204);
    }
    expect(await count('chunk')).toBe(before + 20);
    const logged = lines.filter((line) => line.msg === 'browser error');
    expect(logged).toHaveLength(LOG_LINES_PER_MINUTE);
    expect(logged[0]).toMatchObject({
      level: 40,
      route: 'contact',
      kind: 'chunk',
      message: 'Failed to fetch dynamically imported module: /assets/chunk-X.js',
    });
    // Neither the error lines nor any request line (beacons are logged at debug) carry the visitor's browser.
    expect(JSON.stringify(lines)).not.toContain('VisitorBrowser');
    // Another kind has its own budget.
    await request(app).post(CLIENT_ERRORS_ENDPOINT).send({ route: 'home', kind: 'error', message: 'boom' }).expect(204);
    expect(lines.filter((line) => line.msg === 'browser error')).toHaveLength(LOG_LINES_PER_MINUTE + 1);
  });

  it('starts every route x kind series at 0, and no others exist', async () => {
    const series = (await rumSamples()).filter((line) => line.startsWith('client_errors_total{')).map(labelsOf);
    expect(series).toHaveLength(ROUTE_IDS.length * CLIENT_ERROR_KINDS.length);
  });

  it.each([
    ['an unknown kind', { route: 'home', kind: 'warning', message: 'x' }],
    ['an unknown route', { route: '/wp-admin', kind: 'error', message: 'x' }],
    ['a message over the bound', { route: 'home', kind: 'error', message: 'x'.repeat(201) }],
    ['an extra field', { route: 'home', kind: 'error', message: 'x', userAgent: 'Mozilla/5.0' }],
  ])('refuses %s with 400 and changes nothing', async (_case, body) => {
    const { logger, lines } = capturingLogger();
    const app = await buildTestApp({ logger });
    const before = await rumSamples();
    await request(app).post(CLIENT_ERRORS_ENDPOINT).send(body).expect(400);
    expect(await rumSamples()).toEqual(before);
    expect(lines.filter((line) => line.msg === 'browser error')).toEqual([]);
  });
});

describe('rate limit', () => {
  it('answers 429 past RUM_RATE_LIMIT beacons a minute from one address, vitals and errors together, and records nothing more', async () => {
    const app = await buildTestApp({}, { RUM_RATE_LIMIT: '3' });
    await request(app).post(VITALS_ENDPOINT).send(VALID_VITALS).expect(204);
    await request(app).post(CLIENT_ERRORS_ENDPOINT).send({ route: 'home', kind: 'error', message: 'x' }).expect(204);
    await request(app).post(VITALS_ENDPOINT).send(VALID_VITALS).expect(204);
    const before = await rumSamples();
    await request(app).post(VITALS_ENDPOINT).send(VALID_VITALS).expect(429);
    await request(app).post(CLIENT_ERRORS_ENDPOINT).send({ route: 'home', kind: 'error', message: 'x' }).expect(429);
    expect(await rumSamples()).toEqual(before);
  });
});

describe('RUM_SAMPLE_RATE', () => {
  it('0: both endpoints answer 404 (they do not exist) and pages tell the browser to load nothing', async () => {
    const app = await buildTestApp({}, { RUM_SAMPLE_RATE: '0' });
    const before = await rumSamples();
    await request(app).post(VITALS_ENDPOINT).send(VALID_VITALS).expect(404);
    await request(app).post(CLIENT_ERRORS_ENDPOINT).send({ route: 'home', kind: 'error', message: 'x' }).expect(404);
    expect(await rumSamples()).toEqual(before);
    const page = await request(app).get('/').expect(200);
    expect(page.text).toContain('"rumSampleRate":0');
  });

  it('the configured rate reaches the browser in the page state', async () => {
    const app = await buildTestApp({}, { RUM_SAMPLE_RATE: '0.25' });
    expect((await request(app).get('/').expect(200)).text).toContain('"rumSampleRate":0.25');
  });
});
