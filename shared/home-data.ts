/** The home page's loader data: what the server's home loader returns and the page reads. */
import type { PageDataBase } from './route-data.ts';
import type { ReviewsData } from './review-types.ts';
import type { BlogPostSummary } from './types.ts';

/** The home page shows at most three recent posts. */
export const RECENT_POSTS_ON_HOME = 3;

/** What the home loader (routes/home/server/loader.ts) returns. */
export interface HomeData extends PageDataBase, ReviewsData {
  /** Newest first; empty when there are none or the content source failed. */
  recentPosts: BlogPostSummary[];
}
