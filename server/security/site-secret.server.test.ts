import { describe, expect, it } from 'vitest';
import { parseConfig } from '../core/config.server.ts';
import { hmacWith, siteSecret, siteSecretKey } from './site-secret.server.ts';

const SECRET = 'a'.repeat(64);

describe('SITE_SECRET', () => {
  it('is optional and, when set, must be long enough', () => {
    expect(parseConfig({}).SITE_SECRET).toBeUndefined();
    expect(parseConfig({ SITE_SECRET: SECRET }).SITE_SECRET).toBe(SECRET);
    expect(() => parseConfig({ SITE_SECRET: 'short' })).toThrow(/SITE_SECRET must be at least 32 characters/);
  });

  it('uses the configured key, the same on every process', () => {
    expect(siteSecretKey({ SITE_SECRET: SECRET }).equals(Buffer.from(SECRET))).toBe(true);
    expect(siteSecret({ SITE_SECRET: SECRET }).perProcess).toBe(false);
  });

  it('unset: one random key for the whole process, however many ask', () => {
    const first = siteSecretKey({});
    const second = siteSecretKey({});
    expect(first.length).toBe(32);
    expect(second.equals(first)).toBe(true);
    expect(siteSecret({}).perProcess).toBe(true);
    expect(siteSecret({}).key.equals(first)).toBe(true);
  });

  it('binds every MAC to its purpose and verifies hex or base64url text', () => {
    const secret = siteSecret({ SITE_SECRET: SECRET });
    const mac = secret.hmac('cache-purge', 'payload');
    expect(mac.equals(hmacWith(Buffer.from(SECRET), 'cache-purge', 'payload'))).toBe(true);
    expect(mac.equals(secret.hmac('contact-form', 'payload'))).toBe(false);
    expect(secret.verify('cache-purge', 'payload', mac.toString('hex'))).toBe(true);
    expect(secret.verify('cache-purge', 'payload', mac.toString('base64url'))).toBe(true);
    expect(secret.verify('cache-purge', 'payload!', mac)).toBe(false);
    expect(secret.verify('cache-purge', 'payload', 'abc')).toBe(false);
    expect(siteSecret({ SITE_SECRET: 'b'.repeat(64) }).verify('cache-purge', 'payload', mac)).toBe(false);
  });
});
