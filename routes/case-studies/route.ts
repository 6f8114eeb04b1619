/** The case studies list (spec: Case studies); each study is a route beside it. */
import { LOCAL_KEYWORDS, withCompany } from '../../shared/site.ts';
import type { RouteModule } from '../route-module.ts';
import { Page } from './page.tsx';

export default {
  id: 'case-studies',
  path: '/case-studies',
  crumb: 'Case Studies',
  sitemap: true,
  meta: {
    title: withCompany('Case Studies'),
    description: 'Projects we have designed, built and run: the R3dLabs raid-train platform and the RaidFlyer AI flyer platform.',
    keywords: ['case studies', 'software projects', 'Twitch integration', ...LOCAL_KEYWORDS],
  },
  Page,
} as const satisfies RouteModule;
