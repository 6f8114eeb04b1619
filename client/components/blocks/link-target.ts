/**
 * Decides how a block renders a link target: a router <Link> for site paths, a plain anchor
 * that scrolls in place for a fragment on the current page, and a plain anchor for
 * everything else (tel:, mailto:, other sites).
 */
import { wholePageNow } from '../../navigation/visible-part-first.ts';

export type LinkKind = 'internal' | 'in-page' | 'external';

export interface ClassifiedLink {
  kind: LinkKind;
  /** The fragment without '#', for in-page links. */
  fragment?: string;
}

export function classifyLink(to: string, currentPath: string): ClassifiedLink {
  if (to.startsWith('#')) return { kind: 'in-page', fragment: to.slice(1) };
  // '//host' is protocol-relative: another site, not a path of ours.
  if (!to.startsWith('/') || to.startsWith('//')) return { kind: 'external' };
  const hashAt = to.indexOf('#');
  if (hashAt !== -1 && stripTrailingSlash(to.slice(0, hashAt)) === stripTrailingSlash(currentPath)) {
    return { kind: 'in-page', fragment: to.slice(hashAt + 1) };
  }
  return { kind: 'internal' };
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * Scrolls to a fragment on this page and moves focus there. Not a router <Link>: a router
 * navigation counts as a page change and the layout scrolls to the top. Moving focus as well
 * as the view lets keyboard and screen-reader users carry on from the section they chose,
 * and the scroll is instant for people who ask for reduced motion.
 * Returns false when no such element exists, so the browser's default can run.
 */
export function scrollToFragment(fragment: string): boolean {
  const target = document.getElementById(decodeURIComponent(fragment));
  if (!target) return false;
  // Right after a page change, the parts above the target may still be estimated: lay them out.
  wholePageNow();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  // Keep the router's history state; only the fragment of the address changes.
  window.history.replaceState(window.history.state, '', `#${fragment}`);
  return true;
}
