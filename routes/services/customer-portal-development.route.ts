/** The customer portal development service page (spec §2 "Service pages"): its URL, head and copy. */
import { serviceRoute } from './service-route.ts';
import { href } from '../../shared/route-paths.ts';

export default serviceRoute({
  id: 'customer-portal-development',
  path: '/customer-portal-development-vancouver-wa',
  description:
    'Secure customer portals with self-service billing, documents, support and integrations for Vancouver, WA companies. Free strategy session.',
  keywords: ['customer portal', 'client portal development', 'self-service portal', 'secure login portal'],
  hero: {
    eyebrow: 'Client self-service · Vancouver, WA',
    title: 'Customer Portal Development in Vancouver, WA',
    description:
      'Give your customers one secure place to pay invoices, share documents, track orders and ask for help, day or night. Fewer phone calls for your team, faster answers for your clients.',
    cta: { label: 'Book a Free Strategy Session', to: href('contact') },
    secondary: { label: 'See Portal Features', to: '#features' },
    points: [
      'Secure sign-in with multi-factor authentication',
      'Online invoices and payments',
      'Document sharing and e-signatures',
      'Connected to the systems you already use',
    ],
  },
  sections: [
    {
      kind: 'banner',
      eyebrow: 'Free, no obligation',
      title: 'Free Portal Strategy Session',
      description:
        'We look at the questions your staff answer every day and sketch the portal that would answer them for you, with a rough budget and a phased plan.',
      primary: { label: 'Book My Strategy Session', to: href('contact') },
      showCall: true,
    },
    {
      kind: 'features',
      id: 'benefits',
      eyebrow: 'Why a portal',
      title: 'Benefits of a Customer Portal',
      subtitle: 'A portal pays for itself by taking routine work off your team and putting answers in your customers’ hands.',
      features: [
        {
          icon: 'headset',
          title: 'Fewer routine calls and e-mails',
          description: 'Order status, balances and copies of documents are one login away, so your staff can focus on real problems.',
        },
        {
          icon: 'dollar',
          title: 'Faster payments',
          description: 'Online invoices with card and ACH payment shorten the time between sending a bill and getting paid.',
        },
        {
          icon: 'clock',
          title: 'Service around the clock',
          description: 'Customers help themselves at 10 pm on a Sunday instead of waiting for Monday morning.',
        },
        {
          icon: 'lock',
          title: 'Safer than e-mail attachments',
          description: 'Sensitive files are exchanged over an encrypted, access-controlled portal with a record of who opened what.',
        },
        {
          icon: 'chart',
          title: 'Insight into your customers',
          description: 'See which questions come up most and which services customers use, and act on it.',
        },
        {
          icon: 'heart',
          title: 'Customers who stay',
          description: 'A smooth, branded experience makes you easier to do business with than the competitor who still faxes forms.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'features',
      eyebrow: 'What’s inside',
      title: 'Portal Features',
      subtitle: 'We build the features your customers need first, then add more as you learn what they use.',
      cards: [
        {
          icon: 'lock',
          title: 'Secure Sign-in',
          description:
            'E-mail and password with multi-factor authentication, or single sign-on with Microsoft or Google, and roles for each user.',
        },
        {
          icon: 'card',
          title: 'Billing & Payments',
          description:
            'Invoices, statements, saved payment methods and automatic receipts, connected to QuickBooks or your billing system.',
        },
        {
          icon: 'file',
          title: 'Document Sharing',
          description: 'Upload, sign and download contracts, reports and forms, organized per customer and kept for as long as you need.',
        },
        {
          icon: 'chat',
          title: 'Support Requests',
          description: 'Customers open and follow tickets with attachments; your team answers from one shared inbox.',
        },
        {
          icon: 'bell',
          title: 'Notifications',
          description: 'E-mail and text alerts when an order ships, a document is ready or an invoice is due.',
        },
        {
          icon: 'chart',
          title: 'Dashboards & Reports',
          description: 'Usage, order history and account status at a glance, with exports to CSV and PDF.',
        },
      ],
    },
    {
      kind: 'features',
      id: 'industries',
      title: 'Industries We Serve',
      subtitle: 'Portals we design account for the rules and habits of your industry.',
      features: [
        {
          icon: 'briefcase',
          title: 'Professional services',
          description: 'Accountants, engineers and consultants sharing deliverables and invoices with clients.',
        },
        {
          icon: 'heart',
          title: 'Healthcare & clinics',
          description: 'Intake forms, appointment requests and secure messages, built with HIPAA safeguards in mind.',
        },
        { icon: 'scale', title: 'Legal', description: 'Case documents, e-signatures and billing in one confidential place.' },
        {
          icon: 'home',
          title: 'Property management',
          description: 'Rent payments, maintenance requests and lease documents for tenants and owners.',
        },
        {
          icon: 'truck',
          title: 'Manufacturing & distribution',
          description: 'Order placement, shipment tracking and reorders for dealers and wholesale customers.',
        },
        {
          icon: 'building',
          title: 'Financial services',
          description: 'Statements, secure uploads and audit trails for clients of lenders, advisers and credit unions.',
        },
      ],
    },
    { kind: 'testimonials' },
    {
      kind: 'cta',
      title: 'Let’s Design Your Customer Portal',
      description: 'Start with a free strategy session. You will leave with a feature list, a phased plan and a budget range.',
      secondary: { label: 'Explore Web Development', to: href('web-development') },
      showCall: true,
    },
  ],
});
