import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { helmetFor, nextNonce, PERMISSIONS_POLICY, recordHelmetHeaders, securityHeaders } from './csp.ts';

describe('nextNonce', () => {
  it('gives 128 random bits per nonce, never the same twice, across many pool refills', () => {
    const nonces = Array.from({ length: 2_000 }, () => nextNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    // Every byte position varies (a slice reused or left zero would show up here).
    for (let index = 0; index < 16; index += 1) {
      expect(new Set(nonces.map((nonce) => Buffer.from(nonce, 'base64')[index])).size).toBeGreaterThan(200);
    }
  });
});

describe('securityHeaders', () => {
  const options = { gaMeasurementId: 'G-TEST', frameSrc: ['https://www.google.com'], imgSrc: ['https://images.ctfassets.net'] };
  const appWith = (middleware: RequestHandler) => {
    const app = express();
    app.disable('x-powered-by');
    app.use(middleware);
    app.get('/', (_req, res) => void res.send(String(res.locals.nonce)));
    return app;
  };

  it('sets exactly the headers helmet itself sets (and the Permissions-Policy), with this request nonce in the CSP', async () => {
    const ours = await request(appWith(securityHeaders(options))).get('/');
    const nonce = ours.text;
    // Helmet run per request, as before, with the same nonce: the reference.
    const helmetPerRequest = appWith((req, res, next) => {
      res.locals.nonce = nonce;
      helmetFor(options)(req, res, next);
    });
    const theirs = await request(helmetPerRequest).get('/');
    const security = (headers: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) => !['date', 'etag', 'content-length', 'content-type', 'connection', 'keep-alive'].includes(name),
        ),
      );
    // Plus the Permissions-Policy, which helmet does not set.
    const { 'permissions-policy': permissions, ...fromHelmet } = security(ours.headers);
    expect(fromHelmet).toEqual(security(theirs.headers));
    expect(permissions).toBe(PERMISSIONS_POLICY);
    expect(ours.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(Object.keys(security(ours.headers)).length).toBeGreaterThanOrEqual(10);
  });

  it('gives every request its own nonce', async () => {
    const app = appWith(securityHeaders(options));
    const nonces = await Promise.all(Array.from({ length: 5 }, async () => (await request(app).get('/')).text));
    expect(new Set(nonces).size).toBe(5);
  });

  it('refuses at start when helmet sets no CSP carrying the nonce', () => {
    expect(() => recordHelmetHeaders((_req, _res, next) => next())).toThrow(/Content-Security-Policy/);
  });
});

describe('recordHelmetHeaders', () => {
  it('keeps every place the nonce appears in the CSP', () => {
    const twice: RequestHandler = (_req, res, next) => {
      const nonce = String(res.locals.nonce);
      res.setHeader('Content-Security-Policy', `script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'`);
      next();
    };
    const { cspAroundNonce } = recordHelmetHeaders(twice);
    expect(cspAroundNonce.join('abc')).toBe("script-src 'nonce-abc'; style-src 'nonce-abc'");
  });
});
