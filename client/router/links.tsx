/**
 * The site's in-app links: a real <a href> (works without JavaScript, opens in a new tab with
 * a modifier key) that navigates on the client on a plain click. Not React Router's
 * <Link>/<NavLink>, which carry prefetching, view transitions and data-router code the site
 * does not use (about 3 KiB gzip on every page, decision 055), nor its link hooks: they follow
 * the location, so every link on the page (the header's and footer's dozens included) rendered
 * again at each page change. A Link reads the location only when it is clicked.
 */
import { use, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { createPath, useLocation } from 'react-router';
import { HistoryContext } from './route-context.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site ('/blog?category=ai', '/about-us#team'). */
  to: string;
  replace?: boolean;
  /** Keep the scroll position (a filter that changes part of the page), see keepsScroll(). */
  preventScrollReset?: boolean;
}

/** History state of a navigation that keeps the scroll position. */
const KEEP_SCROLL = { preventScrollReset: true } as const;

/** Whether the location was reached by a link that keeps the scroll position. */
export function keepsScroll(state: unknown): boolean {
  return (state as Partial<typeof KEEP_SCROLL> | null)?.preventScrollReset === true;
}

/** A plain left click on a link opening here: modified clicks, other buttons and other targets are the browser's. */
function navigatesHere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && (!target || target === '_self') && !modified;
}

export function Link({ to, replace, preventScrollReset, onClick, target, ...anchor }: LinkProps) {
  const history = use(HistoryContext);
  return (
    <a
      {...anchor}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !history || !navigatesHere(event, target)) return;
        event.preventDefault();
        const state = preventScrollReset ? KEEP_SCROLL : undefined;
        // A link to the address shown replaces its entry rather than adding a copy of it.
        if (replace ?? createPath(history.location) === to) history.replace(to, state);
        else history.push(to, state);
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on this exact path, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A Link that knows whether it points at the current page (aria-current="page" then). */
export function NavLink({ to, end = false, className, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = pathname === to || (!end && pathname.startsWith(to.endsWith('/') ? to : `${to}/`));
  return (
    <Link
      {...link}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
