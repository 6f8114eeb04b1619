import { describe, expect, it } from 'vitest';
import { nextNonce } from './csp.ts';

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
