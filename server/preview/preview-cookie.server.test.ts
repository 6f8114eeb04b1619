import { describe, expect, it } from 'vitest';
import {
  PREVIEW_COOKIE_TTL_SECONDS,
  previewCookieKey,
  secretMatches,
  signPreviewCookie,
  verifyPreviewCookie,
} from './preview-cookie.server.ts';
import { siteSecretKey } from '../security/site-secret.server.ts';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const key = previewCookieKey(Buffer.from('site-secret'), 'preview-secret-0123456789');

describe('preview cookie', () => {
  it('is accepted until it expires, an hour after it was made', () => {
    const { value, expires } = signPreviewCookie(key, NOW);
    expect(expires.getTime()).toBe(NOW + PREVIEW_COOKIE_TTL_SECONDS * 1000);
    expect(verifyPreviewCookie(key, value, NOW)).toBe(true);
    expect(verifyPreviewCookie(key, value, NOW + PREVIEW_COOKIE_TTL_SECONDS * 1000 - 1)).toBe(true);
    expect(verifyPreviewCookie(key, value, NOW + PREVIEW_COOKIE_TTL_SECONDS * 1000)).toBe(false);
  });

  it('cannot be stretched: the signature covers the expiry', () => {
    const { value } = signPreviewCookie(key, NOW);
    const [expires, mac] = value.split('.') as [string, string];
    expect(verifyPreviewCookie(key, `${Number(expires) + 3600}.${mac}`, NOW + 3600_000)).toBe(false);
    expect(verifyPreviewCookie(key, `${Number(expires) - 1}.${mac}`, NOW)).toBe(false);
  });

  it('is refused with another key: another SITE_SECRET, another preview secret, or a random per-process key', () => {
    const { value } = signPreviewCookie(key, NOW);
    expect(verifyPreviewCookie(previewCookieKey(Buffer.from('other-site-secret'), 'preview-secret-0123456789'), value, NOW)).toBe(false);
    expect(verifyPreviewCookie(previewCookieKey(Buffer.from('site-secret'), 'rotated-preview-secret-012'), value, NOW)).toBe(false);
    expect(verifyPreviewCookie(previewCookieKey(siteSecretKey({ SITE_SECRET: undefined }), 'preview-secret-0123456789'), value, NOW)).toBe(
      false,
    );
    expect(verifyPreviewCookie(previewCookieKey(Buffer.from('site-secret'), 'preview-secret-0123456789'), value, NOW)).toBe(true);
  });

  it('refuses malformed, empty and oversized values without throwing', () => {
    for (const value of [
      undefined,
      '',
      'true',
      '1.abc',
      `${NOW}.${'A'.repeat(43)}`,
      `1.${'A'.repeat(43)}`,
      'x'.repeat(10_000),
      `${Math.floor(NOW / 1000) + 60}.${'A'.repeat(43)}`,
    ]) {
      expect(verifyPreviewCookie(key, value, NOW)).toBe(false);
    }
  });
});

describe('secretMatches', () => {
  it('matches only the exact secret, given as one string', () => {
    expect(secretMatches('preview-secret-0123456789', 'preview-secret-0123456789')).toBe(true);
    for (const given of [
      'preview-secret-012345678',
      'preview-secret-01234567890',
      '',
      undefined,
      ['preview-secret-0123456789'],
      'x'.repeat(5000),
    ]) {
      expect(secretMatches(given, 'preview-secret-0123456789')).toBe(false);
    }
  });
});
