/**
 * The contact page (spec: Contact): the form, the office's details and map. Its data is the
 * form's signed token (server/contact/ adds that loader), so it is per visitor.
 */
import { CONTACT_LEAD } from './contact-lead.ts';
import { LOCAL_KEYWORDS, withCompany } from '../../shared/site.ts';
import type { RouteModule } from '../route-module.ts';
import { Page } from './page.tsx';

export default {
  id: 'contact',
  path: '/contact',
  schema: 'business',
  crumb: 'Contact',
  perVisitor: true,
  // After a no-JS post the form redirects to ?sent=1 (the success notice); a service page's button adds ?service=<its id>.
  query: ['sent', 'service'],
  sitemap: true,
  meta: {
    title: withCompany('Contact Us'),
    description: CONTACT_LEAD,
    keywords: ['contact', 'free consultation', 'software consultant near me', ...LOCAL_KEYWORDS],
  },
  Page,
} as const satisfies RouteModule;
