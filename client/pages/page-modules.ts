/**
 * The page module of each route (the client's part of a route's descriptor, keyed by the same
 * ids as shared/route-table.ts and checked exhaustive by Record<RouteId, …>): one lazily
 * loaded module per screen, so each route's code is its own chunk and the first load carries
 * only the page being shown. Each module exports `Page`.
 */
import type { ComponentType } from 'react';
import type { RouteId } from '../../shared/route-paths.ts';

export interface PageModule {
  Page: ComponentType;
}

export interface PageEntry {
  /** Path below client/pages, as the build's metafile names it (for the script preloads). */
  file: string;
  load: () => Promise<PageModule>;
}

export const PAGE_MODULES: Record<RouteId, PageEntry> = {
  home: { file: 'home.tsx', load: () => import('./home.tsx') },
  'software-development': { file: 'services/software-development.tsx', load: () => import('./services/software-development.tsx') },
  'web-development': { file: 'services/web-development.tsx', load: () => import('./services/web-development.tsx') },
  'customer-portal-development': {
    file: 'services/customer-portal-development.tsx',
    load: () => import('./services/customer-portal-development.tsx'),
  },
  'database-design': { file: 'services/database-design.tsx', load: () => import('./services/database-design.tsx') },
  'ai-consulting': { file: 'services/ai-consulting.tsx', load: () => import('./services/ai-consulting.tsx') },
  'cloud-infrastructure': { file: 'services/cloud-infrastructure.tsx', load: () => import('./services/cloud-infrastructure.tsx') },
  'cloud-migrations': { file: 'services/cloud-migrations.tsx', load: () => import('./services/cloud-migrations.tsx') },
  'web-design': { file: 'services/web-design.tsx', load: () => import('./services/web-design.tsx') },
  'seo-marketing': { file: 'services/seo-marketing.tsx', load: () => import('./services/seo-marketing.tsx') },
  devops: { file: 'services/devops.tsx', load: () => import('./services/devops.tsx') },
  kubernetes: { file: 'services/kubernetes.tsx', load: () => import('./services/kubernetes.tsx') },
  'case-studies': { file: 'case-studies.tsx', load: () => import('./case-studies.tsx') },
  'case-study-r3dlabs': { file: 'case-study-r3dlabs.tsx', load: () => import('./case-study-r3dlabs.tsx') },
  'case-study-raidflyer': { file: 'case-study-raidflyer.tsx', load: () => import('./case-study-raidflyer.tsx') },
  'about-us': { file: 'about-us.tsx', load: () => import('./about-us.tsx') },
  contact: { file: 'contact.tsx', load: () => import('./contact.tsx') },
  contacts: { file: 'contact.tsx', load: () => import('./contact.tsx') },
  blog: { file: 'blog.tsx', load: () => import('./blog.tsx') },
  'blog-post': { file: 'blog-post.tsx', load: () => import('./blog-post.tsx') },
  'privacy-policy': { file: 'privacy-policy.tsx', load: () => import('./privacy-policy.tsx') },
  terms: { file: 'terms.tsx', load: () => import('./terms.tsx') },
  'not-found': { file: 'not-found.tsx', load: () => import('./not-found.tsx') },
};
