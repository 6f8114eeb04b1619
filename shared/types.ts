/** Domain types shared by the server sources and the pages (spec section 3). */
import type { Document } from '@contentful/rich-text-types';

export interface Category {
  id: string;
  name: string;
  slug: string;
}

export interface Author {
  name: string;
  /** Defaults to '' when the CMS has none. */
  bio: string;
  avatarUrl?: string;
}

export interface ImageRef {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
  /**
   * The image itself as a data: URL (a small site-local SVG cover only), for the one place it
   * is the page's largest paint: it then paints with the HTML (server/blog/inline-cover.server.ts).
   */
  inlineSrc?: string;
}

export interface BlogPost {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  /** ISO date string. */
  publishDate: string;
  /** Rich-text document; null when the post has no body. */
  content: Document | null;
  category: Category | null;
  author?: Author;
  coverImage?: ImageRef;
  /** Defaults to []. */
  tags: string[];
  /** ISO timestamp of the last change, for sitemaps. */
  updatedAt?: string;
}

/** A list entry: everything but the body, so list payloads stay small; the body's reading time instead. */
export type BlogPostSummary = Omit<BlogPost, 'content'> & {
  /** Whole minutes, at least 1 (shared/blog/reading-time.ts). */
  readingMinutes: number;
};

export interface Review {
  authorName: string;
  text: string;
  profilePhotoUrl?: string;
  /** 1..5 */
  rating: number;
  /** Unix seconds. */
  time: number;
  relativeTime?: string;
}

export interface ReviewsSummary {
  rating: number;
  userRatingsTotal: number;
  url?: string;
  reviews: Review[];
}

export interface Testimonial {
  name: string;
  position: string;
  company: string;
  quote: string;
  avatar?: string;
}

/** Settings the browser may know (never secrets). */
export interface PublicConfig {
  siteUrl: string;
  gaMeasurementId?: string;
  metaPixelId?: string;
  /** Share of page loads that report Web Vitals and errors (RUM_SAMPLE_RATE); absent or 0: none. */
  rumSampleRate?: number;
  /** The owner's scheduling page (BOOKING_URL), an https address; absent: the form only. */
  bookingUrl?: string;
}
