/** window.history as the client router drives it: each entry's key, and whether a link asked to keep the scroll. */

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** Identifies the history entry (scroll positions are remembered by it). */
  key: string;
}

export interface BrowserHistory {
  readonly location: Location;
  listen(listener: (action: NavigationType, location: Location) => void): () => void;
  push(path: string, keepScroll?: boolean): void;
  replace(path: string, keepScroll?: boolean): void;
}

/** What each entry keeps in window.history.state. */
type EntryState = { key: string; keepScroll?: boolean };

const entryState = () => window.history.state as Partial<EntryState> | null;

/** Whether the entry shown was reached by a link with `preventScrollReset` (the blog's filter). */
export const keepsScroll = (): boolean => entryState()?.keepScroll === true;

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, key: entryState()?.key ?? 'default' };
}

/** The history the client router drives; none on the server, where links are plain anchors. */
let active: BrowserHistory | null = null;
export const activeHistory = (): BrowserHistory | null => active;

export function createBrowserHistory(): BrowserHistory {
  let location = currentLocation();
  const listeners = new Set<(action: NavigationType, location: Location) => void>();
  const changed = (action: NavigationType) => {
    location = currentLocation();
    for (const listener of listeners) listener(action, location);
  };
  const write = (action: 'PUSH' | 'REPLACE', path: string, keepScroll?: boolean) => {
    const entry: EntryState = { key: Math.random().toString(36).slice(2, 10), keepScroll };
    if (action === 'PUSH') window.history.pushState(entry, '', path);
    else window.history.replaceState(entry, '', path);
    changed(action);
  };
  window.addEventListener('popstate', () => changed('POP'));
  return (active = {
    get location() {
      return location;
    },
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    push: (path, keepScroll) => write('PUSH', path, keepScroll),
    replace: (path, keepScroll) => write('REPLACE', path, keepScroll),
  });
}
