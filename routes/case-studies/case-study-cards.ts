/**
 * The two case studies (spec: Case studies): the cards of the list and the home page. The
 * facts of each detail page are in its route module (routes/case-studies/<study>.route.ts), so
 * the home page and the list do not load them. The card's shape is the card component's. The platforms' addresses are placeholders on
 * example.com (clearly not the real sites); an operator replaces them here.
 */
import type { CaseStudySummary } from '../../client/components/case-studies/case-study-card.tsx';
import { href } from '../../shared/route-paths.ts';

/** Placeholder addresses of the two platforms (example.com is reserved for documentation). */
export const R3DLABS_URL = 'https://r3dlabs.example.com';
export const RAIDFLYER_URL = 'https://raidflyer.example.com';

/** The illustrations are drawn at this size (viewBox), so the browser can reserve the space. */
const IMAGE_SIZE = { width: 800, height: 500 };

export const CASE_STUDIES: readonly CaseStudySummary[] = [
  {
    id: 'r3dlabs',
    title: 'R3dLabs',
    kind: 'Twitch integration',
    description:
      'A raid-train platform for Twitch communities: scheduling with conflict detection, team roles, Twitch-verified sign-up, a live dashboard and an AI chatbot. Used by 3,000+ streamers every month.',
    image: {
      src: '/images/case-studies/r3dlabs.svg',
      alt: 'Illustration of the R3dLabs raid-train schedule and live dashboard',
      ...IMAGE_SIZE,
    },
    technologies: ['React', 'Node.js', 'Twitch API', 'PostgreSQL', 'OpenAI', 'Kubernetes'],
    link: href('case-study-r3dlabs'),
  },
  {
    id: 'raidflyer',
    title: 'RaidFlyer',
    kind: 'AI & web development',
    description:
      'An AI flyer platform for Twitch raid promotion: templates, AI-generated backgrounds from a photo or a prompt, sharing to public pages and social accounts, and a personal feed after Twitch login.',
    image: {
      src: '/images/case-studies/raidflyer.svg',
      alt: 'Illustration of a RaidFlyer flyer being generated from a prompt',
      ...IMAGE_SIZE,
    },
    technologies: ['Next.js', 'Node.js', 'Twitch OAuth', 'Stripe', 'MySQL', 'AI image generation'],
    link: href('case-study-raidflyer'),
  },
];

/** A study's card, by its id (a study's page shows the card's illustration in its hero). */
export function caseStudyCard(id: CaseStudySummary['id']): CaseStudySummary {
  return CASE_STUDIES.find((study) => study.id === id)!;
}
