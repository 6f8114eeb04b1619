/** The AI consulting service page (spec §2 "Service pages"): its URL, head and copy. */
import { serviceRoute } from './service-route.ts';
import { href } from '../../shared/route-paths.ts';

export default serviceRoute({
  id: 'ai-consulting',
  path: '/ai-consulting-vancouver-wa',
  description:
    'Practical AI consulting for small businesses in Vancouver, WA: chatbots, document automation, forecasting and AI strategy. Free consultation.',
  keywords: ['AI consulting', 'AI for small business', 'chatbot development', 'machine learning consulting'],
  hero: {
    eyebrow: 'Practical AI for small business · Vancouver, WA',
    title: 'AI Consulting for Small Businesses in Vancouver, WA',
    description:
      'Skip the hype. We find the repetitive, expensive tasks in your business that AI can handle today, prove it with a small pilot, and roll out what works, with your data kept private.',
    cta: { label: 'Book a Free AI Consultation', to: href('contact') },
    secondary: { label: 'How It Works', to: '#process' },
    points: [
      'Start small: a pilot in weeks, not months',
      'Your data is never used to train public models',
      'Measured against time and money saved',
      'Training for your team included',
    ],
  },
  sections: [
    {
      kind: 'banner',
      eyebrow: 'Free, no obligation',
      title: 'Free AI Consultation',
      description:
        'Bring one process that eats your team’s time. In 45 minutes we will tell you whether AI can help, what it would cost, and what we would try first.',
      primary: { label: 'Book My Free Consultation', to: href('contact') },
      showCall: true,
    },
    {
      kind: 'cards',
      id: 'use-cases',
      eyebrow: 'Where AI helps',
      title: 'How Small Businesses Use AI',
      subtitle: 'Six practical uses we see pay off for local businesses with 5 to 200 employees.',
      cards: [
        {
          icon: 'chat',
          title: 'Customer Service Chatbots',
          description:
            'Answer common questions on your website and by text at any hour, trained on your own policies and handing off to a person when needed.',
        },
        {
          icon: 'file',
          title: 'Document & Invoice Processing',
          description:
            'Read invoices, receipts, forms and contracts, pull out the fields you need and enter them into your accounting or CRM.',
        },
        {
          icon: 'chart',
          title: 'Sales & Demand Forecasting',
          description:
            'Predict busy weeks, stock needs and cash flow from your own sales history, so you order and schedule with confidence.',
        },
        {
          icon: 'pen',
          title: 'Marketing Content Assistance',
          description:
            'Draft product descriptions, social posts and newsletters in your brand voice, ready for a human to review and publish.',
        },
        {
          icon: 'search',
          title: 'Internal Knowledge Search',
          description: 'Ask questions in plain English and get answers from your manuals, SOPs and past tickets, with links to the source.',
        },
        {
          icon: 'cog',
          title: 'Workflow Automation',
          description: 'Sort e-mails, route requests, summarize calls and update records between the tools you already use.',
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      eyebrow: 'Our approach',
      title: 'How We Bring AI Into Your Business',
      subtitle: 'Six steps that keep risk and cost low, and stop early if the numbers do not add up.',
      steps: [
        { title: 'Discovery', description: 'We learn how work flows through your business and where time, errors and cost pile up.' },
        {
          title: 'Opportunity Assessment',
          description: 'We rank the candidate uses by value and feasibility and agree on the one to try first, with a success measure.',
        },
        {
          title: 'Data Readiness',
          description: 'We check that the data the AI needs exists, is good enough and can be used safely and legally.',
        },
        { title: 'Pilot', description: 'A small, working pilot with real users in two to six weeks, measured against the agreed goal.' },
        {
          title: 'Integration & Rollout',
          description: 'What works is connected to your existing tools, secured and rolled out to the whole team.',
        },
        {
          title: 'Training & Monitoring',
          description: 'We train your staff, watch accuracy and cost, and tune the system as your business changes.',
        },
      ],
    },
    {
      kind: 'rows',
      id: 'services',
      title: 'AI Consulting Services',
      subtitle: 'Pick one service or combine them. Every engagement starts with a clear goal and a fixed first phase.',
      rows: [
        {
          icon: 'target',
          title: 'AI Strategy & Roadmap',
          description: 'A short, practical plan that tells you where AI fits in your business, what to do first and what to leave alone.',
          points: [
            'Process and data review',
            'Ranked list of opportunities',
            'Budget and return estimates',
            'Policy for safe staff use of AI tools',
          ],
        },
        {
          icon: 'bot',
          title: 'Custom Chatbots & Assistants',
          description: 'Assistants for your customers or staff that answer from your own documents and know when to hand off to a person.',
          points: [
            'Website, SMS and Teams/Slack',
            'Answers cite your sources',
            'Hand-off to staff with context',
            'Usage and accuracy reports',
          ],
        },
        {
          icon: 'file',
          title: 'Document Automation',
          description: 'Turn piles of PDFs, scans and e-mails into structured data in the systems you already use.',
          points: [
            'Invoices, forms, contracts',
            'Human review for low-confidence fields',
            'QuickBooks, CRM and ERP integration',
            'Audit trail of every change',
          ],
        },
        {
          icon: 'trending',
          title: 'Predictive Analytics',
          description: 'Forecasts and early warnings built on your own data, presented in dashboards your team will actually open.',
          points: [
            'Sales and demand forecasts',
            'Customer churn signals',
            'Inventory and staffing plans',
            'Dashboards in Power BI or the web',
          ],
        },
        {
          icon: 'plug',
          title: 'AI Integration',
          description: 'Add AI features to the software you already have, using the right model for the job and keeping costs predictable.',
          points: [
            'OpenAI, Anthropic, Azure OpenAI or open models',
            'Private deployment options',
            'Cost limits and monitoring',
            'Secure API design',
          ],
        },
      ],
    },
    { kind: 'testimonials' },
    {
      kind: 'cta',
      title: 'Find Out What AI Can Do for Your Business',
      description: 'Book a free consultation. If AI is not the right answer for your problem, we will tell you, and suggest what is.',
      secondary: { label: 'Review Our Process', to: '#process' },
      showCall: true,
    },
  ],
});
