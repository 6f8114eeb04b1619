import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpServer } from './http-server.server.ts';

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function listen(app: express.Express): Promise<string> {
  server = createHttpServer(app);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('createHttpServer', () => {
  it('creates each request and response with the app prototypes, before Express sees them', async () => {
    const app = express();
    app.get('/', (_req, res) => void res.send('ok'));
    const base = await listen(app);
    const born: boolean[] = [];
    // Runs before the app's own listener, so before Express could change any prototype.
    server!.prependListener('request', (req, res) => {
      born.push(Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response);
    });
    expect((await fetch(base)).status).toBe(200);
    expect(born).toEqual([true, true]);
  });

  it('serves an Express app unchanged: routing, request getters, response helpers, bodies', async () => {
    const app = express();
    app.use(express.json());
    app.get('/items/:id', (req, res) => void res.status(203).json({ id: req.params.id, path: req.path, query: req.query.q }));
    app.post('/echo', (req, res) => void res.json(req.body));
    const base = await listen(app);

    const got = await fetch(`${base}/items/7?q=x`);
    expect(got.status).toBe(203);
    expect(got.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await got.json()).toEqual({ id: '7', path: '/items/7', query: 'x' });

    const posted = await fetch(`${base}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":[1,2]}' });
    expect(await posted.json()).toEqual({ a: [1, 2] });
    expect((await fetch(`${base}/nowhere`)).status).toBe(404);
  });
});
