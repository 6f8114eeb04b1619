/**
 * The eleven services, each one's name, icon and one-line description written here once: the
 * header dropdown, the drawer, the footer, the home page's cards, the contact form's list and
 * each service's route module (its title and breadcrumb) read them. Its path is its route
 * module's (href).
 */
import { href, type LinkableRouteId, type RouteId } from './route-paths.ts';

export type ServiceGroup = 'Services' | 'Solutions';

export interface ServiceMenuEntry {
  /** The service's page; `path` is its URL. */
  id: LinkableRouteId;
  name: string;
  /**
   * What the contact form sends for it (docs/content.md), where that is not its name: clients
   * of POST /api/contact written against the product's list send this value.
   */
  formValue?: string;
  path: string;
  icon: string;
  description: string;
  group: ServiceGroup;
}

const ENTRIES: readonly Omit<ServiceMenuEntry, 'path'>[] = [
  {
    id: 'software-development',
    name: 'Software Development',
    icon: 'code',
    description: 'Custom desktop, mobile and web applications',
    group: 'Services',
  },
  {
    id: 'web-development',
    name: 'Web Development',
    icon: 'globe',
    description: 'Fast, modern websites and web apps',
    group: 'Services',
  },
  {
    id: 'customer-portal-development',
    name: 'Customer Portal Development',
    formValue: 'Customer Portal',
    icon: 'users',
    description: 'Secure self-service portals for your clients',
    group: 'Solutions',
  },
  {
    id: 'database-design',
    name: 'Database Design',
    icon: 'database',
    description: 'Schemas that stay fast as you grow',
    group: 'Services',
  },
  {
    id: 'ai-consulting',
    name: 'AI Consulting',
    icon: 'sparkles',
    description: 'Practical AI for small businesses',
    group: 'Solutions',
  },
  {
    id: 'cloud-infrastructure',
    name: 'Cloud Infrastructure',
    icon: 'cloud',
    description: 'Reliable, cost-aware cloud foundations',
    group: 'Services',
  },
  {
    id: 'cloud-migrations',
    name: 'Cloud Migrations',
    icon: 'upload',
    description: 'Move to the cloud without downtime',
    group: 'Solutions',
  },
  {
    id: 'web-design',
    name: 'Web Design',
    icon: 'palette',
    description: 'Clear, accessible, on-brand design',
    group: 'Services',
  },
  {
    id: 'seo-marketing',
    name: 'SEO & Marketing',
    icon: 'trending',
    description: 'Get found by local customers',
    group: 'Solutions',
  },
  { id: 'devops', name: 'DevOps', icon: 'infinity', description: 'CI/CD, automation and observability', group: 'Services' },
  {
    id: 'kubernetes',
    name: 'Kubernetes',
    icon: 'boxes',
    description: 'Container platforms run the right way',
    group: 'Solutions',
  },
];

export const SERVICES: readonly ServiceMenuEntry[] = ENTRIES.map((entry) => ({ ...entry, path: href(entry.id) }));

/** A service's entry by its route id; a route id that is not a service fails at start, naming it. */
export function serviceEntry(id: RouteId): ServiceMenuEntry {
  const entry = SERVICES.find((service) => service.id === id);
  if (!entry) throw new Error(`"${id}" is not in the services list (shared/services.ts)`);
  return entry;
}

export const CASE_STUDY_LINKS = [
  { name: 'All Case Studies', path: href('case-studies'), description: 'Projects we have shipped' },
  { name: 'R3dLabs', path: href('case-study-r3dlabs'), description: 'Twitch raid-train platform' },
  { name: 'RaidFlyer', path: href('case-study-raidflyer'), description: 'AI flyers for Twitch raids' },
] as const;
