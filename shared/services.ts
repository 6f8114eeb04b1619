/** The eleven services: the header dropdown, the drawer, the footer and the sitemap read this list. */
export type ServiceGroup = 'Services' | 'Solutions';

export interface ServiceMenuEntry {
  name: string;
  path: string;
  icon: string;
  description: string;
  group: ServiceGroup;
}

export const SERVICES: readonly ServiceMenuEntry[] = [
  {
    name: 'Software Development',
    path: '/software-development-vancouver-wa',
    icon: 'code',
    description: 'Custom desktop, mobile and web applications',
    group: 'Services',
  },
  {
    name: 'Web Development',
    path: '/web-development-vancouver-wa',
    icon: 'globe',
    description: 'Fast, modern websites and web apps',
    group: 'Services',
  },
  {
    name: 'Customer Portal Development',
    path: '/customer-portal-development-vancouver-wa',
    icon: 'users',
    description: 'Secure self-service portals for your clients',
    group: 'Solutions',
  },
  {
    name: 'Database Design',
    path: '/database-design-vancouver-wa',
    icon: 'database',
    description: 'Schemas that stay fast as you grow',
    group: 'Services',
  },
  {
    name: 'AI Consulting',
    path: '/ai-consulting-vancouver-wa',
    icon: 'sparkles',
    description: 'Practical AI for small businesses',
    group: 'Solutions',
  },
  {
    name: 'Cloud Infrastructure',
    path: '/cloud-infrastructure-vancouver-wa',
    icon: 'cloud',
    description: 'Reliable, cost-aware cloud foundations',
    group: 'Services',
  },
  {
    name: 'Cloud Migrations',
    path: '/cloud-migrations-vancouver-wa',
    icon: 'upload',
    description: 'Move to the cloud without downtime',
    group: 'Solutions',
  },
  {
    name: 'Web Design',
    path: '/web-design-vancouver-wa',
    icon: 'palette',
    description: 'Clear, accessible, on-brand design',
    group: 'Services',
  },
  {
    name: 'SEO & Marketing',
    path: '/seo-marketing-vancouver-wa',
    icon: 'trending',
    description: 'Get found by local customers',
    group: 'Solutions',
  },
  { name: 'DevOps', path: '/devops-vancouver-wa', icon: 'infinity', description: 'CI/CD, automation and observability', group: 'Services' },
  {
    name: 'Kubernetes',
    path: '/kubernetes-vancouver-wa',
    icon: 'boxes',
    description: 'Container platforms run the right way',
    group: 'Solutions',
  },
];

export const CASE_STUDY_LINKS = [
  { name: 'All Case Studies', path: '/case-studies', description: 'Projects we have shipped' },
  { name: 'R3dLabs', path: '/case-studies/r3dlabs', description: 'Twitch raid-train platform' },
  { name: 'RaidFlyer', path: '/case-studies/raidflyer', description: 'AI flyers for Twitch raids' },
] as const;
