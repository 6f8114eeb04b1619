/**
 * Commits a client navigation inside a same-document View Transition
 * (`document.startViewTransition`): the header stays, the page's main content cross-fades
 * (client/styles/app.css). Only once the next page is ready (the old one stays interactive
 * until then), and the transition lets pointer input through. None where the API is missing or
 * the visitor prefers reduced motion: the page is simply swapped.
 *
 * React Router's own `viewTransition` option needs its data router, which the site does not
 * ship (docs/decisions/070, 093).
 */
import { flushSync } from 'react-dom';

/** On <html> while a navigation's transition runs: only then does <main> get a transition name. */
const TRANSITION_ATTRIBUTE = 'data-page-transition';
let running: ViewTransition | undefined;

export function commitWithTransition(commit: () => void): void {
  if (!document.startViewTransition || matchMedia('(prefers-reduced-motion: reduce)').matches) return commit();
  const root = document.documentElement;
  root.setAttribute(TRANSITION_ATTRIBUTE, '');
  // The callback must change the DOM before it returns: React renders the new page synchronously.
  const transition = document.startViewTransition(() => flushSync(commit));
  running = transition;
  // A later navigation's transition skips this one and keeps the attribute until its own end.
  const done = () => void (running === transition && root.removeAttribute(TRANSITION_ATTRIBUTE));
  transition.finished.then(done, done);
}
