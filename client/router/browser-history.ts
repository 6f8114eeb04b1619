/** window.history as the `Navigator` React Router's <Router> and <Link> drive; its own is `UNSAFE_` (decision 057). */
import { createPath, NavigationType, parsePath, type Location, type Navigator, type To } from 'react-router';

export interface BrowserHistory extends Navigator {
  readonly location: Location;
  listen(listener: (action: NavigationType, location: Location) => void): () => void;
}

/** What each entry keeps in window.history.state: the app's state, a key, and whether to keep the scroll. */
type EntryState = { usr: unknown; key: string; keepScroll?: boolean };

/** Whether the entry shown was reached by a link with `preventScrollReset` (the blog's filter). */
export function keepsScroll(): boolean {
  return (window.history.state as Partial<EntryState> | null)?.keepScroll === true;
}

function currentLocation(): Location {
  const entry = window.history.state as Partial<EntryState> | null;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

/** The history the client router drives; none on the server, where links are plain anchors. */
let active: BrowserHistory | null = null;
export const activeHistory = (): BrowserHistory | null => active;

export function createBrowserHistory(): BrowserHistory {
  let location = currentLocation();
  const listeners = new Set<(action: NavigationType, location: Location) => void>();
  const write = (action: NavigationType, to: To, state: unknown, options?: { preventScrollReset?: boolean }) => {
    const entry: EntryState = { usr: state ?? null, key: Math.random().toString(36).slice(2, 10), keepScroll: options?.preventScrollReset };
    const path = createPath(typeof to === 'string' ? parsePath(to) : to);
    if (action === NavigationType.Push) window.history.pushState(entry, '', path);
    else window.history.replaceState(entry, '', path);
    location = currentLocation();
    for (const listener of listeners) listener(action, location);
  };
  window.addEventListener('popstate', () => {
    location = currentLocation();
    for (const listener of listeners) listener(NavigationType.Pop, location);
  });
  return (active = {
    get location() {
      return location;
    },
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    push: (to, state, options) => write(NavigationType.Push, to, state, options),
    replace: (to, state, options) => write(NavigationType.Replace, to, state, options),
    go: (delta) => window.history.go(delta),
  });
}
