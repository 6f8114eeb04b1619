/** A post's data, or a 404 for a slug Contentful does not know (the blog feature reads and caches posts). */
import { blogPostLoader } from '../../../server/blog/blog-loaders.server.ts';
import type { LoaderDeps } from '../../../server/loaders/loader-deps.ts';
import type { LoaderArgs } from '../../../server/render/route-loaders.server.ts';

export const loader = (args: LoaderArgs, deps: LoaderDeps) => blogPostLoader(args, deps);
