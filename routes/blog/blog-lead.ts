/**
 * The blog's lead paragraph, which is also its meta description: the page shows the sentence
 * search results show. Its own module, not route.ts, so the page's bundle carries this one
 * sentence and not the route table's metadata.
 */
export const BLOG_LEAD = 'Practical articles on software, cloud, DevOps and AI for small and medium businesses.';
