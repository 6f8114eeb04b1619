/**
 * Remembers signatures already accepted until they expire, so a captured request signed for a
 * short window cannot be sent again inside that window. Memory is bounded: at most
 * `maxEntries` signatures (each a fixed-size MAC), expired ones dropped on every check, and at
 * the bound the oldest is forgotten first. Only requests that passed the signature check are
 * remembered, so filling it takes the secret, not just traffic.
 */
export interface ReplayGuard {
  /** True the first time `signature` is seen before `expiresAt` (ms); false for a replay. */
  firstUse(signature: string, expiresAt: number, now?: number): boolean;
  size(): number;
}

/** Far above the webhooks and peer purges a site receives in a signature's minute. */
export const DEFAULT_REPLAY_ENTRIES = 10_000;
/** A MAC as hex or base64url is well below this; anything longer is not kept whole. */
const MAX_KEY_CHARS = 128;

export function createReplayGuard(maxEntries = DEFAULT_REPLAY_ENTRIES): ReplayGuard {
  // Insertion order is expiry order for one fixed window, so the first entries expire first.
  const seen = new Map<string, number>();
  const prune = (now: number) => {
    for (const [key, expiresAt] of seen) {
      if (expiresAt > now) break;
      seen.delete(key);
    }
  };
  return {
    firstUse(signature, expiresAt, now = Date.now()) {
      prune(now);
      const key = signature.slice(0, MAX_KEY_CHARS);
      const known = seen.get(key);
      if (known !== undefined && known > now) return false;
      seen.set(key, expiresAt);
      while (seen.size > maxEntries) seen.delete(seen.keys().next().value!);
      return true;
    },
    size: () => seen.size,
  };
}
