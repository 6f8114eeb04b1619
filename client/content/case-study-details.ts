/**
 * The facts of each case study's detail page (spec: Case studies). Kept apart from the cards
 * (case-studies.ts), which the home page and the list load.
 */
import type { Feature } from '../components/blocks/feature-list.tsx';
import type { Stat } from '../components/blocks/stat-strip.tsx';
import type { TechItem } from '../components/blocks/tech-grid.tsx';

export const R3DLABS = {
  challenge: [
    'Raid trains are marathon events in which dozens of Twitch streamers hand their audience on to one another, slot after slot, sometimes around the clock. The R3dLabs organizers ran them with spreadsheets, Discord messages and a lot of goodwill.',
    'Double-booked slots, streamers in the wrong time zone, no-shows discovered at the last minute and hours of manual checking before every event: the community was growing faster than the organizers could keep up.',
  ],
  solution: [
    { title: 'Scheduling with conflict detection', description: 'Slots are booked on a shared calendar that catches overlaps and time-zone mistakes the moment they are made.', icon: 'clock' },
    { title: 'Role-based team management', description: 'Organizers, streamers and moderators each see and do exactly what their role allows, from approving slots to moderating chat.', icon: 'users' },
    { title: 'Self-signup with Twitch verification', description: 'Streamers sign themselves up and prove who they are with their Twitch account: no more manual vetting.', icon: 'shield' },
    { title: 'Live dashboard', description: 'During an event everyone sees who is live now, who is next and whether the hand-over happened.', icon: 'gauge' },
    { title: 'AI chatbot', description: 'An assistant answers the common questions of streamers and viewers, about schedules, rules and sign-up, at any hour.', icon: 'bot' },
    { title: 'Responsive on every device', description: 'Organizers manage events from a phone backstage as easily as from a desktop.', icon: 'smartphone' },
  ] satisfies Feature[],
  results: [
    { value: '3,000+', label: 'active streamers every month' },
    { value: '1,000+', label: 'raid trains organized' },
    { value: '8+ hours', label: 'saved per event' },
  ] satisfies Stat[],
  stack: [
    { name: 'React', mark: 'react', description: 'Web front end' },
    { name: 'TypeScript', mark: 'typescript', description: 'One language, end to end' },
    { name: 'Node.js', mark: 'nodedotjs', description: 'API and scheduler' },
    { name: 'PostgreSQL', mark: 'postgresql', description: 'Schedules and teams' },
    { name: 'Twitch API', mark: 'twitch', description: 'Login, verification, live status' },
    { name: 'OpenAI', icon: 'bot', description: 'Chatbot' },
    { name: 'Docker', mark: 'docker', description: 'Packaging' },
    { name: 'Kubernetes', mark: 'kubernetes', description: 'Hosting and scaling' },
  ] satisfies TechItem[],
};

export const RAIDFLYER = {
  overview: [
    'After a raid train, streamers want to thank and promote one another, but designing a good-looking flyer for every raid takes time most of them do not have.',
    'RaidFlyer makes a shareable, on-brand flyer in a minute: pick a template, let AI create the background, and share it everywhere the community is.',
  ],
  features: [
    { title: 'Flyer templates', description: 'Ready-made layouts for raids, schedules and shout-outs, filled in from the streamer\'s Twitch profile.', icon: 'layout' },
    { title: 'AI-generated backgrounds', description: 'Upload an image or describe a scene in a text prompt, and the AI generates a background that fits the template.', icon: 'sparkles' },
    { title: 'Sharing everywhere', description: 'Each flyer gets its own public page and can be posted to the streamer\'s social accounts in one step.', icon: 'share' },
    { title: 'Personal flyer feed', description: 'After logging in with Twitch, every streamer has a feed of their own flyers and the ones made for them.', icon: 'eye' },
    { title: 'Integration with R3dLabs', description: 'Raid trains scheduled on R3dLabs turn into flyers automatically, with the line-up already filled in.', icon: 'plug' },
    { title: 'Subscriptions and billing', description: 'A free tier to try it, with paid plans for more generations, handled by a billing provider.', icon: 'card' },
  ] satisfies Feature[],
  /** Spec section 9: planned launch late May 2025. */
  status: 'RaidFlyer is under construction, with a planned launch in late May 2025. Early testers from the R3dLabs community are already making flyers.',
  stack: [
    { name: 'Next.js', mark: 'nextdotjs', description: 'Web app and public pages' },
    { name: 'TypeScript', mark: 'typescript', description: 'One language, end to end' },
    { name: 'Node.js', mark: 'nodedotjs', description: 'API and job workers' },
    { name: 'Twitch OAuth', mark: 'twitch', description: 'Login with Twitch' },
    { name: 'Stripe', mark: 'stripe', description: 'Billing provider' },
    { name: 'MySQL', mark: 'mysql', description: 'Users, flyers, plans' },
    { name: 'AI image generation', icon: 'sparkles', description: 'Backgrounds from images or prompts' },
    { name: 'Object storage + CDN', icon: 'cloud', description: 'Flyer images' },
  ] satisfies TechItem[],
};
