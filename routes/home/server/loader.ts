/** The home page's data: the latest posts (their covers load lazily) and the Google reviews. */
import { RECENT_POSTS_ON_HOME, type HomeData } from '../../../shared/home-data.ts';
import { withoutInlineCover } from '../../../server/blog/inline-cover.server.ts';
import { orFallback, reviewsData, type LoaderDeps } from '../../../server/loaders/loader-deps.ts';
import type { LoaderArgs } from '../../../server/loaders/route-loaders.server.ts';

export async function loader(args: LoaderArgs, deps: LoaderDeps): Promise<HomeData> {
  const [recentPosts, reviews] = await Promise.all([
    orFallback(deps, 'recent posts', () => deps.content.getPosts({ limit: RECENT_POSTS_ON_HOME }), []),
    reviewsData(args, deps),
  ]);
  // The home page's post cards load their covers lazily: no inline copies (decision 094).
  return { recentPosts: recentPosts.map(withoutInlineCover), ...reviews };
}
