/**
 * The site's signing key (SITE_SECRET) and the one HMAC every signed thing uses.
 *
 * Pods that must trust each other's signatures (a form token issued by one pod and checked by
 * another, a cache purge forwarded between pods) need the same key, so it comes from the
 * environment. Unset, the process draws a random key once: that is enough for one process, and
 * each pod then only trusts itself (what the start says about it: site-secret-notice.server.ts).
 *
 * Every use names a `purpose` ("contact-form", "cache-purge", ...) that goes into the MAC, so a
 * value signed for one job can never be replayed as another.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../core/config.server.ts';

const RANDOM_KEY_BYTES = 32;

/** Drawn once per process, so every module that asks gets the same key. */
let processKey: Buffer | undefined;

/** The key from SITE_SECRET, or the process's random key when it is unset. */
export function siteSecretKey(config: Pick<Config, 'SITE_SECRET'>): Buffer {
  if (config.SITE_SECRET) return Buffer.from(config.SITE_SECRET, 'utf8');
  processKey ??= randomBytes(RANDOM_KEY_BYTES);
  return processKey;
}

/** HMAC-SHA256 of `data` under `key`, bound to `purpose` (a fixed name, never request input). */
export function hmacWith(key: Buffer, purpose: string, data: string | Uint8Array): Buffer {
  if (!purpose || purpose.includes('\0')) throw new Error('hmac purpose must be a non-empty name without NUL');
  return createHmac('sha256', key).update(purpose).update('\0').update(data).digest();
}

/** Compares a MAC in constant time; a MAC of the wrong length is simply not equal. */
export function macEquals(expected: Buffer, given: Buffer): boolean {
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface SiteSecret {
  readonly key: Buffer;
  /** True when SITE_SECRET was unset and the key is this process's own. */
  readonly perProcess: boolean;
  hmac(purpose: string, data: string | Uint8Array): Buffer;
  /** True when `mac` (raw bytes, or hex / base64url text) is the HMAC of `data` for `purpose`. */
  verify(purpose: string, data: string | Uint8Array, mac: Buffer | string): boolean;
}

const HEX = /^[0-9a-f]+$/i;

function macBytes(mac: Buffer | string): Buffer {
  if (typeof mac !== 'string') return mac;
  // Both encodings are accepted; a 64-character hex MAC is never valid base64url of 32 bytes.
  return mac.length === 64 && HEX.test(mac) ? Buffer.from(mac, 'hex') : Buffer.from(mac, 'base64url');
}

/** The key and its helpers for one app (see siteSecretKey for the unset case). */
export function siteSecret(config: Pick<Config, 'SITE_SECRET'>): SiteSecret {
  const key = siteSecretKey(config);
  return {
    key,
    perProcess: !config.SITE_SECRET,
    hmac: (purpose, data) => hmacWith(key, purpose, data),
    verify: (purpose, data, mac) => macEquals(hmacWith(key, purpose, data), macBytes(mac)),
  };
}
