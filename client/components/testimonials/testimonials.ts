/**
 * Static testimonials shown by the Testimonials carousel on the pages (spec: "Page
 * testimonials are static text"). The people are invented and the companies are the
 * well-known fictional sample companies (Contoso, Fabrikam, Northwind...), so nobody real is
 * quoted. An operator replaces them with real, consented quotes here; every page follows.
 */
import type { RouteId } from '../../../shared/route-paths.ts';
import type { Testimonial } from '../../../shared/types.ts';

interface TaggedTestimonial extends Testimonial {
  /** Pages this quote is most relevant to; untagged quotes are general. */
  topics: readonly RouteId[];
}

const POOL: readonly TaggedTestimonial[] = [
  {
    name: 'Megan Alvarez',
    position: 'Operations Director',
    company: 'Northwind Traders',
    quote:
      'They replaced our spreadsheet-and-email order process with a small web app in eight weeks. Orders that took a day now take ten minutes, and the team actually likes using it.',
    topics: ['software-development', 'web-development', 'customer-portal-development'],
  },
  {
    name: 'Daniel Okafor',
    position: 'CTO',
    company: 'Fabrikam Logistics',
    quote:
      'Our deployments went from a nervous Friday-night ritual to a button we press several times a day. The pipeline and the runbooks they left behind are still paying off.',
    topics: ['devops', 'kubernetes', 'cloud-infrastructure'],
  },
  {
    name: 'Priya Natarajan',
    position: 'Owner',
    company: 'Fourth Coffee',
    quote:
      'As a small business I was wary of "AI". They started with one boring, expensive task - sorting supplier invoices - and automated it. That alone paid for the project.',
    topics: ['ai-consulting'],
  },
  {
    name: 'Tom Brennan',
    position: 'IT Manager',
    company: 'Woodgrove Credit Union',
    quote:
      'The move off our ageing server room was planned down to the hour. Members never noticed a thing, and our hosting bill dropped by almost half.',
    topics: ['cloud-migrations', 'cloud-infrastructure'],
  },
  {
    name: 'Lisa Chen',
    position: 'Marketing Lead',
    company: 'Alpine Ski House',
    quote:
      'The new site is faster, easier to update and finally looks like us. Online bookings are up, and calls from people who found us on Google have nearly doubled.',
    topics: ['web-design', 'seo-marketing', 'web-development'],
  },
  {
    name: 'Marcus Webb',
    position: 'Founder',
    company: 'Tailspin Toys',
    quote:
      'They explained every trade-off in plain English, gave honest estimates and hit them. It felt like having a senior engineering team without hiring one.',
    topics: [],
  },
  {
    name: 'Rachel Kim',
    position: 'Director of Client Services',
    company: 'Contoso Accounting',
    quote:
      'Our clients now upload documents, sign engagement letters and pay invoices in one secure portal. The phone tag and lost e-mail attachments are gone.',
    topics: ['customer-portal-development'],
  },
  {
    name: 'Ahmed Haddad',
    position: 'Engineering Manager',
    company: 'Litware Analytics',
    quote:
      'Reports that used to time out now load in under a second. They redesigned our schema, added the right indexes and migrated years of data without losing a row.',
    topics: ['database-design', 'software-development'],
  },
  {
    name: 'Grace Thompson',
    position: 'Platform Lead',
    company: 'Relecloud',
    quote:
      'Our Kubernetes clusters had grown by accident. They rebuilt them with GitOps, sensible limits and real monitoring, and our cloud spend fell while uptime went up.',
    topics: ['kubernetes', 'devops'],
  },
];

function strip({ topics: _topics, ...testimonial }: TaggedTestimonial): Testimonial {
  return testimonial;
}

/** How many quotes a page gets: enough to make the carousel worth paging, few enough to stay relevant. */
const PER_PAGE = 4;

/** The general mix shown on the home page and anywhere without a topic of its own. */
const DEFAULT_NAMES = ['Marcus Webb', 'Megan Alvarez', 'Daniel Okafor', 'Priya Natarajan', 'Lisa Chen'];
export const DEFAULT_TESTIMONIALS: readonly Testimonial[] = DEFAULT_NAMES.map((name) => {
  const found = POOL.find((item) => item.name === name);
  if (!found) throw new Error(`No testimonial by ${name}`);
  return strip(found);
});

/**
 * Quotes for one page: those tagged with the page first, topped up to PER_PAGE with general ones
 * only (no topics), because a quote about another service reads as off-topic on this page.
 * Service pages call `testimonialsFor('devops')` and pass the result on.
 */
export function testimonialsFor(routeId: RouteId): Testimonial[] {
  const tagged = POOL.filter((item) => item.topics.includes(routeId));
  const general = POOL.filter((item) => item.topics.length === 0);
  return [...tagged, ...general].slice(0, Math.max(PER_PAGE, tagged.length)).map(strip);
}

/** The one quote on the R3dLabs case study: its organiser, in their own words (a single-slide carousel). */
export const R3DLABS_TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Jordan Reyes',
    position: 'Community Organizer',
    company: 'R3dLabs',
    quote:
      'Scheduling a 24-hour raid train used to take a whole weekend of spreadsheets and DMs. Now streamers sign up themselves, conflicts are flagged instantly and we spend that time on the community.',
  },
];
