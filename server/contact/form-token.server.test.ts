import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkFormToken, FORM_TOKEN_MAX_LENGTH, FORM_TOKEN_TTL_MS, formTokenKey, issueFormToken } from './form-token.server.ts';

const KEY = formTokenKey(Buffer.from('a site secret for tests'));
const ISSUED = 1_800_000_000_000;
const MIN = 3_000;

describe('form tokens', () => {
  it('a token is good from the minimum fill time until it expires, and only then', () => {
    const token = issueFormToken(KEY, ISSUED);
    expect(token).toMatch(/^v1\.1800000000000\.[A-Za-z0-9_-]{43}$/);
    expect(checkFormToken(KEY, token, { minAgeMs: MIN, now: ISSUED + MIN - 1 })).toEqual({
      ok: false,
      reason: 'too-fast',
      issuedAt: ISSUED,
    });
    expect(checkFormToken(KEY, token, { minAgeMs: MIN, now: ISSUED + MIN })).toEqual({ ok: true, issuedAt: ISSUED });
    expect(checkFormToken(KEY, token, { minAgeMs: MIN, now: ISSUED + FORM_TOKEN_TTL_MS })).toEqual({ ok: true, issuedAt: ISSUED });
    expect(checkFormToken(KEY, token, { minAgeMs: MIN, now: ISSUED + FORM_TOKEN_TTL_MS + 1 })).toEqual({
      ok: false,
      reason: 'expired',
      issuedAt: ISSUED,
    });
  });

  it('the same secret verifies in another process (a key derived again); another secret does not', () => {
    const token = issueFormToken(KEY, ISSUED);
    expect(checkFormToken(formTokenKey(Buffer.from('a site secret for tests')), token, { minAgeMs: MIN, now: ISSUED + 10_000 }).ok).toBe(
      true,
    );
    expect(checkFormToken(formTokenKey(Buffer.from('another secret')), token, { minAgeMs: MIN, now: ISSUED + 10_000 })).toEqual({
      ok: false,
      reason: 'forged',
    });
  });

  it('without a secret each process key is random: tokens only verify where they were issued', () => {
    const one = formTokenKey(randomBytes(32));
    const two = formTokenKey(randomBytes(32));
    expect(one.equals(two)).toBe(false);
    const token = issueFormToken(one, ISSUED);
    expect(checkFormToken(one, token, { minAgeMs: 0, now: ISSUED }).ok).toBe(true);
    expect(checkFormToken(two, token, { minAgeMs: 0, now: ISSUED }).ok).toBe(false);
  });

  it('a client cannot move the time back: changing the issued time breaks the signature', () => {
    const token = issueFormToken(KEY, ISSUED);
    const backdated = token.replace(`.${ISSUED}.`, `.${ISSUED - 60_000}.`);
    expect(checkFormToken(KEY, backdated, { minAgeMs: MIN, now: ISSUED + 1 })).toEqual({ ok: false, reason: 'forged' });
  });

  it.each([
    ['missing', undefined, 'missing'],
    ['empty', '', 'missing'],
    ['a number (the old startedAt: 0)', 0, 'missing'],
    ['a bare time', String(ISSUED - 60_000), 'forged'],
    ['wrong version', issueFormToken(KEY, ISSUED).replace(/^v1/, 'v2'), 'forged'],
    ['a short signature', `v1.${ISSUED}.abc`, 'forged'],
    ['far too long', `v1.${ISSUED}.${'A'.repeat(FORM_TOKEN_MAX_LENGTH)}`, 'forged'],
  ])('%s → %s', (_label, token, reason) => {
    expect(checkFormToken(KEY, token, { minAgeMs: MIN, now: ISSUED + 10_000 })).toMatchObject({ ok: false, reason });
  });

  it('with no minimum, a token from a clock slightly ahead (another pod) is accepted; with one it is too fast, not forged', () => {
    const token = issueFormToken(KEY, ISSUED + 500);
    expect(checkFormToken(KEY, token, { minAgeMs: 0, now: ISSUED }).ok).toBe(true);
    expect(checkFormToken(KEY, token, { minAgeMs: MIN, now: ISSUED })).toMatchObject({ ok: false, reason: 'too-fast' });
  });
});
