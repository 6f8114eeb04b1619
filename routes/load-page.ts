/**
 * A route's page, loaded on first use: its route module, then the page that module names.
 * The browser (first page, navigations, prefetches) and the server's render both load pages
 * this way; the build lists every file of both steps so they are fetched at once
 * (client/navigation/page-files.ts).
 */
import type { RouteId } from '../shared/route-paths.ts';
import type { PageModule } from './route-module.ts';
import { ROUTE_MODULES } from './route-modules.gen.ts';

export async function loadRoutePage(id: RouteId): Promise<PageModule> {
  const { default: route } = await ROUTE_MODULES[id]();
  return route.page();
}
