/**
 * The blog from Contentful's Content Delivery API, through the official SDK, with the calls of
 * spec section 7. Every call is bounded: one attempt of at most REQUEST_TIMEOUT_MS, one quick
 * retry when nothing came back or the server failed, and a hard CALL_DEADLINE_MS over both,
 * so a page never waits more than about two seconds on Contentful. (The SDK's own retries wait
 * seconds between attempts, and on a 429 as long as the rate-limit reset says, so they are off.)
 */
import { createClient, type ContentfulClientApi } from 'contentful';
import type { BlogPost, BlogPostSummary, Category } from '../../shared/types.ts';
import type { Logger } from '../core/logger.server.ts';
import { toSummary, type ContentSource, type PostQuery } from './content-source.ts';
import { ContentfulError, toContentfulError } from './contentful-errors.ts';
import { mapCategory, mapPost } from '../../shared/blog/contentful-mapping.ts';
import { inSpan } from '../tracing/spans.ts';

/** One attempt; a healthy CDA answers in well under 300 ms from its CDN. */
export const REQUEST_TIMEOUT_MS = 900;
/** Pause before the single retry: long enough to skip a blip, short enough for the budget. */
const RETRY_DELAY_MS = 100;
/** Hard limit on one call including the retry: the "about two seconds" a page may wait. */
export const CALL_DEADLINE_MS = 2000;
/** Link depth of spec section 7: lists resolve category, author and cover; a single post also the assets of embedded entries. */
const LIST_INCLUDE = 1;
const POST_INCLUDE = 2;

export interface ContentfulSettings {
  spaceId: string;
  accessToken: string;
  environment: string;
  /** host[:port], no scheme. */
  host: string;
  insecure: boolean;
  /**
   * Keep each post's entry as the API gave it (entryOf): Live Preview follows the entry itself.
   * For the uncached preview source only; the delivery source would hold every entry twice.
   */
  keepEntries?: boolean;
}

export class ContentfulContentSource implements ContentSource {
  private readonly client: ContentfulClientApi<'WITHOUT_UNRESOLVABLE_LINKS'>;
  private readonly entries?: WeakMap<BlogPost, unknown>;

  constructor(
    settings: ContentfulSettings,
    private readonly logger: Logger,
  ) {
    this.client = createClient({
      space: settings.spaceId,
      accessToken: settings.accessToken,
      environment: settings.environment,
      host: settings.host,
      insecure: settings.insecure,
      timeout: REQUEST_TIMEOUT_MS,
      retryOnError: false,
      // The SDK's default handler writes to the console; warnings and errors are ours to log.
      logHandler: (level, data) => {
        if (level === 'error' || level === 'warning')
          this.logger.debug({ sdkLevel: level, sdk: typeof data === 'string' ? data : data?.name }, 'contentful sdk');
      },
    }).withoutUnresolvableLinks;
    if (settings.keepEntries) this.entries = new WeakMap();
  }

  /** The entry a post was mapped from (only with keepEntries). */
  entryOf(post: BlogPost): unknown {
    return this.entries?.get(post);
  }

  /** The code of the environment's default locale, the one entries are read in. */
  async getDefaultLocale(): Promise<string | undefined> {
    const response = await this.call('locales', () => this.client.getLocales());
    return response.items.find((locale) => locale.default)?.code;
  }

  async getCategories(): Promise<Category[]> {
    const response = await this.call('categories', () =>
      this.client.getEntries({ content_type: 'category', order: ['fields.name'] } as never),
    );
    return response.items.map(mapCategory).filter((category): category is Category => category !== null);
  }

  async getPosts(query: PostQuery = {}): Promise<BlogPostSummary[]> {
    const request: Record<string, unknown> = { content_type: 'blogPost', order: ['-fields.publishDate'], include: LIST_INCLUDE };
    if (query.categoryId) request['fields.category.sys.id'] = query.categoryId;
    if (query.limit) request.limit = query.limit;
    const response = await this.call('posts', () => this.client.getEntries(request as never));
    return response.items
      .map(mapPost)
      .filter((post): post is BlogPost => post !== null)
      .map(toSummary);
  }

  async getPostBySlug(slug: string): Promise<BlogPost | null> {
    const response = await this.call('post', () =>
      this.client.getEntries({ content_type: 'blogPost', 'fields.slug': slug, include: POST_INCLUDE, limit: 1 } as never),
    );
    if (response.items.length === 0) return null;
    const post = mapPost(response.items[0]);
    if (post) this.entries?.set(post, response.items[0]);
    return post;
  }

  /** One call to Contentful, in a span of its own when tracing is on (the SDK's HTTP requests are its children). */
  private call<T>(what: string, request: () => Promise<T>): Promise<T> {
    return inSpan(`contentful ${what}`, () => this.boundedCall(what, request), { 'upstream.name': 'contentful' });
  }

  /** One bounded call: attempt, maybe one retry, all under the deadline; failures logged without secrets. */
  private async boundedCall<T>(what: string, request: () => Promise<T>): Promise<T> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new ContentfulError(`no answer within ${CALL_DEADLINE_MS} ms`, undefined, undefined)),
        CALL_DEADLINE_MS,
      );
    });
    const attempts = (async () => {
      try {
        return await request();
      } catch (error) {
        const first = toContentfulError(error);
        if (!first.retriable) throw first;
        this.logger.debug({ call: what, status: first.status, requestId: first.requestId }, 'contentful call failed, retrying once');
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
        try {
          return await request();
        } catch (retryError) {
          throw toContentfulError(retryError);
        }
      }
    })();
    try {
      return await Promise.race([attempts, deadline]);
    } catch (error) {
      const failure = toContentfulError(error);
      this.logger.warn(
        { call: what, status: failure.status, requestId: failure.requestId, ms: Math.round(performance.now() - started) },
        `contentful ${what} failed: ${failure.message}`,
      );
      throw failure;
    } finally {
      clearTimeout(timer);
      // A request still running after the deadline must not surface as an unhandled rejection.
      attempts.catch(() => undefined);
    }
  }
}
