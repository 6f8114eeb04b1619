/**
 * What a route module is. Every page of the site is one module under routes/ (a `route.ts` in
 * the route's folder, or `<name>.route.ts` beside its siblings: the eleven services, the two
 * case studies), whose default export says everything about the route:
 *
 * - its id and path (the path of a link is `href(id)`, shared/route-paths.ts);
 * - its head (title, description, keywords, social card) and breadcrumb;
 * - how its status is decided, whether it differs per visitor, the query it reads;
 * - its schema.org blocks and whether it is in the sitemap;
 * - its page's component (`Page`, from the page file beside it).
 *
 * The browser loads a route's module on first use (routes/route-modules.gen.ts), so each route,
 * head and page together, is a chunk of its own; the server imports them all at start.
 *
 * The default export is written `{ … } as const satisfies RouteModule`: checked against this
 * type, with its literal types kept (a `status: 'from-data'`), which the server's loader map is
 * checked against (routes/server/route-table.ts, StatusRuleOf). It imports nothing at run time
 * but its page and what its head needs.
 *
 * Its loader, when it has data, is server-only code beside it: `server/loader.ts` in the
 * route's folder (`server/<name>.loader.ts` for a `<name>.route.ts`, else its folder's), a file
 * the browser never imports (eslint.config.js). The Google reviews are part of the data of the
 * pages whose loader asks for them (reviewsData). `npm run routes` finds the modules and writes the registries
 * (shared/route-paths.gen.ts, routes/route-modules.gen.ts, routes/server/route-modules.gen.ts,
 * routes/server/loaders.gen.ts); the build runs it too, and a test fails when they are stale.
 */
import type { ComponentType } from 'react';
import type { PageMeta } from '../shared/head.ts';
import type { Crumb } from '../shared/route-data.ts';
import type { RouteId } from '../shared/route-paths.ts';

/**
 * How the status is decided: a fixed number (200 when absent; the not-found page's 404), or
 * 'from-data': the loader's answer decides (404 for a missing post), and only such a route's
 * loader may answer a status (withStatus) - the type of the server's loader map and a check at
 * run time enforce it. Fixed-status pages send their head at once, before the data
 * (docs/decisions/053).
 */
export type StatusRule = number | 'from-data';

export interface RouteModule {
  id: RouteId;
  /** `/about-us`; `:name` for a parameter (`/blog/:slug`); `*` for the catch-all. */
  path: string;
  meta: PageMeta;
  /** Breadcrumb label of the page itself. */
  crumb: string;
  /** Ancestors between Home and this page, e.g. Case Studies for a case study. */
  parents?: readonly Crumb[];
  status?: StatusRule;
  /** The schema.org blocks the route carries itself (loaders may add more). */
  schema?: 'business' | 'service';
  /**
   * The page carries per-visitor state (the contact form's signed token): rendered per
   * request, sent `private, no-store`, never stored in the page cache, never prefetched
   * (docs/decisions/069).
   */
  perVisitor?: boolean;
  /**
   * The query parameters the page reads (the blog's `category`). Any other (`utm_*`, `fbclid`,
   * `gclid`, anything invented) does not change the page: it is rendered, stored and served as
   * the page without it, with the same canonical link (server/render/request-plan.server.ts, docs/decisions/089).
   */
  query?: readonly string[];
  /** Listed in the sitemap. */
  sitemap?: boolean;
  /** The page: `import { Page } from './page.tsx'`. */
  Page: ComponentType;
}
