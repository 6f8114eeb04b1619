/**
 * The preview cookie: `<expiry in unix seconds>.<HMAC-SHA256 of it>`, so nobody can make one
 * or stretch its life without the key. It holds no secret itself, and the server keeps no
 * session: any pod with the same key accepts it (docs/decisions/085).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { hmacWith } from '../security/site-secret.server.ts';

/** An editor's look at a draft lasts a working session, not forever (issue: one hour). */
export const PREVIEW_COOKIE_TTL_SECONDS = 60 * 60;
/** A cookie of ours is about 60 bytes; anything far longer is not worth hashing. */
const MAX_COOKIE_VALUE_LENGTH = 128;
/** Binds the key to this one use: the same SITE_SECRET also signs other things (contact tokens, purges). */
const KEY_PURPOSE = 'preview-cookie/v1';

/**
 * The signing key, from the site's key (siteSecretKey) and the preview secret: a leaked cookie
 * stops working when either changes. Without SITE_SECRET the site's key is the process's own,
 * so cookies then hold only on the pod that made them, and die with it.
 */
export function previewCookieKey(siteKey: Buffer, previewSecret: string): Buffer {
  return hmacWith(siteKey, KEY_PURPOSE, previewSecret);
}

function signature(key: Buffer, expires: number): Buffer {
  return createHmac('sha256', key).update(`preview.${expires}`).digest();
}

export function signPreviewCookie(key: Buffer, nowMs: number = Date.now()): { value: string; expires: Date } {
  const expires = Math.floor(nowMs / 1000) + PREVIEW_COOKIE_TTL_SECONDS;
  return { value: `${expires}.${signature(key, expires).toString('base64url')}`, expires: new Date(expires * 1000) };
}

/** True when the value was signed with this key and has not expired. */
export function verifyPreviewCookie(key: Buffer, value: string | undefined, nowMs: number = Date.now()): boolean {
  if (!value || value.length > MAX_COOKIE_VALUE_LENGTH) return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const expires = Number(match[1]);
  // Signed expiry in the past, or further ahead than a cookie of ours can reach: refused.
  if (expires * 1000 <= nowMs || expires * 1000 > nowMs + PREVIEW_COOKIE_TTL_SECONDS * 1000 + 60_000) return false;
  const given = Buffer.from(match[2]!, 'base64url');
  return given.length === 32 && timingSafeEqual(given, signature(key, expires));
}

/** Compares a secret from a request with the configured one in time that does not depend on where they differ. */
export function secretMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given.length === 0 || given.length > 1024) return false;
  // Hashing first gives equal lengths, which timingSafeEqual needs, without revealing the length.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
