/**
 * The contact form's token: the time the server handed the form out, signed with an HMAC, so
 * the minimum fill time is measured on the server's clock and a client cannot claim it opened
 * the form long ago (docs/decisions/081). Stateless: any process holding the same key checks
 * any other's tokens, so it works across pods when SITE_SECRET is the same in each.
 *
 * Shape: `v1.<issuedAt ms, base 10>.<HMAC-SHA256 of "v1.<issuedAt>", base64url>`.
 * The key is passed in; where it comes from (SITE_SECRET or a per-process random key) is the
 * caller's business.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { hmacWith } from '../security/site-secret.server.ts';

/** An hour: long enough to write a careful message, short enough that a harvested token soon stops working. */
export const FORM_TOKEN_TTL_MS = 60 * 60_000;
/** A real token is about 60 characters; anything much longer is not one, and is not worth hashing. */
export const FORM_TOKEN_MAX_LENGTH = 128;
const VERSION = 'v1';
/** Separates this use of SITE_SECRET from its others (preview cookies, purges between pods). */
const KEY_LABEL = 'contact-form-token';
const TOKEN_PATTERN = /^v1\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

export type FormTokenCheck =
  | { ok: true; issuedAt: number }
  /** missing: no token; forged: not one we signed; expired: older than the TTL; too-fast: younger than the minimum fill time. */
  | { ok: false; reason: 'missing' | 'forged' | 'expired' | 'too-fast'; issuedAt?: number };

/**
 * The HMAC key of form tokens, derived from the site's key (server/security/site-secret.server.ts:
 * SITE_SECRET, or this process's random key when it is unset, so tokens then only verify on the
 * process that issued them); the raw secret signs nothing directly.
 */
export function formTokenKey(siteKey: Buffer): Buffer {
  return hmacWith(siteKey, KEY_LABEL, 'key');
}

const signatureOf = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

export function issueFormToken(key: Buffer, now: number = Date.now()): string {
  const payload = `${VERSION}.${Math.floor(now)}`;
  return `${payload}.${signatureOf(key, payload).toString('base64url')}`;
}

export interface FormTokenLimits {
  /** Least age a token must have; 0 = no minimum. */
  minAgeMs: number;
  /** Greatest age; FORM_TOKEN_TTL_MS unless a test says otherwise. */
  maxAgeMs?: number;
  now?: number;
}

export function checkFormToken(key: Buffer, token: unknown, limits: FormTokenLimits): FormTokenCheck {
  if (typeof token !== 'string' || token === '') return { ok: false, reason: 'missing' };
  const match = token.length <= FORM_TOKEN_MAX_LENGTH ? TOKEN_PATTERN.exec(token) : null;
  if (!match) return { ok: false, reason: 'forged' };
  const [, issuedText, signature] = match as unknown as [string, string, string];
  const expected = signatureOf(key, `${VERSION}.${issuedText}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  const issuedAt = Number(issuedText);
  const age = (limits.now ?? Date.now()) - issuedAt;
  if (age > (limits.maxAgeMs ?? FORM_TOKEN_TTL_MS)) return { ok: false, reason: 'expired', issuedAt };
  // A token from the future (another pod's clock ahead of ours) counts as young, not as forged.
  if (limits.minAgeMs > 0 && age < limits.minAgeMs) return { ok: false, reason: 'too-fast', issuedAt };
  return { ok: true, issuedAt };
}
