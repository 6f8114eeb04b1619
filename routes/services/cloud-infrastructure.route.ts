/** The cloud infrastructure service page (spec §2 "Service pages"): its URL, head and copy. */
import { serviceRoute } from './service-route.ts';
import { href } from '../../shared/route-paths.ts';

export default serviceRoute({
  id: 'cloud-infrastructure',
  path: '/cloud-infrastructure-vancouver-wa',
  description:
    'Cloud infrastructure design and management on AWS, Azure and Google Cloud for Vancouver, WA businesses, with container orchestration.',
  keywords: ['cloud infrastructure', 'AWS consulting', 'Azure consulting', 'infrastructure as code'],
  hero: {
    eyebrow: 'AWS · Azure · Google Cloud · Vancouver, WA',
    title: 'Cloud Infrastructure in Vancouver, WA',
    description:
      'Reliable, secure and cost-aware cloud foundations for growing businesses. We design, build and run your infrastructure as code, so it is documented, repeatable and cheaper to operate.',
    cta: { label: 'Book a Free Cloud Consultation', to: href('contact') },
    secondary: { label: 'Container Orchestration', to: '#containers' },
    points: [
      'Infrastructure costs typically down 40-60%',
      'Everything defined as code',
      'Monitoring and alerts around the clock',
      'AWS, Azure and Google Cloud',
    ],
  },
  sections: [
    {
      kind: 'banner',
      eyebrow: 'Free, no obligation',
      title: 'Free Cloud Infrastructure Consultation',
      description:
        'We review your current hosting and cloud bill and show you where you can save money, remove single points of failure and tighten security.',
      primary: { label: 'Book My Free Consultation', to: href('contact') },
      showCall: true,
    },
    {
      kind: 'stats',
      id: 'results',
      title: 'What Good Infrastructure Delivers',
      subtitle: 'Typical results for clients who move to automated, well-sized cloud infrastructure.',
      stats: [
        { value: '40-60%', label: 'lower infrastructure costs' },
        { value: '90%', label: 'less time spent on deployments' },
        { value: '24/7', label: 'monitoring and alerting' },
      ],
    },
    {
      kind: 'features',
      id: 'containers',
      eyebrow: 'Kubernetes & containers',
      title: 'Container Orchestration',
      subtitle:
        'Containers package your applications with everything they need, and an orchestrator keeps them running. The result: faster releases, self-healing services and servers that are not half idle.',
      image: { src: '/images/services/container-orchestration.svg', alt: '', width: 480, height: 360 },
      features: [
        {
          icon: 'boxes',
          title: 'Managed Kubernetes',
          description: 'EKS, AKS or GKE clusters set up with sensible defaults, upgrades planned and tested.',
        },
        {
          icon: 'refresh',
          title: 'Self-healing and auto-scaling',
          description: 'Failed containers restart on their own and capacity follows your traffic, up and down.',
        },
        {
          icon: 'zap',
          title: 'Simpler options when they fit',
          description: 'For smaller workloads we use Amazon ECS, Azure Container Apps or Cloud Run instead, with less to manage.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'services',
      eyebrow: 'What we do',
      title: 'Cloud Infrastructure Services',
      columns: 2,
      cards: [
        {
          icon: 'cloud',
          title: 'Cloud Architecture & Setup',
          description: 'Accounts, networks, identity and environments laid out properly from day one on AWS, Azure or Google Cloud.',
          points: ['Landing zones and separate environments', 'Private networking and VPN', 'Single sign-on for your team'],
        },
        {
          icon: 'code',
          title: 'Infrastructure as Code',
          description:
            'Every server, database and firewall rule defined in Terraform or OpenTofu, reviewed like code and rebuilt in minutes.',
          points: ['Terraform / OpenTofu modules', 'Change previews before they apply', 'No more undocumented “snowflake” servers'],
        },
        {
          icon: 'eye',
          title: 'Monitoring & Reliability',
          description: 'Dashboards, alerts and tested backups so you hear about problems before your customers do.',
          points: ['Uptime and performance alerts', 'Centralized logs', 'Backup and disaster-recovery drills'],
        },
        {
          icon: 'dollar',
          title: 'Cost Optimization & Security',
          description: 'Right-sized resources, savings plans and hardened configurations, checked every month.',
          points: ['Monthly cost reports', 'Reserved capacity and auto-shutdown', 'CIS benchmarks and least privilege'],
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Build a Cloud Foundation You Can Rely On',
      description: 'Talk to an engineer about your infrastructure today. The first consultation is free.',
      secondary: { label: 'Planning a Cloud Migration?', to: href('cloud-migrations') },
      showCall: true,
    },
  ],
});
