/** Shapes of the data loaders hand to the pages (the same on the server and the client). */
import type { HeadOverride } from './head.ts';
import type { Category, PublicConfig } from './types.ts';

/** Data of the root route: what the frame (header, footer, analytics) needs. */
export interface RootData {
  categories: Category[];
  publicConfig: PublicConfig;
}

/** Every page loader may refine the head and the breadcrumb label of its page. */
export interface PageDataBase {
  head?: HeadOverride;
  crumb?: string;
}

export interface NotFoundData extends PageDataBase {
  path: string;
}
