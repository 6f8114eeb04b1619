// Written by `npm run routes` (scripts/routes/write-registries.ts) from the route modules under routes/: do not edit.

/** Every route's path by id (the browser matches paths and writes links with these). */
export const ROUTE_PATHS = {
  home: '/',
  'about-us': '/about-us',
  'ai-consulting': '/ai-consulting-vancouver-wa',
  blog: '/blog',
  'blog-post': '/blog/:slug',
  'case-studies': '/case-studies',
  'case-study-r3dlabs': '/case-studies/r3dlabs',
  'case-study-raidflyer': '/case-studies/raidflyer',
  'cloud-infrastructure': '/cloud-infrastructure-vancouver-wa',
  'cloud-migrations': '/cloud-migrations-vancouver-wa',
  contact: '/contact',
  contacts: '/contacts',
  'customer-portal-development': '/customer-portal-development-vancouver-wa',
  'database-design': '/database-design-vancouver-wa',
  devops: '/devops-vancouver-wa',
  kubernetes: '/kubernetes-vancouver-wa',
  'privacy-policy': '/privacy-policy',
  'seo-marketing': '/seo-marketing-vancouver-wa',
  'software-development': '/software-development-vancouver-wa',
  terms: '/terms',
  'web-design': '/web-design-vancouver-wa',
  'web-development': '/web-development-vancouver-wa',
  'not-found': '*',
} as const;

/** Routes whose page differs per visitor: never prefetched, never stored. */
export const PER_VISITOR_ROUTE_IDS = ['contact', 'contacts'] as const;
