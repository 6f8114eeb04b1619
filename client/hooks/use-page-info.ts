import { useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { describePage, type PageInfo } from '../../shared/page-info.ts';
import type { RootData } from '../../shared/route-data.ts';
import type { RouteHandle } from '../routes.tsx';

/** The current page's head tags and breadcrumb (null while no page route matches). */
export function usePageInfo(): PageInfo | null {
  const matches = useMatches();
  const location = useLocation();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const page = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.routeId);
  if (!page) return null;
  const { routeId } = page.handle as RouteHandle;
  return describePage(routeId, page.data, location.pathname, root?.publicConfig.siteUrl ?? '');
}
