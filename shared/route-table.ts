/**
 * The route table of spec section 2: one descriptor per screen (docs/decisions/069 and 072's
 * sibling, 'one descriptor per route': see README "Architecture"). A descriptor says
 * everything about a route that is not code: its path (route-paths.ts, which the browser's
 * bundle carries alone to match paths), its head metadata and breadcrumb, how its status is
 * decided, whether it is per visitor, its schema.org blocks and whether it is in the sitemap.
 * The code of a route sits in two maps keyed by the same ids, both checked exhaustive by the
 * type system: its page module (client/pages/page-modules.ts) and its loader
 * (server/loaders.server.ts; a route has data exactly when it has a loader).
 */
import { href, ROUTE_PATHS, type RouteId } from './route-paths.ts';
import { BLOG_LEAD, CONTACT_LEAD } from './page-leads.ts';
import { SITE } from './site.ts';

export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
  /** Site-relative path of the social card; the default card when absent. */
  image?: string;
  /** Keep out of search results (the not-found page). */
  noindex?: boolean;
}

export interface Crumb {
  label: string;
  /** Where the crumb links; the current page's crumb, the last, is not a link and has none. */
  path?: string;
}

export interface RouteEntry {
  id: RouteId;
  path: string;
  meta: PageMeta;
  /** Ancestors between Home and this page, e.g. Case Studies for a case study. */
  parents?: Crumb[];
  /** Breadcrumb label of the page itself. */
  crumb: string;
  /**
   * How the status is decided: a fixed number (200 when absent; the not-found page's 404), or
   * 'from-data': the loader's answer decides (404 for a missing post), and only such a route's
   * loader may answer a status (withStatus) - the type of the server's loader map and a check
   * at run time enforce it. Fixed-status pages send their head at once, before the data
   * (docs/decisions/053).
   */
  status?: StatusRule;
  /** The schema.org blocks the route carries itself (loaders may add more). */
  schema?: 'business' | 'service';
  /**
   * The page carries per-visitor state (the contact form's signed token): rendered per
   * request, sent `private, no-store`, never stored in the page cache (docs/decisions/069).
   */
  perVisitor?: boolean;
  /**
   * The query parameters the page reads (the blog's `category`). Any other (`utm_*`, `fbclid`,
   * `gclid`, anything invented) does not change the page: it is rendered, stored and served as
   * the page without it, with the same canonical link (page-url.ts, docs/decisions/089).
   */
  query?: readonly string[];
  /** Listed in the sitemap. */
  sitemap?: boolean;
  /** The page shows the Google reviews (a testimonials carousel, the about page's widget): its data carries them. */
  reviews?: boolean;
}

export type { RouteId } from './route-paths.ts';

export type StatusRule = number | 'from-data';

const LOCAL = ['Vancouver WA', 'Camas WA', 'Clark County'];
const withCompany = (title: string) => `${title} | ${SITE.companyName}`;
const CASE_STUDIES_CRUMB: Crumb = { label: 'Case Studies', path: href('case-studies') };
const BLOG_CRUMB: Crumb = { label: 'Blog', path: href('blog') };

function service(id: RouteId, name: string, description: string, keywords: string[]) {
  return {
    id,
    crumb: name,
    sitemap: true,
    schema: 'service' as const,
    reviews: true,
    meta: {
      title: withCompany(`${name} in Vancouver, WA`),
      description,
      keywords: [...keywords, ...LOCAL.map((place) => `${name.toLowerCase()} ${place}`)],
      image: `/images/og/${id}.png`,
    },
  };
}

const DESCRIPTORS = {
  home: {
    id: 'home',
    schema: 'business',
    crumb: 'Home',
    sitemap: true,
    meta: {
      title: withCompany('Software, Cloud & AI Consulting in Vancouver, WA'),
      description:
        'Custom software, web development, DevOps, Kubernetes, cloud and AI consulting for small and medium businesses in Vancouver and Camas, WA.',
      keywords: ['software development', 'web development', 'DevOps', 'Kubernetes', 'cloud consulting', 'AI consulting', ...LOCAL],
      image: '/images/og/home.png',
    },
  },
  'software-development': service(
    'software-development',
    'Software Development',
    'Custom desktop, mobile and web software, APIs, automation and legacy modernization for Vancouver, WA businesses. Free needs analysis.',
    ['custom software development', 'API development', 'legacy modernization', 'business automation'],
  ),
  'web-development': service(
    'web-development',
    'Web Development',
    'Fast, accessible websites and web applications built with modern frameworks for Vancouver and Camas businesses. Free consultation.',
    ['web development', 'web applications', 'React development', 'e-commerce development'],
  ),
  'customer-portal-development': service(
    'customer-portal-development',
    'Customer Portal Development',
    'Secure customer portals with self-service billing, documents, support and integrations for Vancouver, WA companies. Free strategy session.',
    ['customer portal', 'client portal development', 'self-service portal', 'secure login portal'],
  ),
  'database-design': service(
    'database-design',
    'Database Design',
    'Database design, optimization and migration for PostgreSQL, MySQL, SQL Server and more in Vancouver, WA. Free database evaluation.',
    ['database design', 'database optimization', 'PostgreSQL consulting', 'data modeling'],
  ),
  'ai-consulting': service(
    'ai-consulting',
    'AI Consulting',
    'Practical AI consulting for small businesses in Vancouver, WA: chatbots, document automation, forecasting and AI strategy. Free consultation.',
    ['AI consulting', 'AI for small business', 'chatbot development', 'machine learning consulting'],
  ),
  'cloud-infrastructure': service(
    'cloud-infrastructure',
    'Cloud Infrastructure',
    'Cloud infrastructure design and management on AWS, Azure and Google Cloud for Vancouver, WA businesses, with container orchestration.',
    ['cloud infrastructure', 'AWS consulting', 'Azure consulting', 'infrastructure as code'],
  ),
  'cloud-migrations': service(
    'cloud-migrations',
    'Cloud Migrations',
    'Planned, low-risk cloud migrations and container migrations for Vancouver, WA companies. Move to the cloud without downtime.',
    ['cloud migration', 'container migration', 'lift and shift', 'data center migration'],
  ),
  'web-design': service(
    'web-design',
    'Web Design',
    'Clear, accessible, mobile-first web design for Vancouver and Camas businesses, from discovery to launch.',
    ['web design', 'UX design', 'responsive design', 'website redesign'],
  ),
  'seo-marketing': service(
    'seo-marketing',
    'SEO & Marketing',
    'Local SEO, pay-per-click, content and social media marketing that bring Vancouver, WA customers to your door.',
    ['SEO', 'local SEO', 'pay-per-click', 'content marketing', 'social media marketing'],
  ),
  devops: service(
    'devops',
    'DevOps',
    'DevOps consulting in Vancouver, WA: CI/CD pipelines, infrastructure as code, monitoring and automation that cut deployment time.',
    ['DevOps consulting', 'CI/CD', 'infrastructure as code', 'site reliability'],
  ),
  kubernetes: service(
    'kubernetes',
    'Kubernetes',
    'Kubernetes consulting and managed clusters in Vancouver, WA: EKS, AKS, GKE, Helm, GitOps, security and cost optimization.',
    ['Kubernetes consulting', 'managed Kubernetes', 'EKS', 'GKE', 'Helm', 'GitOps'],
  ),
  'case-studies': {
    id: 'case-studies',
    crumb: 'Case Studies',
    sitemap: true,
    meta: {
      title: withCompany('Case Studies'),
      description: 'Projects we have designed, built and run: the R3dLabs raid-train platform and the RaidFlyer AI flyer platform.',
      keywords: ['case studies', 'software projects', 'Twitch integration', ...LOCAL],
    },
  },
  'case-study-r3dlabs': {
    id: 'case-study-r3dlabs',
    crumb: 'R3dLabs',
    parents: [CASE_STUDIES_CRUMB],
    sitemap: true,
    meta: {
      title: withCompany('R3dLabs Case Study: Twitch Raid Train Platform'),
      description:
        'How we built R3dLabs, a Twitch raid-train platform used by 3,000+ streamers a month, with scheduling, team roles and an AI chatbot.',
      keywords: ['R3dLabs', 'Twitch integration', 'raid train', 'case study'],
    },
  },
  'case-study-raidflyer': {
    id: 'case-study-raidflyer',
    crumb: 'RaidFlyer',
    parents: [CASE_STUDIES_CRUMB],
    sitemap: true,
    meta: {
      title: withCompany('RaidFlyer Case Study: AI Flyers for Twitch Raids'),
      description:
        'RaidFlyer turns a photo or a prompt into an AI-generated flyer for Twitch raid promotion, shared to public pages and social accounts.',
      keywords: ['RaidFlyer', 'AI image generation', 'Twitch', 'case study'],
    },
  },
  'about-us': {
    id: 'about-us',
    schema: 'business',
    crumb: 'About Us',
    sitemap: true,
    reviews: true,
    meta: {
      title: withCompany('About Us'),
      description:
        'A Camas, WA software consultancy that has served Fortune 500 companies, financial institutions, startups and local small businesses.',
      keywords: ['about', 'software consultancy', 'Camas WA', 'Vancouver WA'],
    },
  },
  contact: {
    id: 'contact',
    schema: 'business',
    crumb: 'Contact',
    perVisitor: true,
    // After a no-JS post the form redirects to ?sent=1 (the success notice).
    query: ['sent'],
    sitemap: true,
    meta: {
      title: withCompany('Contact Us'),
      description: CONTACT_LEAD,
      keywords: ['contact', 'free consultation', 'software consultant near me', ...LOCAL],
    },
  },
  contacts: {
    id: 'contacts',
    schema: 'business',
    crumb: 'Contact',
    perVisitor: true,
    query: ['sent'],
    meta: {
      title: withCompany('Contact Us'),
      description: CONTACT_LEAD,
      keywords: ['contact', 'free consultation', ...LOCAL],
    },
  },
  blog: {
    id: 'blog',
    crumb: 'Blog',
    query: ['category'],
    sitemap: true,
    meta: {
      title: withCompany('Blog'),
      description: BLOG_LEAD,
      keywords: ['blog', 'software articles', 'DevOps', 'cloud', 'AI', ...LOCAL],
    },
  },
  'blog-post': {
    id: 'blog-post',
    status: 'from-data' as const,
    crumb: 'Post',
    parents: [BLOG_CRUMB],
    meta: {
      title: withCompany('Blog'),
      description: 'An article from our blog on software, cloud and AI for small businesses.',
      keywords: ['blog', ...LOCAL],
    },
  },
  'privacy-policy': {
    id: 'privacy-policy',
    crumb: 'Privacy Policy',
    sitemap: true,
    meta: {
      title: withCompany('Privacy Policy'),
      description: 'How we collect, use, share and protect your information, and the rights you have over it.',
      keywords: ['privacy policy'],
    },
  },
  terms: {
    id: 'terms',
    crumb: 'Terms of Service',
    sitemap: true,
    meta: {
      title: withCompany('Terms of Service'),
      description: 'The terms that govern the use of our website and services.',
      keywords: ['terms of service'],
    },
  },
  'not-found': {
    id: 'not-found',
    status: 404 as const,
    crumb: 'Page Not Found',
    meta: {
      title: withCompany('Page Not Found'),
      description: 'The page you are looking for does not exist. Find our services, blog and contact details here.',
      keywords: [],
      noindex: true,
    },
  },
} satisfies Record<RouteId, Omit<RouteEntry, 'path'>>;

/** The status rule a route declares (200 when it declares none), as a type: see server/loaders.server.ts. */
export type StatusRuleOf<Id extends RouteId> = (typeof DESCRIPTORS)[Id] extends { status: infer Rule } ? Rule : 200;

/** Each entry with its path (from route-paths.ts, which the browser's bundle carries alone). */
export const ROUTE_TABLE: readonly RouteEntry[] = Object.values(DESCRIPTORS).map((entry) => ({ ...entry, path: ROUTE_PATHS[entry.id] }));

export const ROUTES_BY_ID: Readonly<Record<RouteId, RouteEntry>> = Object.fromEntries(
  ROUTE_TABLE.map((entry) => [entry.id, entry]),
) as Record<RouteId, RouteEntry>;

/**
 * Old URLs and the page each now goes to (answered with 301): the spec's known broken links,
 * and a page's URL from before it was renamed in route-paths.ts. The keys are old URLs, not
 * pages, so they stay strings.
 */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  '/services/web-development': href('web-development'),
  '/services/software-development': href('software-development'),
  '/services/cloud-infrastructure': href('cloud-infrastructure'),
  '/services/cloud-migrations': href('cloud-migrations'),
  '/services/web-design': href('web-design'),
  '/services/seo-marketing': href('seo-marketing'),
  '/services/database-design': href('database-design'),
  '/services/ai-consulting': href('ai-consulting'),
  '/services/devops': href('devops'),
  '/services/kubernetes': href('kubernetes'),
  '/services/customer-portal-development': href('customer-portal-development'),
  '/software-development': href('software-development'),
  '/web-development': href('web-development'),
  '/database-design': href('database-design'),
};
