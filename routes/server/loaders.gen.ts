// Written by `npm run routes` (scripts/routes/write-registries.ts) from the route modules under routes/: do not edit.

import { loader as homeLoader } from '../home/server/loader.ts';
import { loader as blogLoader } from '../blog/server/loader.ts';
import { loader as blogPostLoader } from '../blog-post/server/loader.ts';

/** The loaders beside the route modules, by route id (server/loaders/server-loaders.ts binds them to their sources). */
export const ROUTE_LOADERS = {
  home: homeLoader,
  blog: blogLoader,
  'blog-post': blogPostLoader,
};
