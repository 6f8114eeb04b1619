/** The home page (spec: Home): hero, services, case studies, recent posts, reviews, contact. */
import { LOCAL_KEYWORDS, withCompany } from '../../shared/site.ts';
import type { RouteModule } from '../route-module.ts';
import { Page } from './page.tsx';

export default {
  id: 'home',
  path: '/',
  schema: 'business',
  crumb: 'Home',
  sitemap: true,
  meta: {
    title: withCompany('Software, Cloud & AI Consulting in Vancouver, WA'),
    description:
      'Custom software, web development, DevOps, Kubernetes, cloud and AI consulting for small and medium businesses in Vancouver and Camas, WA.',
    keywords: ['software development', 'web development', 'DevOps', 'Kubernetes', 'cloud consulting', 'AI consulting', ...LOCAL_KEYWORDS],
    image: '/images/og/home.png',
  },
  Page,
} as const satisfies RouteModule;
