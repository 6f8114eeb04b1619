/**
 * The part in view first after a client page change: long parts (`content-auto`) are laid out
 * only near the viewport until the browser is idle, and on a page shown from its top each
 * block's content (BlockSection) renders just after the page's first frame, not in the click.
 */
import { useDeferredValue } from 'react';

const ATTRIBUTE = 'data-page-change';
/** A busy page is laid out in full within this time even if the browser is never idle. */
const IDLE_WITHIN_MS = 2000;
let latest = 0;
/** True from a page change's start until the render that shows it has committed. */
let renderingFromTop = false;

/** Before the render of a new page: its long parts wait for idle, and its blocks for its first frame when shown from its top. */
export function beginPageChange(fromTop: boolean): void {
  const change = ++latest;
  document.documentElement.setAttribute(ATTRIBUTE, '');
  renderingFromTop = fromTop;
  requestAnimationFrame(() => requestIdleCallback(() => void (change === latest && wholePageNow()), { timeout: IDLE_WITHIN_MS }));
}

/** After every commit: blocks mounted from now on render in full. */
export function pageChangeRendered(): void {
  renderingFromTop = false;
}

/** False at the mount of a block of a page shown from its top, true from the render after its first frame. */
export function useShownAfterFirstFrame(): boolean {
  // React renders the initial value at the mount and the real one in a background render right after.
  return useDeferredValue(true, renderingFromTop ? false : undefined);
}

/** Lays out the whole page now: a scroll below the top needs real heights. */
export function wholePageNow(): void {
  document.documentElement.removeAttribute(ATTRIBUTE);
}
