/**
 * The route table: every route module (routes/route-module.ts), by id. Server-only (under a
 * server/ folder): the pages' heads, breadcrumbs and rules stay out of the browser's first
 * load, which carries only the paths (shared/route-paths.gen.ts).
 */
import { href, ROUTE_PATHS, type RouteId } from '../../shared/route-paths.ts';
import type { RouteModule } from '../route-module.ts';
import { ROUTE_MODULE_LIST } from './route-modules.gen.ts';

export type { RouteId };

export const ROUTE_TABLE: readonly RouteModule[] = ROUTE_MODULE_LIST;

export const ROUTES_BY_ID: Readonly<Record<RouteId, RouteModule>> = Object.fromEntries(
  ROUTE_TABLE.map((route) => [route.id, route]),
) as Record<RouteId, RouteModule>;

// The paths every page loads were gathered from these same modules: a stale copy fails here, at start.
for (const route of ROUTE_TABLE) {
  if (ROUTE_PATHS[route.id] !== route.path) throw new Error(`shared/route-paths.gen.ts is stale for "${route.id}": run npm run routes`);
}

type RouteModuleOf<Id extends RouteId> = Extract<(typeof ROUTE_MODULE_LIST)[number], { id: Id }>;

/** The status rule a route declares (200 when it declares none), as a type: see server/loaders/server-loaders.ts. */
export type StatusRuleOf<Id extends RouteId> = RouteModuleOf<Id> extends { status: infer Rule } ? Rule : 200;

/**
 * Old URLs and the page each now goes to (answered with 301): the spec's known broken links,
 * and a page's URL from before it was renamed in route-paths.ts. The keys are old URLs, not
 * pages, so they stay strings.
 */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  '/services/web-development': href('web-development'),
  '/services/software-development': href('software-development'),
  '/services/cloud-infrastructure': href('cloud-infrastructure'),
  '/services/cloud-migrations': href('cloud-migrations'),
  '/services/web-design': href('web-design'),
  '/services/seo-marketing': href('seo-marketing'),
  '/services/database-design': href('database-design'),
  '/services/ai-consulting': href('ai-consulting'),
  '/services/devops': href('devops'),
  '/services/kubernetes': href('kubernetes'),
  '/services/customer-portal-development': href('customer-portal-development'),
  '/software-development': href('software-development'),
  '/web-development': href('web-development'),
  '/database-design': href('database-design'),
};
