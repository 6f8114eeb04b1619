/** The privacy policy (spec: Privacy policy). */
import { withCompany } from '../../shared/site.ts';
import type { RouteModule } from '../route-module.ts';
import { Page } from './page.tsx';

export default {
  id: 'privacy-policy',
  path: '/privacy-policy',
  crumb: 'Privacy Policy',
  sitemap: true,
  meta: {
    title: withCompany('Privacy Policy'),
    description: 'How we collect, use, share and protect your information, and the rights you have over it.',
    keywords: ['privacy policy'],
  },
  Page,
} as const satisfies RouteModule;
