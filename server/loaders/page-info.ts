/** The head tags and breadcrumb of the page being shown, derived from its route and data. */
import { computeHead, type HeadTags } from '../../shared/head.ts';
import { ROUTES_BY_ID, type RouteId } from '../../routes/server/route-table.ts';
import type { Crumb, PageDataBase } from '../../shared/route-data.ts';
import { structuredDataFor } from './structured-data.ts';

export interface PageInfo {
  head: HeadTags;
  trail: Crumb[];
}

const HOME_CRUMB: Crumb = { label: 'Home', path: '/' };

export function describePage(routeId: RouteId, data: unknown, pathname: string, siteUrl: string): PageInfo {
  const entry = ROUTES_BY_ID[routeId];
  const pageData = (data ?? {}) as PageDataBase;
  // The current page's crumb is text, not a link: it carries no path (so a not-found page's
  // trail is the same whatever path was asked for).
  const trail: Crumb[] =
    routeId === 'home' ? [{ label: HOME_CRUMB.label }] : [HOME_CRUMB, ...(entry.parents ?? []), { label: pageData.crumb ?? entry.crumb }];
  const head = computeHead(entry.meta, pageData.head, siteUrl, pathname);
  // The route's own schema.org blocks (business, service) come first, then the loader's.
  head.jsonLd = [...structuredDataFor(routeId, siteUrl), ...head.jsonLd];
  return { head, trail };
}
