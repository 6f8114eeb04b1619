/** Copy of the About Us page (spec: About us). The team members are invented placeholders. */
import type { BlockIconName } from '../../client/components/blocks/block-icons.tsx';

/** Spec section 3, "Team member". */
export interface TeamMember {
  name: string;
  role: string;
  specialties: string[];
  description: string;
  avatar: string;
  initials: string;
}

export const OUR_STORY = [
  'We started in Camas in 2019 with a simple idea: small and medium businesses deserve the same quality of software engineering that large enterprises pay top dollar for.',
  'Before that, our founder spent years building and running systems for Fortune 500 companies and financial institutions, where downtime is measured in dollars per second and security is not optional. We bring that discipline to every project, whatever its size.',
  'Today we help businesses across Vancouver, Camas and the wider Clark County area build custom software, move to the cloud, automate their operations and put AI to practical use, as a long-term partner rather than a one-off vendor.',
];

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Alex Morgan',
    role: 'Founder & Owner',
    specialties: ['AI', 'DevOps', 'Kubernetes', 'Backend'],
    description:
      'Alex has spent fifteen years designing back-end systems and the platforms they run on, from trading systems at a national bank to Kubernetes clusters serving millions of requests a day. Alex leads our AI, DevOps and cloud work and still writes code every week.',
    avatar: '/images/team/alex-morgan.svg',
    initials: 'AM',
  },
  {
    name: 'Sam Rivera',
    role: 'Lead Frontend Developer & Designer',
    specialties: ['React', 'UI/UX Design', 'Accessibility', 'Web Performance'],
    description:
      "Sam turns complicated workflows into interfaces people enjoy using. With a background in graphic design and a decade of front-end engineering, Sam owns everything our clients' customers see and touch, and makes sure it is fast and accessible.",
    avatar: '/images/team/sam-rivera.svg',
    initials: 'SR',
  },
];

export interface ReachTile {
  title: string;
  description: string;
  icon: BlockIconName;
}

export const OUR_REACH: readonly ReachTile[] = [
  {
    title: 'Fortune 500 Companies',
    description: 'Enterprise systems for Fortune 500 companies and financial institutions, built to their security and uptime standards.',
    icon: 'building',
  },
  {
    title: 'Small Businesses',
    description: 'Websites, portals and automation for local shops, clinics, firms and trades that need software to just work.',
    icon: 'store',
  },
  {
    title: 'Startups',
    description: 'From prototype to a product that scales: MVPs, cloud platforms and AI features for founders moving fast.',
    icon: 'zap',
  },
  {
    title: 'Vancouver, WA',
    description: 'Rooted in Camas and serving Vancouver and Clark County in person, with clients across the Pacific Northwest.',
    icon: 'map',
  },
];

export const OUR_VALUES = [
  {
    title: 'Excellence',
    description: 'We write software we would be proud to maintain ourselves: tested, documented, secure and fast.',
    icon: 'target',
  },
  {
    title: 'Partnership',
    description: 'Your goals are our goals. We explain our choices in plain English and stay with you long after launch.',
    icon: 'users',
  },
  {
    title: 'Innovation',
    description: 'We use new tools like AI where they genuinely help, and proven ones everywhere else.',
    icon: 'sparkles',
  },
] satisfies { title: string; description: string; icon: BlockIconName }[];
