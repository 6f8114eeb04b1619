/**
 * True in the browser once the page is hydrated (and on every render that starts in the
 * browser); false on the server and during hydration. For what only the browser knows and the
 * server's HTML must not contain, without a hydration mismatch: React renders the server's
 * snapshot while hydrating, then the browser's.
 */
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
