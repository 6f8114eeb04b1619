/** Every service page's copy by route id (the tests walk this list). */
import type { RouteId } from '../../../../shared/route-table.ts';
import type { ServicePageContent } from './types.ts';
import { SOFTWARE_DEVELOPMENT } from './software-development.ts';
import { WEB_DEVELOPMENT } from './web-development.ts';
import { CUSTOMER_PORTAL_DEVELOPMENT } from './customer-portal-development.ts';
import { DATABASE_DESIGN } from './database-design.ts';
import { AI_CONSULTING } from './ai-consulting.ts';
import { CLOUD_INFRASTRUCTURE } from './cloud-infrastructure.ts';
import { CLOUD_MIGRATIONS } from './cloud-migrations.ts';
import { WEB_DESIGN } from './web-design.ts';
import { SEO_MARKETING } from './seo-marketing.ts';
import { DEVOPS } from './devops.ts';
import { KUBERNETES } from './kubernetes.ts';

export const SERVICE_PAGE_CONTENT: readonly ServicePageContent[] = [
  SOFTWARE_DEVELOPMENT,
  WEB_DEVELOPMENT,
  CUSTOMER_PORTAL_DEVELOPMENT,
  DATABASE_DESIGN,
  AI_CONSULTING,
  CLOUD_INFRASTRUCTURE,
  CLOUD_MIGRATIONS,
  WEB_DESIGN,
  SEO_MARKETING,
  DEVOPS,
  KUBERNETES,
];

export const SERVICE_ROUTE_IDS: readonly RouteId[] = SERVICE_PAGE_CONTENT.map((page) => page.routeId);
