/**
 * Every page's id and path (spec section 2). The route table (route-table.ts) adds each page's
 * head metadata and breadcrumb; the browser needs only this part, to match paths (match-route.ts)
 * and to link to pages (href), so it stays small and apart.
 */
export const ROUTE_PATHS = {
  home: '/',
  'software-development': '/software-development-vancouver-wa',
  'web-development': '/web-development-vancouver-wa',
  'customer-portal-development': '/customer-portal-development-vancouver-wa',
  'database-design': '/database-design-vancouver-wa',
  'ai-consulting': '/ai-consulting-vancouver-wa',
  'cloud-infrastructure': '/cloud-infrastructure-vancouver-wa',
  'cloud-migrations': '/cloud-migrations-vancouver-wa',
  'web-design': '/web-design-vancouver-wa',
  'seo-marketing': '/seo-marketing-vancouver-wa',
  devops: '/devops-vancouver-wa',
  kubernetes: '/kubernetes-vancouver-wa',
  'case-studies': '/case-studies',
  'case-study-r3dlabs': '/case-studies/r3dlabs',
  'case-study-raidflyer': '/case-studies/raidflyer',
  'about-us': '/about-us',
  contact: '/contact',
  contacts: '/contacts',
  blog: '/blog',
  'blog-post': '/blog/:slug',
  'privacy-policy': '/privacy-policy',
  terms: '/terms',
  'not-found': '*',
} as const;

export type RouteId = keyof typeof ROUTE_PATHS;

/** The pages a link can name by id alone: no `:param` in the path, and not the catch-all. */
export type LinkableRouteId = {
  [Id in RouteId]: (typeof ROUTE_PATHS)[Id] extends `${string}:${string}` | '*' ? never : Id;
}[RouteId];

/**
 * A link to a page, by id: `href('contact')`, `href('contact', { hash: 'send-message' })`.
 * Links name routes, not strings: renaming a URL is one edit above (plus a LEGACY_REDIRECTS
 * entry for the old one), and a wrong id fails typecheck. A page path spelled as a string
 * fails tests/integration/no-path-literals.test.ts.
 */
export function href(id: LinkableRouteId, options?: { hash?: string }): string {
  return options?.hash ? `${ROUTE_PATHS[id]}#${options.hash}` : ROUTE_PATHS[id];
}

/** A link to a blog post: its slug, encoded, in the post route's path. */
export function postHref(slug: string): string {
  return ROUTE_PATHS['blog-post'].replace(':slug', encodeURIComponent(slug));
}

/**
 * Pages that differ per visitor (the contact form's signed token; route-table.ts marks them
 * `perVisitor`): the browser never fetches them ahead of a click (client/navigation/).
 */
export const PER_VISITOR_ROUTE_IDS: readonly RouteId[] = ['contact', 'contacts'];
