// Written by `npm run routes` (scripts/routes/write-registries.ts) from the route modules under routes/: do not edit.

/** Each route's module, with its page, loaded on first use (routes/load-page.ts). */
export const ROUTE_MODULES = {
  home: () => import('./home/route.ts'),
  'about-us': () => import('./about-us/route.ts'),
  'ai-consulting': () => import('./services/ai-consulting.route.ts'),
  blog: () => import('./blog/route.ts'),
  'blog-post': () => import('./blog-post/route.ts'),
  'case-studies': () => import('./case-studies/route.ts'),
  'case-study-r3dlabs': () => import('./case-studies/r3dlabs.route.ts'),
  'case-study-raidflyer': () => import('./case-studies/raidflyer.route.ts'),
  'cloud-infrastructure': () => import('./services/cloud-infrastructure.route.ts'),
  'cloud-migrations': () => import('./services/cloud-migrations.route.ts'),
  contact: () => import('./contact/route.ts'),
  contacts: () => import('./contact/contacts.route.ts'),
  'customer-portal-development': () => import('./services/customer-portal-development.route.ts'),
  'database-design': () => import('./services/database-design.route.ts'),
  devops: () => import('./services/devops.route.ts'),
  kubernetes: () => import('./services/kubernetes.route.ts'),
  'privacy-policy': () => import('./privacy-policy/route.ts'),
  'seo-marketing': () => import('./services/seo-marketing.route.ts'),
  'software-development': () => import('./services/software-development.route.ts'),
  terms: () => import('./terms/route.ts'),
  'web-design': () => import('./services/web-design.route.ts'),
  'web-development': () => import('./services/web-development.route.ts'),
  'not-found': () => import('./not-found/route.ts'),
} as const;
