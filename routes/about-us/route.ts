/** About us (spec: About us): story, team, reach, values and the Google reviews widget. */
import { withCompany } from '../../shared/site.ts';
import type { RouteModule } from '../route-module.ts';
import { Page } from './page.tsx';

export default {
  id: 'about-us',
  path: '/about-us',
  schema: 'business',
  crumb: 'About Us',
  sitemap: true,
  meta: {
    title: withCompany('About Us'),
    description:
      'A Camas, WA software consultancy that has served Fortune 500 companies, financial institutions, startups and local small businesses.',
    keywords: ['about', 'software consultancy', 'Camas WA', 'Vancouver WA'],
  },
  Page,
} as const satisfies RouteModule;
