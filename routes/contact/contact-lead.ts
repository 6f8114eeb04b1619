/**
 * The contact page's lead paragraph, which is also its meta description: the page shows the
 * sentence search results show. Its own module, not route.ts, so the page's bundle carries this
 * one sentence and not the route table's metadata.
 */
export const CONTACT_LEAD =
  'Book a free consultation. Call, e-mail or send a message to our Camas, WA office. We reply within one business day.';
