/**
 * Every path no other route matches. Its status is 404, it has no loader, and its page reads
 * the asked-for path in the browser, so its document is the same for every path (stored once).
 */
import { withCompany } from '../../shared/site.ts';
import type { RouteModule } from '../route-module.ts';
import { Page } from './page.tsx';

export default {
  id: 'not-found',
  path: '*',
  status: 404,
  crumb: 'Page Not Found',
  meta: {
    title: withCompany('Page Not Found'),
    description: 'The page you are looking for does not exist. Find our services, blog and contact details here.',
    keywords: [],
    noindex: true,
  },
  Page,
} as const satisfies RouteModule;
