/** The database design service page (spec §2 "Service pages"): its URL, head and copy. */
import { serviceRoute } from './service-route.ts';
import { href } from '../../shared/route-paths.ts';

/** The approach section's anchor: the closing link and other pages point here. */
export const DATABASE_APPROACH_ID = 'approach';

export default serviceRoute({
  id: 'database-design',
  path: '/database-design-vancouver-wa',
  description:
    'Database design, optimization and migration for PostgreSQL, MySQL, SQL Server and more in Vancouver, WA. Free database evaluation.',
  keywords: ['database design', 'database optimization', 'PostgreSQL consulting', 'data modeling'],
  hero: {
    eyebrow: 'Data modeling & performance · Vancouver, WA',
    title: 'Database Design in Vancouver, WA',
    description:
      'Well-designed databases keep your applications fast, your reports right and your data safe as the business grows. We design new databases and rescue slow, fragile ones.',
    cta: { label: 'Get a Free Database Evaluation', to: href('contact') },
    secondary: { label: 'Our Approach', to: `#${DATABASE_APPROACH_ID}` },
    points: [
      'Slow queries found and fixed',
      'Backups that are tested, not assumed',
      'PostgreSQL, MySQL, SQL Server and more',
      'Clear documentation of your data',
    ],
  },
  sections: [
    {
      kind: 'banner',
      eyebrow: 'Free, no obligation',
      title: 'Free Database Evaluation',
      description:
        'Send us a schema or give us read-only access and we will point out the three changes that would help most: slow queries, missing indexes, backup gaps or security risks.',
      primary: { label: 'Request My Free Evaluation', to: href('contact') },
      showCall: true,
    },
    {
      kind: 'cards',
      id: 'services',
      eyebrow: 'What we do',
      title: 'Database Services',
      subtitle: 'Everything between the first data model and the 3 a.m. restore you hope never to need.',
      cards: [
        {
          icon: 'layers',
          title: 'Database Design & Data Modeling',
          description:
            'Normalized schemas, clear naming and constraints that keep bad data out, designed for the queries you will actually run.',
        },
        {
          icon: 'gauge',
          title: 'Performance Tuning',
          description:
            'We find the slow queries, add the right indexes and rewrite the worst offenders. Page loads measured in seconds become milliseconds.',
        },
        {
          icon: 'upload',
          title: 'Database Migration',
          description:
            'Move from Access, spreadsheets or an old server to PostgreSQL, SQL Server or a managed cloud database, with data checked row by row.',
        },
        {
          icon: 'refresh',
          title: 'Backup, Recovery & High Availability',
          description:
            'Automated, tested backups, point-in-time recovery and replicas, so a failed disk is an inconvenience, not a disaster.',
        },
        {
          icon: 'shield',
          title: 'Security & Compliance',
          description:
            'Encryption, least-privilege roles, auditing and retention rules that help with PCI, HIPAA and customer security reviews.',
        },
        {
          icon: 'chart',
          title: 'Reporting & Data Warehousing',
          description: 'A reporting database or warehouse that feeds Power BI or Metabase without slowing down your live system.',
        },
      ],
    },
    {
      kind: 'tech',
      id: 'technologies',
      title: 'Supported Technologies',
      subtitle: 'Relational, document and in-memory databases, self-hosted or managed in the cloud.',
      items: [
        { name: 'PostgreSQL', mark: 'postgresql', description: 'Open-source relational' },
        { name: 'MySQL', mark: 'mysql', description: 'Web applications' },
        { name: 'MariaDB', mark: 'mariadb', description: 'MySQL-compatible' },
        { name: 'SQL Server', icon: 'database', description: 'Microsoft stack' },
        { name: 'Oracle', icon: 'database', description: 'Enterprise systems' },
        { name: 'SQLite', mark: 'sqlite', description: 'Embedded & desktop' },
        { name: 'MongoDB', mark: 'mongodb', description: 'Document store' },
        { name: 'Redis', mark: 'redis', description: 'Caching & queues' },
        { name: 'Amazon RDS & Aurora', mark: 'aws', description: 'Managed on AWS' },
        { name: 'Azure SQL', mark: 'azure', description: 'Managed on Azure' },
        { name: 'Google Cloud SQL', mark: 'googlecloud', description: 'Managed on GCP' },
        { name: 'Elasticsearch', mark: 'elasticsearch', description: 'Full-text search' },
      ],
    },
    {
      kind: 'process',
      id: DATABASE_APPROACH_ID,
      eyebrow: 'How we work',
      title: 'Our Database Design Approach',
      subtitle: 'Four steps that take you from “our data is a mess” to a database you can trust.',
      steps: [
        {
          title: 'Requirements Analysis',
          description:
            'We interview the people who enter and use the data, collect the reports you need and note volumes, growth and compliance rules.',
        },
        {
          title: 'Conceptual Design',
          description:
            'An entity-relationship model in plain language that you can review: what you store, how things relate and who owns what.',
        },
        {
          title: 'Logical & Physical Design',
          description: 'Tables, keys, constraints and indexes tuned for your chosen database engine, your workload and your budget.',
        },
        {
          title: 'Implementation & Support',
          description: 'We build and migrate the database, set up backups and monitoring, document it, and stay on call as it grows.',
        },
      ],
    },
    { kind: 'testimonials' },
    {
      kind: 'cta',
      title: 'Make Your Data an Asset, Not a Headache',
      description: 'Start with a free evaluation of your current database, or a conversation about the one you need.',
      secondary: { label: 'Review Our Approach', to: href('database-design', { hash: DATABASE_APPROACH_ID }) },
      showCall: true,
    },
  ],
});
