/** The server has every page module at hand: resolve each route's lazy() once at start, not per request. */
import type { RouteObject } from 'react-router';

export async function resolveAllLazyRoutes(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      if (typeof route.lazy === 'function') {
        const resolved = await route.lazy();
        Object.assign(route, resolved, { lazy: undefined });
      }
      if (route.children) await resolveAllLazyRoutes(route.children);
    }),
  );
}
