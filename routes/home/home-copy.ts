/** Copy of the home page. Its loader data's shape is in shared/home-data.ts. */
import type { ServiceCardProps } from '../../client/components/blocks/service-card.tsx';
import type { BlockIconName } from '../../client/components/blocks/block-icons.tsx';
import type { Feature } from '../../client/components/blocks/feature-list.tsx';
import type { ProcessStep } from '../../client/components/blocks/process-steps.tsx';
import { href, type LinkableRouteId } from '../../shared/route-paths.ts';
import { serviceEntry } from '../../shared/services.ts';

export const HOME_HERO = {
  eyebrow: 'Vancouver & Camas, WA',
  title: 'Software, Cloud & AI Consulting for Growing Businesses',
  description:
    'We design, build and run the software your business depends on: custom applications, fast websites, reliable cloud platforms and practical AI, from a local team you can meet in person.',
  cta: { label: 'Explore Software Development', to: href('software-development') },
  secondary: { label: 'Book a Free Consultation', to: href('contact') },
  points: ['Senior engineers, no hand-offs', 'Fixed-price proposals', 'Fortune 500 experience', 'Local to Clark County'],
};

/**
 * A home card of a service: its name and link from the services list, its icon and longer pitch
 * here. A pitch that starts with the list's one-liner reads it (`(oneLiner) => ...`), not a copy.
 */
function serviceCard(id: LinkableRouteId, icon: BlockIconName, pitch: string | ((oneLiner: string) => string)): ServiceCardProps {
  const { name, path, description } = serviceEntry(id);
  return { title: name, description: typeof pitch === 'string' ? pitch : pitch(description), icon, to: path };
}

export const HOME_SERVICES: ServiceCardProps[] = [
  serviceCard(
    'web-development',
    'globe',
    'Fast, accessible websites and web applications that load in a blink and are easy for your team to update.',
  ),
  serviceCard(
    'software-development',
    'code',
    'Custom desktop, mobile and web software, APIs and automation built around how your business actually works.',
  ),
  serviceCard('devops', 'infinity', 'CI/CD pipelines, infrastructure as code and monitoring that turn risky releases into routine ones.'),
  serviceCard('kubernetes', 'boxes', 'Container platforms designed, secured and operated properly, on EKS, AKS, GKE or your own hardware.'),
  serviceCard('cloud-infrastructure', 'cloud', (oneLiner) => `${oneLiner} on AWS, Azure and Google Cloud, documented and handed over.`),
  serviceCard(
    'ai-consulting',
    'sparkles',
    (oneLiner) => `${oneLiner}: chatbots, document automation and forecasting that pay for themselves.`,
  ),
];

export const WHY_CHOOSE_US: Feature[] = [
  {
    title: 'Enterprise experience, small-business focus',
    description:
      'We have built systems for Fortune 500 companies and financial institutions, and bring that rigour to businesses of every size.',
    icon: 'building',
  },
  {
    title: 'A local team you can meet',
    description: 'We are based in Camas and work across Vancouver and Clark County. Coffee and a whiteboard beat a ticket queue.',
    icon: 'map',
  },
  {
    title: 'Plain answers, honest estimates',
    description: 'Every proposal explains the trade-offs in plain English, with a fixed price or a clear budget before work starts.',
    icon: 'chat',
  },
  {
    title: 'Built to be handed over',
    description: 'Documented code, automated tests and runbooks, so your software never depends on one person, including us.',
    icon: 'file',
  },
  {
    title: 'Security from day one',
    description: 'Least-privilege access, encrypted data and patched dependencies are part of the work, not an add-on.',
    icon: 'shield',
  },
  {
    title: 'Support after launch',
    description: 'We monitor, maintain and improve what we build, with response times agreed in writing.',
    icon: 'headset',
  },
];

export const HOME_PROCESS: ProcessStep[] = [
  {
    title: 'Discover',
    description: 'We learn your business, your users and the problem worth solving, in a free consultation and a short workshop.',
  },
  {
    title: 'Plan',
    description: 'You get a written plan: scope, architecture, milestones and a fixed price or a clear budget.',
  },
  {
    title: 'Build',
    description: 'We deliver in short iterations with a working demo every week or two, so there are no surprises at the end.',
  },
  {
    title: 'Support',
    description: 'After launch we monitor, maintain and keep improving, for as long as you need us.',
  },
];

export const HOME_CLOSING_CTA = {
  title: 'Ready to Talk About Your Project?',
  description:
    'Tell us what you are trying to do. A free, no-obligation consultation is the first step, and we reply within one business day.',
};
