import { createHash } from 'node:crypto';
import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cspDirectives, helmetFor, PERMISSIONS_POLICY, recordHelmetHeaders, scriptHash, securityHeaders } from './csp.ts';

describe('securityHeaders', () => {
  const options = { gaMeasurementId: 'G-TEST', frameSrc: ['https://www.google.com'], imgSrc: ['https://images.ctfassets.net'] };
  const appWith = (middleware: RequestHandler) => {
    const app = express();
    app.disable('x-powered-by');
    app.use(middleware);
    app.get('/', (_req, res) => void res.send('ok'));
    return app;
  };
  const security = (headers: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(headers).filter(
        ([name]) => !['date', 'etag', 'content-length', 'content-type', 'connection', 'keep-alive'].includes(name),
      ),
    );

  it('sets exactly the headers helmet itself sets, and the Permissions-Policy', async () => {
    const ours = await request(appWith(securityHeaders(options))).get('/');
    const theirs = await request(appWith(helmetFor(options))).get('/');
    // Plus the Permissions-Policy, which helmet does not set.
    const { 'permissions-policy': permissions, ...fromHelmet } = security(ours.headers);
    expect(fromHelmet).toEqual(security(theirs.headers));
    expect(permissions).toBe(PERMISSIONS_POLICY);
    expect(Object.keys(security(ours.headers)).length).toBeGreaterThanOrEqual(10);
  });

  it('is the same for every request: no nonce, never unsafe-inline for scripts', async () => {
    const app = appWith(securityHeaders(options));
    const policies = new Set<string>();
    for (let round = 0; round < 3; round += 1) policies.add(String((await request(app).get('/')).headers['content-security-policy']));
    expect(policies.size).toBe(1);
    const [policy] = [...policies];
    expect(policy).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com;/);
    expect(policy).not.toContain('nonce');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('allows an inline script by its sha256 hash, computed at start', () => {
    const script = 'console.log("hi")';
    const expected = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(scriptHash(script)).toBe(expected);
    expect(cspDirectives({ inlineScripts: [script] }).scriptSrc).toEqual(["'self'", expected]);
  });

  it('refuses at start when helmet sets no CSP', () => {
    expect(() => recordHelmetHeaders((_req, _res, next) => next())).toThrow(/Content-Security-Policy/);
  });
});
