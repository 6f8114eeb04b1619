/** The terms of service (spec: Terms of service). */
import { withCompany } from '../../shared/site.ts';
import type { RouteModule } from '../route-module.ts';
import { Page } from './page.tsx';

export default {
  id: 'terms',
  path: '/terms',
  crumb: 'Terms of Service',
  sitemap: true,
  meta: {
    title: withCompany('Terms of Service'),
    description: 'The terms that govern the use of our website and services.',
    keywords: ['terms of service'],
  },
  Page,
} as const satisfies RouteModule;
