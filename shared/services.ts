/** The eleven services: the header dropdown, the drawer, the footer and the sitemap read this list. */
import { href, type LinkableRouteId } from './route-paths.ts';

export type ServiceGroup = 'Services' | 'Solutions';

export interface ServiceMenuEntry {
  /** The service's page; `path` is its URL. */
  id: LinkableRouteId;
  name: string;
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

export const CASE_STUDY_LINKS = [
  { name: 'All Case Studies', path: href('case-studies'), description: 'Projects we have shipped' },
  { name: 'R3dLabs', path: href('case-study-r3dlabs'), description: 'Twitch raid-train platform' },
  { name: 'RaidFlyer', path: href('case-study-raidflyer'), description: 'AI flyers for Twitch raids' },
] as const;
