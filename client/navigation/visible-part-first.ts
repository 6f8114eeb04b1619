/** Until the browser is idle after a page change, long parts (content-auto) are laid out only near the viewport. */
const ATTRIBUTE = 'data-page-change';
/** A busy page is laid out in full within this time even if the browser is never idle. */
const IDLE_WITHIN_MS = 2000;
let latest = 0;

export function visiblePartFirst(): void {
  const change = ++latest;
  document.documentElement.setAttribute(ATTRIBUTE, '');
  const whole = () => void (change === latest && wholePageNow());
  requestAnimationFrame(() => requestIdleCallback(whole, { timeout: IDLE_WITHIN_MS }));
}

/** Lays out the whole page now: a scroll below the top needs real heights. */
export function wholePageNow(): void {
  document.documentElement.removeAttribute(ATTRIBUTE);
}
