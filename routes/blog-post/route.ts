/**
 * A blog post (spec: Blog post). Its loader answers 404 for a slug Contentful does not know,
 * so its status comes from its data; its head is the post's (the loader refines this one).
 */
import { href } from '../../shared/route-paths.ts';
import { LOCAL_KEYWORDS, withCompany } from '../../shared/site.ts';
import type { RouteModule } from '../route-module.ts';
import { Page } from './page.tsx';

export default {
  id: 'blog-post',
  path: '/blog/:slug',
  status: 'from-data',
  crumb: 'Post',
  parents: [{ label: 'Blog', path: href('blog') }],
  meta: {
    title: withCompany('Blog'),
    description: 'An article from our blog on software, cloud and AI for small businesses.',
    keywords: ['blog', ...LOCAL_KEYWORDS],
  },
  Page,
} as const satisfies RouteModule;
