/** The Kubernetes service page (spec §2 "Service pages"): its URL, head and copy. */
import { serviceRoute } from './service-route.ts';
import { href } from '../../shared/route-paths.ts';

export default serviceRoute({
  id: 'kubernetes',
  path: '/kubernetes-vancouver-wa',
  description: 'Kubernetes consulting and managed clusters in Vancouver, WA: EKS, AKS, GKE, Helm, GitOps, security and cost optimization.',
  keywords: ['Kubernetes consulting', 'managed Kubernetes', 'EKS', 'GKE', 'Helm', 'GitOps'],
  hero: {
    eyebrow: 'EKS · AKS · GKE · On-premises · Vancouver, WA',
    title: 'Kubernetes Consulting in Vancouver, WA',
    description:
      'Kubernetes runs your containers reliably at any scale, if it is set up right. We design, secure and manage clusters so your team ships features instead of fighting YAML.',
    cta: { label: 'Book a Free Kubernetes Consultation', to: href('contact') },
    secondary: { label: 'Our Process', to: '#process' },
    points: [
      'Production-ready clusters on EKS, AKS or GKE',
      'Upgrades and security patches handled',
      '24/7 monitoring with a named engineer',
      'Infrastructure costs typically down 40-60%',
    ],
  },
  sections: [
    {
      kind: 'features',
      id: 'benefits',
      eyebrow: 'Why Kubernetes',
      title: 'Benefits of Kubernetes',
      subtitle: 'What a well-run cluster gives a growing business.',
      features: [
        {
          icon: 'refresh',
          title: 'Self-healing applications',
          description: 'Crashed containers restart and failed nodes are replaced automatically, often before anyone notices.',
        },
        {
          icon: 'trending',
          title: 'Scaling on demand',
          description: 'Capacity grows for the Monday rush and shrinks overnight, so you pay for what you use.',
        },
        {
          icon: 'zap',
          title: 'Zero-downtime releases',
          description: 'Rolling and canary deployments ship new versions while customers keep working; deployment time drops by up to 90%.',
        },
        {
          icon: 'dollar',
          title: 'Lower infrastructure costs',
          description: 'Packing workloads efficiently onto fewer servers typically cuts infrastructure costs by 40-60%.',
        },
        {
          icon: 'cloud',
          title: 'No cloud lock-in',
          description: 'The same workloads run on AWS, Azure, Google Cloud or your own hardware.',
        },
        {
          icon: 'layers',
          title: 'Consistent environments',
          description: 'Development, staging and production are defined the same way, so “works on my machine” disappears.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'managed-services',
      eyebrow: 'We run it for you',
      title: 'Managed Kubernetes Services',
      subtitle: 'Keep the benefits without hiring a platform team.',
      cards: [
        {
          icon: 'boxes',
          title: 'Cluster Setup & Upgrades',
          description:
            'Production-ready clusters with networking, ingress, certificates and storage, and version upgrades tested before they reach you.',
        },
        {
          icon: 'eye',
          title: '24/7 Monitoring & Alerting',
          description: 'Prometheus and Grafana dashboards with alerts routed to us, and to you if you want them.',
        },
        {
          icon: 'shield',
          title: 'Security & Compliance',
          description: 'RBAC, network policies, image scanning and CIS benchmark checks, reviewed every month.',
        },
        {
          icon: 'refresh',
          title: 'Backup & Disaster Recovery',
          description: 'Scheduled Velero backups of workloads and volumes, with restores rehearsed, not assumed.',
        },
        {
          icon: 'dollar',
          title: 'Cost Management',
          description: 'Right-sized requests and limits, autoscaling and spot capacity, with a monthly cost report.',
        },
        {
          icon: 'headset',
          title: 'Expert Support',
          description: 'A named engineer who knows your cluster, on call when something breaks.',
        },
      ],
    },
    {
      kind: 'tech',
      id: 'platforms',
      title: 'Platform Expertise',
      subtitle: 'Managed cloud services or your own hardware: we work where your workloads live.',
      items: [
        { name: 'Amazon EKS', mark: 'aws', description: 'Kubernetes on AWS' },
        { name: 'Azure AKS', mark: 'azure', description: 'Kubernetes on Azure' },
        { name: 'Google GKE', mark: 'googlecloud', description: 'Kubernetes on Google Cloud' },
        { name: 'On-premises & k3s', mark: 'k3s', description: 'Your own servers and edge sites' },
      ],
    },
    {
      kind: 'cards',
      id: 'advanced',
      eyebrow: 'Beyond the basics',
      title: 'Advanced Kubernetes Solutions',
      columns: 2,
      cards: [
        {
          icon: 'branch',
          title: 'GitOps Delivery',
          description: 'Argo CD or Flux keep every cluster in line with what is in Git: reviewed, audited and easy to roll back.',
        },
        {
          icon: 'layers',
          title: 'Service Mesh',
          description: 'Istio or Linkerd for encrypted service-to-service traffic, retries and fine-grained traffic shifting.',
        },
        {
          icon: 'globe',
          title: 'Multi-Cluster & Hybrid',
          description: 'Run across regions, clouds or on-premises sites with one way of deploying and observing.',
        },
        {
          icon: 'container',
          title: 'Migration to Kubernetes',
          description: 'Move applications from virtual machines or Docker Compose in stages, with no big-bang cut-over.',
          to: href('cloud-migrations'),
        },
      ],
    },
    {
      kind: 'tech',
      id: 'ecosystem',
      title: 'The Kubernetes Ecosystem We Use',
      subtitle: 'Proven open-source projects from the Cloud Native Computing Foundation and beyond.',
      items: [
        { name: 'Helm', mark: 'helm', description: 'Package management' },
        { name: 'Argo CD', mark: 'argo', description: 'GitOps' },
        { name: 'Flux', mark: 'flux', description: 'GitOps' },
        { name: 'Prometheus', mark: 'prometheus', description: 'Metrics' },
        { name: 'Grafana', mark: 'grafana', description: 'Dashboards' },
        { name: 'Istio', mark: 'istio', description: 'Service mesh' },
        { name: 'Linkerd', mark: 'linkerd', description: 'Service mesh' },
        { name: 'cert-manager', icon: 'lock', description: 'TLS certificates' },
        { name: 'ingress-nginx', mark: 'nginx', description: 'Ingress' },
        { name: 'Velero', icon: 'refresh', description: 'Backup & restore' },
        { name: 'Kyverno', icon: 'shield', description: 'Policy' },
        { name: 'Trivy', mark: 'trivy', description: 'Vulnerability scanning' },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      eyebrow: 'How we work',
      title: 'Our Kubernetes Process',
      subtitle: 'From first assessment to a platform your team is comfortable running.',
      steps: [
        {
          title: 'Assess',
          description: 'We review your applications, traffic and team skills, and tell you honestly whether Kubernetes is the right fit.',
        },
        {
          title: 'Design',
          description: 'Cluster layout, networking, security and delivery pipeline designed and documented before anything is built.',
        },
        {
          title: 'Build & Migrate',
          description: 'Clusters built with infrastructure as code, and workloads moved over one at a time with rollback ready.',
        },
        {
          title: 'Operate & Improve',
          description: 'We monitor, upgrade and tune the platform, and train your team to take over as much as they want.',
        },
      ],
    },
    { kind: 'testimonials' },
    {
      kind: 'cta',
      title: 'Run Kubernetes Without the Headaches',
      description: 'Book a free consultation with an engineer who runs production clusters every day.',
      secondary: { label: 'Explore DevOps Services', to: href('devops') },
      showCall: true,
    },
  ],
});
