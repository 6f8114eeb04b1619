// Written by `npm run routes` (scripts/routes/write-registries.ts) from the route modules under routes/: do not edit.

import homeRoute from '../home/route.ts';
import aboutUsRoute from '../about-us/route.ts';
import aiConsultingRoute from '../services/ai-consulting.route.ts';
import blogRoute from '../blog/route.ts';
import blogPostRoute from '../blog-post/route.ts';
import caseStudiesRoute from '../case-studies/route.ts';
import caseStudyR3dlabsRoute from '../case-studies/r3dlabs.route.ts';
import caseStudyRaidflyerRoute from '../case-studies/raidflyer.route.ts';
import cloudInfrastructureRoute from '../services/cloud-infrastructure.route.ts';
import cloudMigrationsRoute from '../services/cloud-migrations.route.ts';
import contactRoute from '../contact/route.ts';
import contactsRoute from '../contact/contacts.route.ts';
import customerPortalDevelopmentRoute from '../services/customer-portal-development.route.ts';
import databaseDesignRoute from '../services/database-design.route.ts';
import devopsRoute from '../services/devops.route.ts';
import kubernetesRoute from '../services/kubernetes.route.ts';
import privacyPolicyRoute from '../privacy-policy/route.ts';
import seoMarketingRoute from '../services/seo-marketing.route.ts';
import softwareDevelopmentRoute from '../services/software-development.route.ts';
import termsRoute from '../terms/route.ts';
import webDesignRoute from '../services/web-design.route.ts';
import webDevelopmentRoute from '../services/web-development.route.ts';
import notFoundRoute from '../not-found/route.ts';

/** Every route module (routes/server/route-table.ts reads them). */
export const ROUTE_MODULE_LIST = [
  homeRoute,
  aboutUsRoute,
  aiConsultingRoute,
  blogRoute,
  blogPostRoute,
  caseStudiesRoute,
  caseStudyR3dlabsRoute,
  caseStudyRaidflyerRoute,
  cloudInfrastructureRoute,
  cloudMigrationsRoute,
  contactRoute,
  contactsRoute,
  customerPortalDevelopmentRoute,
  databaseDesignRoute,
  devopsRoute,
  kubernetesRoute,
  privacyPolicyRoute,
  seoMarketingRoute,
  softwareDevelopmentRoute,
  termsRoute,
  webDesignRoute,
  webDevelopmentRoute,
  notFoundRoute,
] as const;
