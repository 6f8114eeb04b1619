/**
 * Commits a client navigation inside a same-document View Transition
 * (`document.startViewTransition`): the header stays, the page's content cross-fades
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
/**
 * The cross-fade lasts 150 ms (app.css). A device too busy to run it in this time skips to
 * the new page rather than leave the old one's image over it.
 */
const TRANSITION_LIMIT_MS = 500;

export function commitWithTransition(commit: () => void): void {
  if (!document.startViewTransition || matchMedia('(prefers-reduced-motion: reduce)').matches) return commit();
  const root = document.documentElement;
  root.setAttribute(TRANSITION_ATTRIBUTE, '');
  // The callback must change the DOM before it returns: React renders the new page synchronously.
  const transition = document.startViewTransition(() => flushSync(commit));
  running = transition;
  // A later navigation's transition skips this one and keeps the attribute until its own end.
  const done = () => void (running === transition && root.removeAttribute(TRANSITION_ATTRIBUTE));
  const limit = setTimeout(() => transition.skipTransition(), TRANSITION_LIMIT_MS);
  transition.finished.then(done, done).finally(() => clearTimeout(limit));
  // A later navigation skips this transition (its update still runs): not an error.
  transition.ready.catch(() => undefined);
}
