/** The web development service page (spec §2 "Service pages"): its URL, head and copy. */
import { serviceRoute } from './service-route.ts';
import { href } from '../../shared/route-paths.ts';

export default serviceRoute({
  id: 'web-development',
  path: '/web-development-vancouver-wa',
  description:
    'Fast, accessible websites and web applications built with modern frameworks for Vancouver and Camas businesses. Free consultation.',
  keywords: ['web development', 'web applications', 'React development', 'e-commerce development'],
  hero: {
    eyebrow: 'Websites & web apps · Vancouver, WA',
    title: 'Web Development in Vancouver, WA',
    description:
      'Fast, accessible websites and web applications that load in a blink on a phone, rank in search and are easy for your team to update. Built by a local team that answers the phone.',
    cta: { label: 'Book a Free Consultation', to: href('contact') },
    secondary: { label: 'See Our Process', to: '#process' },
    points: [
      'Mobile-first and accessible (WCAG 2.2 AA)',
      'Pages that load in under two seconds',
      'Content you can edit yourself',
      'Hosting, updates and backups handled',
    ],
  },
  sections: [
    {
      kind: 'banner',
      eyebrow: 'Free, no obligation',
      title: 'Free Website Consultation',
      description:
        'We review your current site or idea, check its speed and search visibility, and tell you honestly what is worth building, and what is not.',
      primary: { label: 'Book My Free Consultation', to: href('contact') },
      showCall: true,
    },
    {
      kind: 'cards',
      id: 'services',
      eyebrow: 'What we build',
      title: 'Web Development Services',
      subtitle: 'Six ways we help Vancouver and Camas businesses do more online.',
      cards: [
        {
          icon: 'globe',
          title: 'Business Websites',
          description:
            'Fast, search-friendly sites for service businesses, with clear calls to action, contact forms that reach you, and local SEO foundations.',
        },
        {
          icon: 'layout',
          title: 'Custom Web Applications',
          description: 'Quoting tools, booking systems, dashboards and internal tools that replace spreadsheets and paper forms.',
        },
        {
          icon: 'store',
          title: 'E-commerce',
          description: 'Online stores with secure checkout, inventory sync and shipping rules, on a hosted platform or built to order.',
        },
        {
          icon: 'smartphone',
          title: 'Progressive Web Apps',
          description: 'App-like experiences that install from the browser, work offline and send notifications, without app-store fees.',
        },
        {
          icon: 'pen',
          title: 'Content Management',
          description: 'A headless CMS so your team updates pages, blog posts and menus without calling a developer.',
        },
        {
          icon: 'gauge',
          title: 'Speed & Accessibility Fixes',
          description: 'We audit an existing site and fix what slows it down or locks visitors out, with before-and-after scores.',
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      eyebrow: 'How we work',
      title: 'Our Web Development Process',
      subtitle: 'A predictable path from first call to launch, with a working preview you can click through at every stage.',
      steps: [
        {
          title: 'Discovery',
          description: 'We learn your goals, your customers and what the site must do, then agree on scope, budget and a launch date.',
        },
        {
          title: 'Design & Prototype',
          description: 'Wireframes and a clickable prototype on real devices, so you approve the layout before any code is written.',
        },
        {
          title: 'Build & Test',
          description: 'We develop in short sprints on a private preview link and test on phones, tablets, browsers and screen readers.',
        },
        {
          title: 'Launch & Care',
          description: 'We launch with redirects, analytics and monitoring in place, then keep the site updated, backed up and fast.',
        },
      ],
    },
    {
      kind: 'tech',
      id: 'technology',
      title: 'Technologies We Use',
      subtitle: 'Modern, well-supported tools chosen for speed, security and a long life.',
      items: [
        { name: 'React', mark: 'react', description: 'Interactive interfaces' },
        { name: 'TypeScript', mark: 'typescript', description: 'Fewer bugs in production' },
        { name: 'Node.js', mark: 'nodedotjs', description: 'Server & APIs' },
        { name: 'Tailwind CSS', mark: 'tailwindcss', description: 'Consistent styling' },
        { name: 'PostgreSQL', mark: 'postgresql', description: 'Reliable data storage' },
        { name: 'Headless CMS', icon: 'pen', description: 'Editable content' },
        { name: 'Stripe', mark: 'stripe', description: 'Payments' },
        { name: 'CDN hosting', icon: 'cloud', description: 'Fast everywhere' },
      ],
    },
    { kind: 'testimonials', subtitle: 'What local business owners say about their new websites.' },
    {
      kind: 'cta',
      title: 'Ready for a Website That Works as Hard as You Do?',
      description:
        'Tell us about your business and your goals. We will come back within one business day with ideas and a time for your free consultation.',
      secondary: { label: 'Explore Web Design', to: href('web-design') },
      showCall: true,
    },
  ],
});
