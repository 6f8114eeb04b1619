/** The web design service page (spec §2 "Service pages"): its URL, head and copy. */
import { serviceRoute } from './service-route.ts';
import { href } from '../../shared/route-paths.ts';

export default serviceRoute({
  id: 'web-design',
  path: '/web-design-vancouver-wa',
  description: 'Clear, accessible, mobile-first web design for Vancouver and Camas businesses, from discovery to launch.',
  keywords: ['web design', 'UX design', 'responsive design', 'website redesign'],
  hero: {
    eyebrow: 'Clear, accessible design · Vancouver & Camas, WA',
    title: 'Web Design in Vancouver, WA',
    description:
      'Websites that look like your business, read clearly on a phone and lead visitors to call, book or buy. Designed with you, tested with real people, built to last.',
    cta: { label: 'Get a Free Design Consultation', to: href('contact') },
    secondary: { label: 'Our Design Process', to: '#process' },
    points: [
      'Mobile-first, accessible layouts',
      'Two rounds of revisions at each stage',
      'A style guide your team can reuse',
      'Search rankings protected in redesigns',
    ],
  },
  sections: [
    {
      kind: 'features',
      id: 'what-you-get',
      eyebrow: 'What you get',
      title: 'Design That Works for Your Customers',
      subtitle: 'Good design is not decoration. It is how quickly a visitor finds what they came for.',
      features: [
        {
          icon: 'smartphone',
          title: 'Mobile-first layouts',
          description: 'Most local searches happen on a phone. We design for the small screen first and scale up.',
        },
        {
          icon: 'eye',
          title: 'Accessible to everyone',
          description: 'Readable contrast, keyboard navigation and screen-reader support to WCAG 2.2 AA.',
        },
        {
          icon: 'palette',
          title: 'On-brand visual identity',
          description: 'Colors, type and imagery that match your brand, with a style guide your team can reuse.',
        },
        {
          icon: 'mouse',
          title: 'Clear calls to action',
          description: 'Every page has one obvious next step: call, book, request a quote or buy.',
        },
        {
          icon: 'gauge',
          title: 'Fast by design',
          description: 'Lightweight pages and optimized images, because slow sites lose visitors and rankings.',
        },
        {
          icon: 'refresh',
          title: 'Redesigns without losing traffic',
          description: 'We map old URLs to new ones so your search rankings survive the redesign.',
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      eyebrow: 'How we work',
      title: 'Our Four-Step Design Process',
      subtitle: 'You see and approve the design at every stage, so there are no surprises at launch.',
      steps: [
        {
          title: 'Discover',
          description: 'We learn about your business, customers and competitors, and review your current site’s analytics.',
        },
        { title: 'Wireframe', description: 'Simple page layouts settle structure and content before colors and images enter the picture.' },
        { title: 'Design', description: 'Full visual designs for phone and desktop, refined with your feedback in two review rounds.' },
        { title: 'Test & Launch', description: 'We test the built site with real users and devices, fix what trips them up, and launch.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Let’s Design a Website Your Customers Love',
      description: 'Book a free design consultation and get honest feedback on your current site.',
      secondary: { label: 'View Our Portfolio', to: href('case-studies') },
      showCall: true,
    },
  ],
});
