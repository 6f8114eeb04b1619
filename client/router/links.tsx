/**
 * The site's links: a real <a href> (works without JavaScript; a modified click is the browser's)
 * that navigates on the client on a plain click, reading the history only when clicked, so a
 * page change re-renders none of a page's dozens of links but the header's NavLinks (decision 057).
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { activeHistory } from './browser-history.ts';
import { useLocation } from '../app/route-context.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site ('/blog?category=ai', '/about-us#team'). */
  to: string;
  replace?: boolean;
  /** Keep the scroll position (a filter that changes part of the page). */
  preventScrollReset?: boolean;
}

/** A plain left click on a link opening here: modified clicks, other buttons and other targets are the browser's. */
function navigatesHere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && (!target || target === '_self') && !modified;
}

export function Link({ to, replace, preventScrollReset, onClick, target, ...anchor }: LinkProps) {
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const history = activeHistory();
    if (event.defaultPrevented || !history || !navigatesHere(event, target)) return;
    event.preventDefault();
    const { pathname, search, hash } = history.location;
    // A link to the address shown replaces its entry rather than adding a copy of it.
    if (replace ?? pathname + search + hash === to) history.replace(to, preventScrollReset);
    else history.push(to, preventScrollReset);
  };
  return <a {...anchor} href={to} target={target} onClick={navigate} />;
}

interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Current only on this very path, not on the pages under it. */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
}

/** A Link that marks the page shown, or one under it (aria-current="page"). */
export function NavLink({ end, className, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = pathname === link.to || (!end && pathname.startsWith(`${link.to}/`));
  return <Link {...link} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} />;
}
