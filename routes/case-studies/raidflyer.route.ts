/** Case study: RaidFlyer, AI-generated flyers for Twitch raid promotion (spec: Case studies): its URL, head and copy. */
import type { Feature } from '../../client/components/blocks/feature-list.tsx';
import type { TechItem } from '../../client/components/blocks/tech-grid.tsx';
import { caseStudyCard, RAIDFLYER_URL } from './case-study-cards.ts';
import { href } from '../../shared/route-paths.ts';
import { caseStudyRoute } from './case-study-route.ts';

const FEATURES: Feature[] = [
  {
    title: 'Flyer templates',
    description: "Ready-made layouts for raids, schedules and shout-outs, filled in from the streamer's Twitch profile.",
    icon: 'layout',
  },
  {
    title: 'AI-generated backgrounds',
    description: 'Upload an image or describe a scene in a text prompt, and the AI generates a background that fits the template.',
    icon: 'sparkles',
  },
  {
    title: 'Sharing everywhere',
    description: "Each flyer gets its own public page and can be posted to the streamer's social accounts in one step.",
    icon: 'share',
  },
  {
    title: 'Personal flyer feed',
    description: 'After logging in with Twitch, every streamer has a feed of their own flyers and the ones made for them.',
    icon: 'eye',
  },
  {
    title: 'Integration with R3dLabs',
    description: 'Raid trains scheduled on R3dLabs turn into flyers automatically, with the line-up already filled in.',
    icon: 'plug',
  },
  {
    title: 'Subscriptions and billing',
    description: 'A free tier to try it, with paid plans for more generations, handled by a billing provider.',
    icon: 'card',
  },
];

const STACK: TechItem[] = [
  { name: 'Next.js', mark: 'nextdotjs', description: 'Web app and public pages' },
  { name: 'TypeScript', mark: 'typescript', description: 'One language, end to end' },
  { name: 'Node.js', mark: 'nodedotjs', description: 'API and job workers' },
  { name: 'Twitch OAuth', mark: 'twitch', description: 'Login with Twitch' },
  { name: 'Stripe', mark: 'stripe', description: 'Billing provider' },
  { name: 'MySQL', mark: 'mysql', description: 'Users, flyers, plans' },
  { name: 'AI image generation', icon: 'sparkles', description: 'Backgrounds from images or prompts' },
  { name: 'Object storage + CDN', icon: 'cloud', description: 'Flyer images' },
];

export default caseStudyRoute({
  id: 'case-study-raidflyer',
  path: '/case-studies/raidflyer',
  name: 'RaidFlyer',
  meta: {
    title: 'RaidFlyer Case Study: AI Flyers for Twitch Raids',
    description:
      'RaidFlyer turns a photo or a prompt into an AI-generated flyer for Twitch raid promotion, shared to public pages and social accounts.',
    keywords: ['RaidFlyer', 'AI image generation', 'Twitch', 'case study'],
  },
  hero: {
    eyebrow: 'Case Study · AI & web development',
    title: 'RaidFlyer: AI Flyers for Twitch Raids',
    description:
      'A web platform that turns a photo or a one-line prompt into a shareable flyer, so streamers can promote raids and thank their community in a minute.',
    cta: { label: 'Start Your Project', to: href('contact') },
    secondary: { label: 'All Case Studies', to: href('case-studies') },
    image: caseStudyCard('raidflyer').image,
  },
  sections: [
    {
      kind: 'prose',
      id: 'overview',
      eyebrow: 'The idea',
      title: 'Project Overview',
      paragraphs: [
        'After a raid train, streamers want to thank and promote one another, but designing a good-looking flyer for every raid takes time most of them do not have.',
        'RaidFlyer makes a shareable, on-brand flyer in a minute: pick a template, let AI create the background, and share it everywhere the community is.',
        [
          'It builds on the ',
          { link: 'R3dLabs raid-train platform', to: href('case-study-r3dlabs') },
          ' we already run, and combines our ',
          { link: 'web development', to: href('web-development') },
          ' and ',
          { link: 'AI consulting', to: href('ai-consulting') },
          ' work in one product.',
        ],
      ],
    },
    {
      kind: 'features',
      id: 'features',
      tone: 'muted',
      eyebrow: 'What it does',
      title: 'Key Features',
      subtitle: 'Everything a streamer needs to go from idea to shared flyer.',
      features: FEATURES,
    },
    {
      kind: 'prose',
      id: 'results',
      eyebrow: 'Status',
      title: 'The Results So Far',
      // Spec section 9: planned launch late May 2025.
      notice: {
        label: 'Under construction.',
        text: 'RaidFlyer is under construction, with a planned launch in late May 2025. Early testers from the R3dLabs community are already making flyers.',
      },
      paragraphs: [
        [
          'Image generation runs as background jobs, so a busy evening never slows the site down, on the same ',
          { link: 'cloud infrastructure', to: href('cloud-infrastructure') },
          ' practices we use for our clients.',
        ],
      ],
    },
    {
      kind: 'tech',
      id: 'tech-stack',
      tone: 'muted',
      title: 'Technology Stack',
      subtitle: 'Twitch login, a billing provider and a relational database at its core.',
      items: STACK,
    },
  ],
  visit: { name: 'RaidFlyer', url: RAIDFLYER_URL, note: 'Take a look at the preview and join the list for the launch.' },
  cta: {
    title: 'Thinking About an AI Product?',
    description: 'We help businesses turn AI ideas into products people pay for, from a first prototype to billing and launch.',
    secondary: { label: 'View All Case Studies', to: href('case-studies') },
    showCall: true,
  },
});
