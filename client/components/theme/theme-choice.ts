/**
 * The visitor's theme choice in the browser: read from and written to localStorage, applied to
 * <html data-theme> (the same attribute the inline script sets before the first paint), and
 * shared between tabs through the storage event. A store for useSyncExternalStore.
 */
import { parseThemeChoice, THEME_STORAGE_KEY, type ThemeChoice } from '../../../shared/theme/theme-script.ts';

const listeners = new Set<() => void>();
// Where storage is blocked, the choice still holds for this page.
let unstored: ThemeChoice | undefined;

export function readThemeChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return unstored ?? 'system';
  }
}

function applyThemeChoice(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    unstored = choice;
  }
  applyThemeChoice(choice);
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
  applyThemeChoice(readThemeChoice());
  for (const listener of listeners) listener();
}

export function subscribeToThemeChoice(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
