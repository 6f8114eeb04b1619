/** What the page shown reads: its address, its loader's data, the frame's data, whether a navigation is loading. */
import { createContext, useContext, type ComponentType } from 'react';
import type { HeadTags } from '../../shared/head.ts';
import type { PageState, RootData } from '../../shared/route-data.ts';
import type { Location, NavigationType } from '../router/browser-history.ts';

/** A page ready to render: its state, its component, and (after a client navigation) its head. */
export interface ShownPage extends PageState {
  Page: ComponentType;
  head?: HeadTags;
}

/** The address shown and how it was reached (a followed link, or Back and Forward: 'POP'). */
export interface ShownAddress {
  location: Location;
  action: NavigationType;
}

/** A navigation under way: the path and query being loaded while the current page stays. */
export interface PendingNavigation {
  pathname: string;
  search: string;
}

/** The address of a path and query, as the server and a first load see it. */
export function addressOf(pathAndQuery: string): ShownAddress {
  const { pathname, search, hash } = new URL(pathAndQuery, 'http://site');
  return { location: { pathname, search, hash, key: 'default' }, action: 'POP' };
}

export const AddressContext = createContext<ShownAddress>(addressOf('/'));
export const PageContext = createContext<ShownPage | null>(null);
export const RootDataContext = createContext<RootData>({ categories: [], publicConfig: { siteUrl: '' } });
export const PendingNavigationContext = createContext<PendingNavigation | null>(null);

export const useLocation = (): Location => useContext(AddressContext).location;
export const useNavigationType = (): NavigationType => useContext(AddressContext).action;

export function useShownPage(): ShownPage {
  const page = useContext(PageContext);
  if (!page) throw new Error('useShownPage outside <App>');
  return page;
}

/** The current page's loader data (null for pages without a loader). */
export function useRouteData<T>(): T | null {
  return useShownPage().data as T | null;
}

export function useRootData(): RootData {
  return useContext(RootDataContext);
}

/** The page being loaded by a client-side navigation, or null. */
export function usePendingNavigation(): PendingNavigation | null {
  return useContext(PendingNavigationContext);
}
