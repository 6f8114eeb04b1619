/**
 * The site's in-app links: a real <a href> (works without JavaScript, opens in a new tab with
 * a modifier key) that navigates on the client on a plain click. Built on React Router's
 * hooks rather than its <Link>/<NavLink>, which carry prefetching, view transitions and
 * data-router code the site does not use: about 3 KiB gzip on every page (decision 058).
 */
import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, useLocation } from 'react-router';

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

export function Link({ to, replace, preventScrollReset, onClick, target, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target, state: preventScrollReset ? KEEP_SCROLL : undefined });
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        // useLinkClickHandler leaves modified clicks, other buttons and other targets to the browser.
        if (!event.defaultPrevented) navigate(event);
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
