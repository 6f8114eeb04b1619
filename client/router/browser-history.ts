/**
 * The browser history behind the client router (docs/decisions/070): the address bar and the
 * Back/Forward buttons as a React Router `Navigator` plus a listener, on top of
 * window.history. React Router's own browser history is internal (`UNSAFE_`), and its data
 * router costs more than these few lines (sizes in the decision).
 */
import { createPath, NavigationType, parsePath, type Location, type Navigator, type To } from 'react-router';

export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
}

/** What each history entry keeps in window.history.state. */
interface EntryState {
  usr: unknown;
  key: string;
}

export interface BrowserHistory extends Navigator {
  readonly location: Location;
  listen(listener: (update: HistoryUpdate) => void): () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function currentLocation(): Location {
  const entry = window.history.state as Partial<EntryState> | null;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

function toLocation(to: To, state: unknown, key: string): Location {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: parts.pathname ?? '/', search: parts.search ?? '', hash: parts.hash ?? '', state: state ?? null, key };
}

export function createBrowserHistory(): BrowserHistory {
  let location = currentLocation();
  const listeners = new Set<(update: HistoryUpdate) => void>();
  const notify = (action: NavigationType) => {
    for (const listener of listeners) listener({ action, location });
  };
  const write = (action: NavigationType.Push | NavigationType.Replace, to: To, state: unknown) => {
    const key = newKey();
    location = toLocation(to, state, key);
    const entry: EntryState = { usr: state ?? null, key };
    if (action === NavigationType.Push) window.history.pushState(entry, '', createPath(location));
    else window.history.replaceState(entry, '', createPath(location));
    notify(action);
  };
  window.addEventListener('popstate', () => {
    location = currentLocation();
    notify(NavigationType.Pop);
  });
  return {
    get location() {
      return location;
    },
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    push: (to, state) => write(NavigationType.Push, to, state),
    replace: (to, state) => write(NavigationType.Replace, to, state),
    go: (delta) => window.history.go(delta),
  };
}
