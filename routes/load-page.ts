/**
 * A route's module (head, rules and page), loaded on first use. The browser (first page,
 * navigations, prefetches) and the server's render both load pages this way; the build lists
 * every file a route's module imports, so they are fetched at once (client/navigation/page-files.ts).
 */
import type { RouteId } from '../shared/route-paths.ts';
import type { RouteModule } from './route-module.ts';
import { ROUTE_MODULES } from './route-modules.gen.ts';

export async function loadRoutePage(id: RouteId): Promise<RouteModule> {
  return (await ROUTE_MODULES[id]()).default;
}
