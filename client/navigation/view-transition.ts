/**
 * Commits a navigation that had to wait inside a same-document View Transition: the header
 * stays, the page's content cross-fades (client/styles/app.css). None where the API is missing
 * or the visitor prefers reduced motion. React Router's `viewTransition` needs its data router.
 */
import { flushSync } from 'react-dom';

/** On <html> while a transition runs: only then is the header captured on its own. */
const TRANSITION_ATTRIBUTE = 'data-page-transition';

export function commitWithTransition(commit: () => void): void {
  if (!document.startViewTransition || matchMedia('(prefers-reduced-motion: reduce)').matches) return flushSync(commit);
  const root = document.documentElement;
  root.setAttribute(TRANSITION_ATTRIBUTE, '');
  // The callback must change the DOM before it returns: React renders the new page synchronously.
  const transition = document.startViewTransition(() => flushSync(commit));
  transition.finished.finally(() => root.removeAttribute(TRANSITION_ATTRIBUTE)).catch(() => undefined);
  // A later navigation skips this transition (its update still runs): not an error.
  transition.ready.catch(() => undefined);
}
