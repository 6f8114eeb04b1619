/**
 * The part of a page below its first screen. When a client navigation shows a page from its
 * top (a link followed: not Back or Forward, no fragment, no kept scroll position), React
 * renders this part just after the page's first frame instead of in the click's task, so the
 * visitor sees the part in view sooner; the rest is there a few frames later, before anyone can
 * scroll to it (docs/decisions/093, fourth addendum). On the server, on a first load, and when a
 * page is shown at another position than its top, it renders with the rest of the page.
 *
 * React's own way to do this: `useDeferredValue` with an initial value renders that value first
 * and the real one in a background render right after the commit.
 */
import { useContext, useDeferredValue, type ReactNode } from 'react';
import { InViewFirstContext } from '../router/route-context.ts';

interface BelowFirstScreenProps {
  children: ReactNode;
  /** Until the part is here: a screen's height, so the footer does not come up into view (an `<li>` in a list). */
  placeholder?: ReactNode;
}

export function BelowFirstScreen({ children, placeholder = <div aria-hidden="true" className="min-h-screen" /> }: BelowFirstScreenProps) {
  const inViewFirst = useContext(InViewFirstContext);
  // Only a mount reads the initial value: a page shown at once stays whole through its life.
  const whole = useDeferredValue(true, inViewFirst ? false : undefined);
  return whole ? children : placeholder;
}
