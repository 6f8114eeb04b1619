/** What the page shown reads beside React Router's location: its loader's data, the frame's data, a navigation under way. */
import { createContext, useContext, type ComponentType } from 'react';
import type { NavigationType } from 'react-router-dom';
import type { HeadTags } from '../../shared/head.ts';
import type { PageState, RootData } from '../../shared/route-data.ts';

/** A page ready to render: its state, its component, and (after a client navigation) its head. */
export interface ShownPage extends PageState {
  Page: ComponentType;
  head?: HeadTags;
}

/**
 * The page shown and how its address was reached. The router renders the routes at the address
 * of the page shown, where its own navigation type always reads 'POP'; this one is the real one.
 */
export interface PageView {
  page: ShownPage;
  navigationType: NavigationType;
}

/** A navigation under way: the path and query being loaded while the current page stays. */
export interface PendingNavigation {
  pathname: string;
  search: string;
}

export const PageContext = createContext<PageView | null>(null);
export const RootDataContext = createContext<RootData>({ categories: [], publicConfig: { siteUrl: '' } });
export const PendingNavigationContext = createContext<PendingNavigation | null>(null);

function usePageView(): PageView {
  const view = useContext(PageContext);
  if (!view) throw new Error('usePageView outside <App>');
  return view;
}

export const useShownPage = (): ShownPage => usePageView().page;
/** How the page shown was reached: a followed link ('PUSH', 'REPLACE') or Back and Forward ('POP'). */
export const useShownNavigationType = (): NavigationType => usePageView().navigationType;

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
