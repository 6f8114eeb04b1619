/** The DevOps service page (spec §2 "Service pages"): its URL, head and copy. */
import { serviceRoute } from './service-route.ts';
import { href } from '../../shared/route-paths.ts';

export default serviceRoute({
  id: 'devops',
  path: '/devops-vancouver-wa',
  description:
    'DevOps consulting in Vancouver, WA: CI/CD pipelines, infrastructure as code, monitoring and automation that cut deployment time.',
  keywords: ['DevOps consulting', 'CI/CD', 'infrastructure as code', 'site reliability'],
  hero: {
    eyebrow: 'CI/CD · Automation · Observability · Vancouver, WA',
    title: 'DevOps Consulting in Vancouver, WA',
    description:
      'Ship changes in minutes instead of days, with fewer late-night fixes. We automate how your software is built, tested, deployed and monitored, and teach your team to run it.',
    cta: { label: 'Book a Free DevOps Assessment', to: href('contact') },
    secondary: { label: 'How We Work', to: '#process' },
    points: [
      'Deployment time cut by up to 90%',
      'Infrastructure costs typically down 40-60%',
      'Rollbacks in one click',
      'Your team trained to run it',
    ],
  },
  sections: [
    {
      kind: 'stats',
      id: 'results',
      title: 'Results Our Clients See',
      subtitle: 'Automation pays for itself quickly: less time waiting on releases, less money spent on idle servers.',
      stats: [
        { value: '90%', label: 'less deployment time' },
        { value: '40-60%', label: 'lower infrastructure costs' },
        { value: 'Minutes', label: 'from merge to production' },
      ],
    },
    {
      kind: 'cards',
      id: 'services',
      eyebrow: 'What we do',
      title: 'DevOps Services',
      subtitle: 'Start with the bottleneck that hurts most; every piece works on its own and together.',
      cards: [
        {
          icon: 'branch',
          title: 'CI/CD Pipelines',
          description:
            'Every change is built, tested and deployed automatically with GitHub Actions, GitLab CI or Azure DevOps, with one-click rollback.',
        },
        {
          icon: 'code',
          title: 'Infrastructure as Code',
          description:
            'Servers, networks and databases defined in Terraform and reviewed like code, so environments are identical and rebuildable.',
        },
        {
          icon: 'container',
          title: 'Containerization',
          description: 'Docker images for your applications and Kubernetes or managed container services to run them.',
          to: href('kubernetes'),
        },
        {
          icon: 'eye',
          title: 'Monitoring & Observability',
          description: 'Metrics, logs, traces and alerts in Prometheus and Grafana, so you can see problems and their cause.',
        },
        {
          icon: 'shield',
          title: 'DevSecOps',
          description: 'Dependency and image scanning, secret management and policy checks built into the pipeline.',
        },
        {
          icon: 'dollar',
          title: 'Cloud Cost Optimization',
          description: 'Right-sizing, auto-scaling and scheduled shutdowns that trim the monthly cloud bill.',
          to: href('cloud-infrastructure'),
        },
      ],
    },
    {
      kind: 'tech',
      id: 'tools',
      title: 'Tools We Work With',
      subtitle: 'Open, widely used tools, so you are never locked in to us or to a vendor.',
      items: [
        { name: 'Docker', mark: 'docker', description: 'Containers' },
        { name: 'Kubernetes', mark: 'kubernetes', description: 'Orchestration' },
        { name: 'Terraform', mark: 'terraform', description: 'Infrastructure as code' },
        { name: 'Ansible', mark: 'ansible', description: 'Configuration' },
        { name: 'GitHub Actions', mark: 'githubactions', description: 'CI/CD' },
        { name: 'GitLab CI', mark: 'gitlab', description: 'CI/CD' },
        { name: 'Argo CD', mark: 'argo', description: 'GitOps delivery' },
        { name: 'Helm', mark: 'helm', description: 'Kubernetes packages' },
        { name: 'Prometheus', mark: 'prometheus', description: 'Metrics' },
        { name: 'Grafana', mark: 'grafana', description: 'Dashboards' },
        { name: 'AWS', mark: 'aws', description: 'Cloud platform' },
        { name: 'Azure', mark: 'azure', description: 'Cloud platform' },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      eyebrow: 'How we work',
      title: 'Our Two-Phase DevOps Process',
      subtitle: 'First we measure, then we automate, and we leave your team able to carry on.',
      steps: [
        {
          title: 'Assessment & Planning',
          description: 'A one-to-two-week review of how code gets from a developer’s laptop to production today.',
          points: [
            'Map the current release process',
            'Measure lead time and failure rate',
            'Find security and reliability gaps',
            'Prioritized roadmap with costs',
          ],
        },
        {
          title: 'Implementation & Optimization',
          description: 'We build the pipeline and infrastructure in small, working increments, then tune them with real data.',
          points: [
            'Pipelines and infrastructure as code',
            'Monitoring and alerting',
            'Runbooks and team training',
            'Ongoing support if you want it',
          ],
        },
      ],
    },
    { kind: 'testimonials' },
    {
      kind: 'cta',
      title: 'Ready to Deploy with Confidence?',
      description: 'Book a free DevOps assessment call and find out where automation would save you the most time.',
      secondary: { label: 'View Case Studies', to: href('case-studies') },
      showCall: true,
    },
  ],
});
