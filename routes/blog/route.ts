/** The blog (spec: Blog): posts from Contentful, filtered by `?category=`. */
import { BLOG_LEAD } from './blog-lead.ts';
import { BLOG_CATEGORY_PARAM } from '../../shared/blog-data.ts';
import { LOCAL_KEYWORDS, withCompany } from '../../shared/site.ts';
import type { RouteModule } from '../route-module.ts';
import { Page } from './page.tsx';

export default {
  id: 'blog',
  path: '/blog',
  crumb: 'Blog',
  query: [BLOG_CATEGORY_PARAM],
  sitemap: true,
  meta: {
    title: withCompany('Blog'),
    description: BLOG_LEAD,
    keywords: ['blog', 'software articles', 'DevOps', 'cloud', 'AI', ...LOCAL_KEYWORDS],
  },
  Page,
} as const satisfies RouteModule;
