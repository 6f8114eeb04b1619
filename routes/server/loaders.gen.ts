// Written by `npm run routes` (scripts/routes/write-registries.ts) from the route modules under routes/: do not edit.

import { loader as homeLoader } from '../home/server/loader.ts';
import { loader as aboutUsLoader } from '../about-us/server/loader.ts';
import { loader as servicesLoader } from '../services/server/loader.ts';
import { loader as blogLoader } from '../blog/server/loader.ts';
import { loader as blogPostLoader } from '../blog-post/server/loader.ts';
import { loader as contactLoader } from '../contact/server/loader.ts';

/** The loaders beside the route modules, by route id (server/loaders/server-loaders.ts binds them to their sources). */
export const ROUTE_LOADERS = {
  home: homeLoader,
  'about-us': aboutUsLoader,
  'ai-consulting': servicesLoader,
  blog: blogLoader,
  'blog-post': blogPostLoader,
  'cloud-infrastructure': servicesLoader,
  'cloud-migrations': servicesLoader,
  contact: contactLoader,
  contacts: contactLoader,
  'customer-portal-development': servicesLoader,
  'database-design': servicesLoader,
  devops: servicesLoader,
  kubernetes: servicesLoader,
  'seo-marketing': servicesLoader,
  'software-development': servicesLoader,
  'web-design': servicesLoader,
  'web-development': servicesLoader,
};
