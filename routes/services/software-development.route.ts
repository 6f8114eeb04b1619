/** The software development service page (spec §2 "Service pages"): its URL, head and copy. */
import { serviceRoute } from './service-route.ts';
import { href } from '../../shared/route-paths.ts';

export default serviceRoute({
  id: 'software-development',
  path: '/software-development-vancouver-wa',
  description:
    'Custom desktop, mobile and web software, APIs, automation and legacy modernization for Vancouver, WA businesses. Free needs analysis.',
  keywords: ['custom software development', 'API development', 'legacy modernization', 'business automation'],
  hero: {
    eyebrow: 'Custom software · Vancouver & Camas, WA',
    title: 'Custom Software Development in Vancouver, WA',
    description:
      'We design and build desktop, mobile and web software around the way your business actually works, then keep it running. Senior engineers, plain-English estimates, and code you own.',
    cta: { label: 'Get a Free Needs Analysis', to: href('contact') },
    secondary: { label: 'See Our Work', to: href('case-studies') },
    points: [
      'You own the code and the IP',
      'Fixed-scope phases, no surprise invoices',
      'Local team in Camas, WA',
      'Support and updates after launch',
    ],
  },
  sections: [
    {
      kind: 'banner',
      eyebrow: 'Free, no obligation',
      title: 'Start with a Free Needs Analysis',
      description:
        'In one hour we map the process you want to improve, list what the software has to do, and give you a ballpark budget and timeline, whether or not you hire us.',
      primary: { label: 'Book My Free Analysis', to: href('contact') },
      showCall: true,
    },
    {
      kind: 'cards',
      id: 'services',
      eyebrow: 'What we build',
      title: 'Software Development Services',
      subtitle: 'From a single internal tool to a customer-facing platform, we build what your team needs and nothing it does not.',
      columns: 4,
      cards: [
        {
          icon: 'monitor',
          title: 'Desktop Applications',
          description:
            'Windows, macOS and Linux apps for the shop floor, the front desk or the back office, including offline use and hardware integration.',
        },
        {
          icon: 'smartphone',
          title: 'Mobile Apps',
          description:
            'iOS and Android apps from one codebase with React Native, published to the app stores and kept current with each OS release.',
        },
        {
          icon: 'globe',
          title: 'Web Applications',
          description: 'Browser-based systems your staff and customers can use anywhere: dashboards, booking, quoting, inventory and more.',
          to: href('web-development'),
        },
        {
          icon: 'plug',
          title: 'API Development',
          description:
            'Documented REST and GraphQL APIs that connect your systems to each other and to partners, with authentication and rate limits built in.',
        },
        {
          icon: 'cog',
          title: 'Business Process Automation',
          description:
            'Replace copy-and-paste between spreadsheets, e-mail and accounting with scheduled jobs and integrations that just run.',
        },
        {
          icon: 'refresh',
          title: 'Legacy System Modernization',
          description:
            'Move an aging Access, VB6 or on-premises .NET system to a supported stack in stages, without stopping the business.',
        },
        {
          icon: 'container',
          title: 'Containers & Deployment',
          description: 'Package your software in Docker containers so it runs the same on a laptop, a server and the cloud.',
          to: href('kubernetes'),
        },
      ],
    },
    {
      kind: 'tech',
      id: 'technology',
      eyebrow: 'Proven, supported tools',
      title: 'Our Technology Stack',
      subtitle: 'We choose mainstream technologies with long support lives, so the next developer can pick up where we left off.',
      items: [
        { name: 'TypeScript', mark: 'typescript', description: 'Typed JavaScript' },
        { name: 'React', mark: 'react', description: 'Web interfaces' },
        { name: 'React Native', mark: 'react', description: 'iOS & Android' },
        { name: 'Node.js', mark: 'nodedotjs', description: 'APIs & services' },
        { name: 'C# / .NET', mark: 'dotnet', description: 'Windows & enterprise' },
        { name: 'Python', mark: 'python', description: 'Automation & data' },
        { name: 'Go', mark: 'go', description: 'Fast back-end services' },
        { name: 'Electron', mark: 'electron', description: 'Cross-platform desktop' },
        { name: 'PostgreSQL', mark: 'postgresql', description: 'Relational data' },
        { name: 'Docker', mark: 'docker', description: 'Containers' },
        { name: 'Kubernetes', mark: 'kubernetes', description: 'Orchestration' },
        { name: 'AWS & Azure', icon: 'cloud', description: 'Cloud hosting' },
      ],
    },
    {
      kind: 'features',
      id: 'how-we-work',
      title: 'What Working With Us Looks Like',
      subtitle: 'Small team, direct access, no hand-offs to people you have never met.',
      features: [
        {
          icon: 'users',
          title: 'You talk to the engineers',
          description: 'The people writing your software join the calls. No account managers relaying messages.',
        },
        {
          icon: 'clock',
          title: 'Working software every two weeks',
          description: 'You see and try real progress every sprint, so course corrections are cheap.',
        },
        {
          icon: 'dollar',
          title: 'Phased, fixed-scope pricing',
          description: 'Each phase has an agreed scope and price. You can stop after any phase and keep everything built so far.',
        },
        {
          icon: 'shield',
          title: 'Security from day one',
          description: 'Dependency scanning, least-privilege access and encrypted data are defaults, not add-ons.',
        },
        {
          icon: 'file',
          title: 'Documentation you can use',
          description: 'Setup guides, architecture notes and runbooks are delivered with the code.',
        },
        {
          icon: 'headset',
          title: 'Support after launch',
          description: 'Monthly care plans cover updates, monitoring and small changes, or we hand over to your team.',
        },
      ],
    },
    { kind: 'testimonials', subtitle: 'Businesses across Clark County and the Portland metro area rely on software we built.' },
    {
      kind: 'cta',
      title: 'Let’s Build Software That Fits Your Business',
      description:
        'Tell us what slows your team down. We will reply within one business day with next steps and a time for your free needs analysis.',
      secondary: { label: 'View Case Studies', to: href('case-studies') },
      showCall: true,
    },
  ],
});
