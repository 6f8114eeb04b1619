import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { LOGGED_VALUE_MAX_CHARS, levelOf, requestLog } from './request-log.server.ts';
import { markLoadShed } from './core/load-shed.ts';
import { href } from '../shared/route-paths.ts';

interface Line {
  level: number;
  msg: string;
  req?: { id?: string; method?: string; url?: string; userAgent?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

function capturingLogger() {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

function appWith(logger: pino.Logger) {
  const app = express();
  app.use(requestLog(app, logger, { quietPaths: new Set(['/healthz']) }));
  app.get('/healthz', (_req, res) => void res.send('ok'));
  app.get('/page', (_req, res) => void res.send('page'));
  app.get('/noted', (req, res) => {
    req.log.info({ detail: 1 }, 'handler note');
    res.send('noted');
  });
  app.get('/missing', (_req, res) => void res.status(404).send('missing'));
  app.get('/broken', (_req, res) => void res.status(500).send('broken'));
  app.get('/limited', (_req, res) => void res.status(429).send('limited'));
  app.get('/busy', (_req, res) => {
    markLoadShed(res);
    res.status(503).send('busy');
  });
  app.get('/hang', (_req, res) => void res.write('partial'));
  return app;
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
};

describe('requestLog', () => {
  it('cuts a long URL and user agent, saying how long they were', async () => {
    const { logger, lines } = capturingLogger();
    const long = `/missing?q=${'a'.repeat(10_000)}`;
    await request(appWith(logger)).get(long).set('User-Agent', 'u'.repeat(4_000));
    await until(() => lines.length === 1);
    expect(lines[0]?.req?.url).toBe(`${long.slice(0, LOGGED_VALUE_MAX_CHARS)}... (${long.length} characters)`);
    expect(lines[0]?.req?.userAgent).toBe(`${'u'.repeat(LOGGED_VALUE_MAX_CHARS)}... (4000 characters)`);
    expect(JSON.stringify(lines[0]).length).toBeLessThan(2 * LOGGED_VALUE_MAX_CHARS + 500);
  });

  it('logs one line per request with its id, method, url, user agent, status and time', async () => {
    const { logger, lines } = capturingLogger();
    const response = await request(appWith(logger)).get('/page?x=1').set('User-Agent', 'tester/1');
    await until(() => lines.length === 1);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id, method: 'GET', url: '/page?x=1', userAgent: 'tester/1' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]?.responseTime).toBe('number');
  });

  it("never logs a secret carried in the query (the draft preview link's)", async () => {
    const { logger, lines } = capturingLogger();
    await request(appWith(logger)).get('/page?slug=a&secret=s3cr3t-value-123456&SECRET=other&token=t0k');
    await until(() => lines.length === 1);
    expect(lines[0]?.req?.url).toBe('/page?slug=a&secret=[redacted]&SECRET=[redacted]&token=[redacted]');
    expect(JSON.stringify(lines)).not.toMatch(/s3cr3t|other|t0k/);
  });

  it.each([
    ['a percent-encoded name', '/page?%73ecret=VALUE', '/page?%73ecret=[redacted]'],
    ['a mixed-case, encoded name', '/page?S%65CrEt=VALUE&slug=a', '/page?S%65CrEt=[redacted]&slug=a'],
    ['repeated parameters', '/page?secret=VALUE&secret=VALUE2&token=VALUE3', '/page?secret=[redacted]&secret=[redacted]&token=[redacted]'],
    ['an array name', '/page?secret[]=VALUE&%74oken%5B0%5D=VALUE', '/page?secret[]=[redacted]&%74oken%5B0%5D=[redacted]'],
    ['a spaced name', '/page?+secret=VALUE', '/page?+secret=[redacted]'],
    ['the preview endpoint, any spelling', '/API/Preview?slug=a&sec%2572et=VALUE', '/API/Preview?[redacted]'],
    ['the webhook endpoint', '/api/webhooks/contentful?x=VALUE', '/api/webhooks/contentful?[redacted]'],
  ])('redacts %s', async (_label, url, logged) => {
    const { logger, lines } = capturingLogger();
    await request(appWith(logger)).get(url);
    await until(() => lines.length === 1);
    expect(lines[0]?.req?.url).toBe(logged);
    expect(JSON.stringify(lines)).not.toContain('VALUE');
  });

  it("keeps a sane caller's X-Request-Id and replaces one that is not", async () => {
    const { logger } = capturingLogger();
    const app = appWith(logger);
    expect((await request(app).get('/page').set('X-Request-Id', 'trace-123.a_b')).headers['x-request-id']).toBe('trace-123.a_b');
    const hostile = (await request(app).get('/page').set('X-Request-Id', 'a b<script>')).headers['x-request-id'];
    expect(hostile).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives handlers req.log, whose lines carry the request's fields", async () => {
    const { logger, lines } = capturingLogger();
    const response = await request(appWith(logger)).get('/noted');
    await until(() => lines.length === 2);
    expect(lines[0]).toMatchObject({ msg: 'handler note', detail: 1, req: { id: response.headers['x-request-id'], url: '/noted' } });
  });

  it('builds no child logger for a request whose handler does not log', async () => {
    const { logger } = capturingLogger();
    const child = vi.spyOn(logger, 'child');
    const app = appWith(logger);
    await request(app).get('/page');
    expect(child).not.toHaveBeenCalled();
    await request(app).get('/noted');
    expect(child).toHaveBeenCalledTimes(1);
  });

  it('logs 4xx at warn (429 below info: its limiter warns once per client), 5xx at error and quiet paths below info', async () => {
    const { logger, lines } = capturingLogger();
    const app = appWith(logger);
    await request(app).get('/healthz');
    await request(app).get('/limited');
    await request(app).get('/busy');
    await request(app).get('/missing');
    await request(app).get('/broken');
    await until(() => lines.length === 2);
    expect(lines.map((line) => [line.req?.url, line.level])).toEqual([
      ['/missing', 40],
      ['/broken', 50],
    ]);
    expect(levelOf('/healthz', 503, new Set(['/healthz']))).toBe('debug');
    expect(levelOf(href('contact'), 429, new Set())).toBe('debug');
    expect(levelOf(href('contact'), 403, new Set())).toBe('warn');
  });

  it('logs a request the client abandoned as aborted', async () => {
    const { logger, lines } = capturingLogger();
    const server = appWith(logger).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/hang`, { signal: controller.signal });
    expect(response.status).toBe(200);
    controller.abort();
    await until(() => lines.length === 1);
    expect(lines[0]).toMatchObject({ msg: 'request aborted', req: { url: '/hang' } });
    await new Promise((resolve) => server.close(resolve));
  });
});
