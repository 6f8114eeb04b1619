/** The blog's data: a page of posts, filtered by `?category=` (the blog feature reads and caches them). */
import { blogListLoader } from '../../../server/blog/blog-loaders.server.ts';
import type { LoaderDeps } from '../../../server/loaders/loader-deps.ts';
import type { LoaderArgs } from '../../../server/render/route-loaders.server.ts';

export const loader = (args: LoaderArgs, deps: LoaderDeps) => blogListLoader(args, deps);
