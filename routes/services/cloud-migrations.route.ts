/** The cloud migrations service page (spec §2 "Service pages"): its URL, head and copy. */
import { serviceRoute } from './service-route.ts';
import { href } from '../../shared/route-paths.ts';
import { serviceEntry } from '../../shared/services.ts';

export default serviceRoute({
  id: 'cloud-migrations',
  path: '/cloud-migrations-vancouver-wa',
  // Ends with the service's one-liner, written once in the services list.
  description: `Planned, low-risk cloud migrations and container migrations for Vancouver, WA companies. ${serviceEntry('cloud-migrations').description}.`,
  keywords: ['cloud migration', 'container migration', 'lift and shift', 'data center migration'],
  hero: {
    eyebrow: 'Low-risk migrations · Vancouver, WA',
    title: 'Cloud Migrations in Vancouver, WA',
    description:
      'Move off aging servers and into AWS, Azure or Google Cloud with a plan, a tested rollback and no surprise downtime. We migrate in stages, so your business keeps running the whole way.',
    cta: { label: 'Book a Free Migration Consultation', to: href('contact') },
    secondary: { label: 'Our Migration Process', to: '#process' },
    points: [
      'A written plan and cost estimate up front',
      'Cut-overs scheduled outside business hours',
      'A tested rollback for every step',
      'Costs typically down 40-60% once optimized',
    ],
  },
  sections: [
    {
      kind: 'banner',
      eyebrow: 'Free, no obligation',
      title: 'Free Cloud Migration Consultation',
      description:
        'We inventory what you run today and give you a migration plan with an estimated monthly cloud cost, so you know the numbers before you commit.',
      primary: { label: 'Book My Free Consultation', to: href('contact') },
      showCall: true,
    },
    {
      kind: 'features',
      id: 'container-migration',
      eyebrow: 'Modernize as you move',
      title: 'Container Migration',
      subtitle:
        'Moving to the cloud is the right moment to package applications in containers. They start faster, scale on demand and run the same in every environment, which is how clients cut deployment time by up to 90%.',
      image: { src: '/images/services/container-migration.svg', alt: '', width: 480, height: 360 },
      reversed: true,
      features: [
        {
          icon: 'container',
          title: 'Containerize existing applications',
          description: 'We wrap .NET, Java, PHP, Node.js and Python applications in Docker images, often with no code changes.',
        },
        {
          icon: 'boxes',
          title: 'Run them on managed platforms',
          description: 'Kubernetes (EKS, AKS, GKE) or simpler services such as ECS and Cloud Run, chosen to fit your team.',
        },
        {
          icon: 'branch',
          title: 'Automated delivery from day one',
          description: 'A CI/CD pipeline builds, tests and deploys every change, so the new platform is easier to use than the old one.',
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      eyebrow: 'How we migrate',
      title: 'Our Four-Step Migration Process',
      subtitle: 'Each step ends with a review, and nothing is switched off until its replacement has proven itself.',
      steps: [
        { title: 'Assess', description: 'We inventory servers, applications, data and dependencies, and measure how they are used today.' },
        {
          title: 'Plan',
          description:
            'We choose the right path for each workload (rehost, re-platform or rebuild), estimate costs and schedule cut-overs in quiet hours.',
        },
        {
          title: 'Migrate',
          description: 'Workloads move in waves with data synchronized ahead of time, tested side by side, with a rollback ready.',
        },
        {
          title: 'Optimize',
          description: 'After the move we right-size resources and automate operations, typically lowering infrastructure costs by 40-60%.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Ready to Leave the Server Closet Behind?',
      description: 'Get a clear migration plan and cost estimate from a local team that has done it before.',
      secondary: { label: 'Explore Cloud Infrastructure', to: href('cloud-infrastructure') },
      showCall: true,
    },
  ],
});
