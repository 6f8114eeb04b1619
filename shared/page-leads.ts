/**
 * Lead paragraphs that are also their page's meta description: the page shows the same
 * sentence search results show. Kept apart from the route table so a page's bundle carries
 * its one sentence, not every page's metadata.
 */
export const CONTACT_LEAD =
  'Book a free consultation. Call, e-mail or send a message to our Camas, WA office. We reply within one business day.';
export const BLOG_LEAD = 'Practical articles on software, cloud, DevOps and AI for small and medium businesses.';
