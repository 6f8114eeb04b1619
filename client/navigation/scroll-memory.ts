/**
 * Scroll positions of the history entries, so Back and Forward return to where the visitor
 * was. The browser cannot do it for client navigations: it would restore the position at once,
 * on the page still shown, before the page being returned to has loaded. So the site keeps
 * them (`history.scrollRestoration = 'manual'`), by history entry, in memory and, for entries
 * a later full page load comes back to, in sessionStorage; at most MAX_POSITIONS of them.
 * When the page is left for another document the browser takes over again for that entry
 * (it restores a reloaded or re-opened page itself).
 */

const STORAGE_KEY = 'scroll-positions';
/** Far more entries than a visit goes back through; each is a key and a number. */
const MAX_POSITIONS = 50;

let positions = new Map<string, number>();

/** The position the page had when the visitor left this history entry. */
export function savedScroll(key: string): number | undefined {
  return positions.get(key);
}

export function rememberScroll(key: string): void {
  positions.delete(key);
  positions.set(key, Math.round(window.scrollY));
  if (positions.size > MAX_POSITIONS) positions.delete(positions.keys().next().value!);
}

/** Takes scrolling over from the browser; `currentKey` names the entry shown. */
export function keepScrollPositions(currentKey: () => string): void {
  try {
    positions = new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as Array<[string, number]>);
  } catch {
    // Storage off or unreadable: positions are kept for this document only.
  }
  // A document loaded for an entry the site scrolled itself: the browser left it at the top.
  const saved = history.scrollRestoration === 'manual' ? savedScroll(currentKey()) : undefined;
  if (saved !== undefined) window.scrollTo({ top: saved, behavior: 'instant' });
  history.scrollRestoration = 'manual';
  window.addEventListener('pagehide', () => {
    rememberScroll(currentKey());
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
    } catch {
      // Full or off: nothing to keep beyond this document.
    }
    history.scrollRestoration = 'auto';
  });
  // Back from the back/forward cache: this document scrolls its client navigations again.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) history.scrollRestoration = 'manual';
  });
}
