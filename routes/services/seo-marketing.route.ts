/** The SEO and marketing service page (spec §2 "Service pages"): its URL, head and copy. */
import { serviceRoute } from './service-route.ts';
import { href } from '../../shared/route-paths.ts';

export default serviceRoute({
  id: 'seo-marketing',
  path: '/seo-marketing-vancouver-wa',
  description: 'Local SEO, pay-per-click, content and social media marketing that bring Vancouver, WA customers to your door.',
  keywords: ['SEO', 'local SEO', 'pay-per-click', 'content marketing', 'social media marketing'],
  hero: {
    eyebrow: 'Local search & marketing · Vancouver, WA',
    title: 'SEO & Digital Marketing in Vancouver, WA',
    description:
      'Get found by customers in Vancouver, Camas and across Clark County when they search for what you sell. We combine local SEO, paid search, content and social media, and report results in plain numbers.',
    cta: { label: 'Get a Free SEO Review', to: href('contact') },
    secondary: { label: 'Our Marketing Services', to: '#services' },
    points: [
      'Google Business Profile that ranks',
      'Ads that target your service area',
      'Monthly reports in plain English',
      'Results measured in calls and leads',
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      eyebrow: 'What we do',
      title: 'SEO & Marketing Services',
      subtitle: 'Four channels, one plan, measured by calls, bookings and sales rather than vanity metrics.',
      columns: 2,
      cards: [
        {
          icon: 'search',
          title: 'Search Engine Optimization',
          description: 'Rank for the searches your customers make, from “near me” queries to detailed questions.',
          points: [
            'Google Business Profile optimization',
            'Technical SEO and site speed fixes',
            'Local citations and reviews strategy',
            'Monthly ranking and traffic reports',
          ],
        },
        {
          icon: 'megaphone',
          title: 'Pay-Per-Click Advertising',
          description: 'Google and Microsoft Ads campaigns that target your service area and pay only for real clicks.',
          points: [
            'Keyword and competitor research',
            'Landing pages that convert',
            'Call and form conversion tracking',
            'Weekly bid and budget tuning',
          ],
        },
        {
          icon: 'pen',
          title: 'Content Marketing',
          description: 'Useful articles, guides and service pages that answer customer questions and earn links.',
          points: [
            'Content plan based on real searches',
            'Articles written in your voice',
            'Updates to pages that are slipping',
            'E-mail newsletters',
          ],
        },
        {
          icon: 'share',
          title: 'Social Media Marketing',
          description: 'A steady presence on the platforms your customers use, with posts and ads that drive action.',
          points: [
            'Facebook, Instagram and LinkedIn',
            'Content calendar and scheduling',
            'Targeted local ad campaigns',
            'Engagement and lead reporting',
          ],
        },
      ],
    },
    {
      kind: 'features',
      id: 'why-local',
      title: 'Why Local SEO Matters',
      subtitle: 'For a business that serves Clark County, the map results and the first page of Google are where customers decide.',
      features: [
        {
          icon: 'map',
          title: 'Show up in the map pack',
          description: 'A complete, active Google Business Profile is the single biggest factor in local search visibility.',
        },
        {
          icon: 'target',
          title: 'Reach people ready to buy',
          description: 'Local searches are high intent: many lead to a call or a visit within a day.',
        },
        {
          icon: 'chart',
          title: 'Know what works',
          description: 'Call tracking and analytics tie every dollar you spend to leads, not guesses.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Let’s Get Your Phone Ringing',
      description: 'Get a free review of your search visibility, with three fixes you can make this month.',
      secondary: { label: 'Explore Web Design', to: href('web-design') },
      showCall: true,
    },
  ],
});
