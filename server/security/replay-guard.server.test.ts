import { describe, expect, it } from 'vitest';
import { createReplayGuard } from './replay-guard.server.ts';

describe('createReplayGuard', () => {
  it('accepts a signature once within its window, and again after it expired', () => {
    const guard = createReplayGuard();
    expect(guard.firstUse('sig-a', 1_000, 0)).toBe(true);
    expect(guard.firstUse('sig-a', 1_000, 500)).toBe(false);
    expect(guard.firstUse('sig-b', 1_000, 500)).toBe(true);
    // Expired: the signature check refuses it anyway; memory no longer holds it.
    expect(guard.firstUse('sig-c', 3_000, 1_500)).toBe(true);
    expect(guard.size()).toBe(1);
  });

  it('holds at most maxEntries signatures, forgetting the oldest first', () => {
    const guard = createReplayGuard(3);
    for (let i = 0; i < 10; i++) expect(guard.firstUse(`sig-${i}`, 60_000, 0)).toBe(true);
    expect(guard.size()).toBe(3);
    expect(guard.firstUse('sig-9', 60_000, 1)).toBe(false);
    expect(guard.firstUse('sig-0', 60_000, 1)).toBe(true);
  });

  it('keeps a bounded key whatever length a caller passes', () => {
    const guard = createReplayGuard();
    const long = 'x'.repeat(100_000);
    expect(guard.firstUse(long, 1_000, 0)).toBe(true);
    expect(guard.firstUse(`${long}y`, 1_000, 0)).toBe(false);
  });
});
