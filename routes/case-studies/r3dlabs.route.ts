/** Case study: R3dLabs, the Twitch raid-train platform (spec: Case studies): its URL, head and copy. */
import type { Feature } from '../../client/components/blocks/feature-list.tsx';
import type { TechItem } from '../../client/components/blocks/tech-grid.tsx';
import { caseStudyCard, R3DLABS_URL } from './case-study-cards.ts';
import { R3DLABS_TESTIMONIALS } from '../../client/components/testimonials/testimonials.ts';
import { href } from '../../shared/route-paths.ts';
import { caseStudyRoute } from './case-study-route.ts';
import { serviceLink } from './case-study-copy.ts';

const SOLUTION: Feature[] = [
  {
    title: 'Scheduling with conflict detection',
    description: 'Slots are booked on a shared calendar that catches overlaps and time-zone mistakes the moment they are made.',
    icon: 'clock',
  },
  {
    title: 'Role-based team management',
    description:
      'Organizers, streamers and moderators each see and do exactly what their role allows, from approving slots to moderating chat.',
    icon: 'users',
  },
  {
    title: 'Self-signup with Twitch verification',
    description: 'Streamers sign themselves up and prove who they are with their Twitch account: no more manual vetting.',
    icon: 'shield',
  },
  {
    title: 'Live dashboard',
    description: 'During an event everyone sees who is live now, who is next and whether the hand-over happened.',
    icon: 'gauge',
  },
  {
    title: 'AI chatbot',
    description: 'An assistant answers the common questions of streamers and viewers, about schedules, rules and sign-up, at any hour.',
    icon: 'bot',
  },
  {
    title: 'Responsive on every device',
    description: 'Organizers manage events from a phone backstage as easily as from a desktop.',
    icon: 'smartphone',
  },
];

const STACK: TechItem[] = [
  { name: 'React', mark: 'react', description: 'Web front end' },
  { name: 'TypeScript', mark: 'typescript', description: 'One language, end to end' },
  { name: 'Node.js', mark: 'nodedotjs', description: 'API and scheduler' },
  { name: 'PostgreSQL', mark: 'postgresql', description: 'Schedules and teams' },
  { name: 'Twitch API', mark: 'twitch', description: 'Login, verification, live status' },
  { name: 'OpenAI', icon: 'bot', description: 'Chatbot' },
  { name: 'Docker', mark: 'docker', description: 'Packaging' },
  { name: 'Kubernetes', mark: 'kubernetes', description: 'Hosting and scaling' },
];

export default caseStudyRoute({
  id: 'case-study-r3dlabs',
  path: '/case-studies/r3dlabs',
  name: 'R3dLabs',
  meta: {
    title: 'R3dLabs Case Study: Twitch Raid Train Platform',
    description:
      'How we built R3dLabs, a Twitch raid-train platform used by 3,000+ streamers a month, with scheduling, team roles and an AI chatbot.',
    keywords: ['R3dLabs', 'Twitch integration', 'raid train', 'case study'],
  },
  hero: {
    eyebrow: 'Case Study · Twitch integration',
    title: 'R3dLabs: Raid Trains Without the Spreadsheets',
    description:
      'A scheduling and community platform that lets thousands of Twitch streamers organize raid trains, the back-to-back events where each stream hands its audience to the next.',
    cta: { label: 'Start Your Project', to: href('contact') },
    secondary: { label: 'All Case Studies', to: href('case-studies') },
    image: caseStudyCard('r3dlabs').image,
  },
  sections: [
    {
      kind: 'prose',
      id: 'challenge',
      eyebrow: 'The problem',
      title: 'The Challenge',
      paragraphs: [
        'Raid trains are marathon events in which dozens of Twitch streamers hand their audience on to one another, slot after slot, sometimes around the clock. The R3dLabs organizers ran them with spreadsheets, Discord messages and a lot of goodwill.',
        'Double-booked slots, streamers in the wrong time zone, no-shows discovered at the last minute and hours of manual checking before every event: the community was growing faster than the organizers could keep up.',
        [
          'They needed one place to plan events, manage people and run the show live, built by a team that knows both ',
          { link: 'web development', to: href('web-development') },
          ' and the operations behind a service that has to stay up at 3 a.m.',
        ],
      ],
    },
    {
      kind: 'features',
      id: 'solution',
      tone: 'muted',
      eyebrow: 'What we built',
      title: 'Our Solution',
      subtitle: 'A custom web platform on the Twitch API, designed with the organizers and tested with real events.',
      features: SOLUTION,
    },
    {
      kind: 'prose',
      id: 'approach',
      eyebrow: 'How',
      title: 'How We Built It',
      paragraphs: [
        [
          'The platform is a ',
          { link: 'custom software', to: href('software-development') },
          " project: a React front end and a Node.js API over PostgreSQL, with the schedule's conflict rules enforced in the database so two people can never book the same slot.",
        ],
        [
          'The chatbot came out of our ',
          { link: 'AI consulting', to: href('ai-consulting') },
          " work: it answers from the event's own schedule and rules rather than from the open internet. Everything runs in containers on ",
          serviceLink('kubernetes'),
          ', deployed through an automated ',
          serviceLink('devops'),
          ' pipeline, so event nights with traffic spikes are routine.',
        ],
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      eyebrow: 'Outcome',
      title: 'The Results',
      subtitle: "Numbers from the platform's own dashboard.",
      label: 'R3dLabs results',
      stats: [
        { value: '3,000+', label: 'active streamers every month' },
        { value: '1,000+', label: 'raid trains organized' },
        { value: '8+ hours', label: 'saved per event' },
      ],
    },
    {
      kind: 'tech',
      id: 'tech-stack',
      title: 'Technology Stack',
      subtitle: "Proven, boring-in-a-good-way tools, chosen so the organizers' own volunteers can maintain it.",
      items: STACK,
    },
    { kind: 'testimonials', title: 'What the Client Says', testimonials: R3DLABS_TESTIMONIALS },
  ],
  visit: { name: 'R3dLabs', url: R3DLABS_URL, note: 'The platform is live and used by streamers every day.' },
  cta: {
    title: 'Have a Community or Platform Idea?',
    description: 'We build integrations with Twitch, Discord, payment providers and the rest of your stack. Tell us what you have in mind.',
    secondary: { label: 'View All Case Studies', to: href('case-studies') },
    showCall: true,
  },
});
