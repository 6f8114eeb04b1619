/**
 * The site's Link: a real <a href> (works without JavaScript; a modified click is the browser's)
 * that navigates on the client on a plain click. React Router's Link reads the location, so each
 * of a page's links (the header's and footer's dozens) renders again at every page change; this
 * one reads the history only when clicked (decision 057). NavLink stays React Router's.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { activeHistory } from './browser-history.ts';

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
    if (replace ?? pathname + search + hash === to) history.replace(to, null, { preventScrollReset });
    else history.push(to, null, { preventScrollReset });
  };
  return <a {...anchor} href={to} target={target} onClick={navigate} />;
}
