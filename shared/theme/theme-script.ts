/**
 * The visitor's theme choice and the one inline script of every page (docs/decisions/094).
 *
 * A choice of light or dark is kept in localStorage and written to <html data-theme> by
 * THEME_SCRIPT, which runs in <head> before anything is painted: no flash of the other theme.
 * "System" is the absence of a choice (no attribute): the stylesheet's color-scheme then
 * follows prefers-color-scheme, with or without JavaScript. The script is the same bytes for
 * every visitor, so the CSP allows it by its sha256 hash and pages stay cacheable.
 */
export const THEME_STORAGE_KEY = 'theme';
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** A stored value that is not light or dark (missing, edited, from an older site) means "system". */
export function parseThemeChoice(value: string | null | undefined): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

// localStorage throws where storage is blocked (some privacy settings): the page then follows the system.
export const THEME_SCRIPT =
  `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
  `if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;
