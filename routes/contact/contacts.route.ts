/**
 * /contacts, the original site's second address of the contact page: the same page (and form)
 * under its own URL, kept out of the sitemap so search engines list /contact alone.
 */
import { CONTACT_LEAD } from './contact-lead.ts';
import { LOCAL_KEYWORDS, withCompany } from '../../shared/site.ts';
import type { RouteModule } from '../route-module.ts';
import { Page } from './page.tsx';

export default {
  id: 'contacts',
  path: '/contacts',
  schema: 'business',
  crumb: 'Contact',
  perVisitor: true,
  query: ['sent', 'service'],
  meta: {
    title: withCompany('Contact Us'),
    description: CONTACT_LEAD,
    keywords: ['contact', 'free consultation', ...LOCAL_KEYWORDS],
  },
  Page,
} as const satisfies RouteModule;
