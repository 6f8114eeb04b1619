/**
 * Runs `callback` just after the browser's next frame has been rendered: work a visitor does not
 * see (moving the focus, a screen reader's announcement) then no longer holds that frame back.
 * A task queued from the frame's animation callback runs once the frame's rendering is done.
 */
export function afterNextFrame(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}
