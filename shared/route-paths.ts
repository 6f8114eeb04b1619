/**
 * Links to pages by route id. The paths are the route modules' own (routes/<route>/route.ts),
 * gathered by `npm run routes` into route-paths.gen.ts: the one part of the routes every page
 * loads, to match paths (match-route.ts) and to write links.
 */
import { PER_VISITOR_ROUTE_IDS as PER_VISITOR_IDS, ROUTE_PATHS } from './route-paths.gen.ts';

export { ROUTE_PATHS };

export type RouteId = keyof typeof ROUTE_PATHS;

/** The pages a link can name by id alone: no `:param` in the path, and not the catch-all. */
export type LinkableRouteId = {
  [Id in RouteId]: (typeof ROUTE_PATHS)[Id] extends `${string}:${string}` | '*' ? never : Id;
}[RouteId];

/**
 * A link to a page, by id: `href('contact')`, `href('contact', { hash: 'send-message' })`.
 * Links name routes, not strings: renaming a URL is one edit in its route module (plus a
 * LEGACY_REDIRECTS entry for the old one, and `npm run routes`), and a wrong id fails typecheck. A page path spelled as a string
 * fails tests/integration/no-path-literals.test.ts.
 */
export function href(id: LinkableRouteId, options?: { hash?: string }): string {
  return options?.hash ? `${ROUTE_PATHS[id]}#${options.hash}` : ROUTE_PATHS[id];
}

/** A link to a blog post: its slug, encoded, in the post route's path. */
export function postHref(slug: string): string {
  return ROUTE_PATHS['blog-post'].replace(':slug', encodeURIComponent(slug));
}

/** Pages that differ per visitor (their route module says `perVisitor`): never fetched ahead of a click (client/navigation/). */
export const PER_VISITOR_ROUTE_IDS: readonly RouteId[] = PER_VISITOR_IDS;
