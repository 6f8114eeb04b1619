/**
 * Commits a navigation that had to wait inside a same-document View Transition: the header
 * stays, the page's content cross-fades (client/styles/app.css). None where the API is missing
 * or the visitor prefers reduced motion.
 */
/** On <html> while a transition runs: only then is the header captured on its own. */
const TRANSITION_ATTRIBUTE = 'data-page-transition';

/** `commit` renders synchronously (flushSync): the callback must change the DOM before it returns. */
export function commitWithTransition(commit: () => void): void {
  if (!document.startViewTransition || matchMedia('(prefers-reduced-motion: reduce)').matches) return commit();
  const root = document.documentElement;
  root.setAttribute(TRANSITION_ATTRIBUTE, '');
  const transition = document.startViewTransition(commit);
  transition.finished.finally(() => root.removeAttribute(TRANSITION_ATTRIBUTE)).catch(() => undefined);
  // A later navigation skips this transition (its update still runs): not an error.
  transition.ready.catch(() => undefined);
}
