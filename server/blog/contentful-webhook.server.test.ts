import { describe, expect, it } from 'vitest';
import { signContentfulRequest } from '../../tests/fakes/contentful-webhook-signer.ts';
import { computeSignature, SIGNATURE_TTL_MS, verifySignedRequest } from './contentful-webhook.server.ts';

const SECRET = 's'.repeat(64);
const NOW = 1_750_000_000_000;
const request = {
  method: 'POST',
  path: '/api/webhooks/contentful',
  body: '{"sys":{"id":"x"}}',
  headers: { 'content-type': 'application/json', 'x-contentful-topic': 'ContentManagement.Entry.publish' },
};

function signed(overrides: Partial<typeof request> = {}, timestamp = NOW) {
  const base = { ...request, ...overrides };
  return { ...base, headers: { ...base.headers, ...signContentfulRequest(SECRET, base, timestamp) } };
}

describe('Contentful request verification', () => {
  it('accepts a request signed with the secret', () => {
    expect(verifySignedRequest(SECRET, signed(), NOW + 1_000)).toMatchObject({ ok: true });
  });

  it('rejects a changed body, method, path or signed header', () => {
    const good = signed();
    expect(verifySignedRequest(SECRET, { ...good, body: '{"sys":{"id":"y"}}' }, NOW).ok).toBe(false);
    expect(verifySignedRequest(SECRET, { ...good, method: 'PUT' }, NOW).ok).toBe(false);
    expect(verifySignedRequest(SECRET, { ...good, path: '/api/webhooks/other' }, NOW).ok).toBe(false);
    expect(verifySignedRequest(SECRET, { ...good, headers: { ...good.headers, 'x-contentful-topic': 'other' } }, NOW).ok).toBe(false);
  });

  it('ignores headers that were not signed', () => {
    const good = signed();
    expect(verifySignedRequest(SECRET, { ...good, headers: { ...good.headers, 'x-forwarded-for': '10.0.0.1' } }, NOW).ok).toBe(true);
  });

  it('rejects old or future timestamps and a timestamp outside the signature', () => {
    expect(verifySignedRequest(SECRET, signed(), NOW + SIGNATURE_TTL_MS + 1)).toEqual({ ok: false, reason: 'signature expired' });
    expect(verifySignedRequest(SECRET, signed({}, NOW + SIGNATURE_TTL_MS + 1), NOW).ok).toBe(false);
    const good = signed();
    const names = 'content-type,x-contentful-topic';
    const unsignedTimestamp = {
      ...good,
      headers: {
        ...good.headers,
        'x-contentful-signed-headers': names,
        'x-contentful-signature': computeSignature(SECRET, good, names.split(',')),
      },
    };
    expect(verifySignedRequest(SECRET, unsignedTimestamp, NOW)).toEqual({ ok: false, reason: 'timestamp not signed' });
  });

  it('rejects missing headers and malformed signatures without throwing', () => {
    expect(verifySignedRequest(SECRET, request, NOW)).toEqual({ ok: false, reason: 'missing signature headers' });
    const good = signed();
    expect(verifySignedRequest(SECRET, { ...good, headers: { ...good.headers, 'x-contentful-signature': 'zz' } }, NOW).ok).toBe(false);
    // Decoding hex stops at the first non-hex character: a valid MAC with a tail must not pass.
    const signature = good.headers['x-contentful-signature' as keyof typeof good.headers] as string;
    for (const tail of ['zz', '0', '00'])
      expect(
        verifySignedRequest(SECRET, { ...good, headers: { ...good.headers, 'x-contentful-signature': signature + tail } }, NOW),
      ).toEqual({
        ok: false,
        reason: 'malformed signature',
      });
  });

  it('accepts the MAC in either case and gives its bytes, the same for every spelling', () => {
    const good = signed();
    const signature = good.headers['x-contentful-signature' as keyof typeof good.headers] as string;
    const lower = verifySignedRequest(SECRET, good, NOW);
    const upper = verifySignedRequest(
      SECRET,
      { ...good, headers: { ...good.headers, 'x-contentful-signature': signature.toUpperCase() } },
      NOW,
    );
    expect(lower.ok && upper.ok && lower.mac.equals(upper.mac)).toBe(true);
  });
});
