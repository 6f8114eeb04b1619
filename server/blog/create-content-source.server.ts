/**
 * Picks the blog's source from the configuration: Contentful when a space and token are set,
 * else the embedded content/ files. Either way it sits behind the content cache, so pages read
 * one interface with one freshness policy.
 */
import type { CacheObserver } from '../cache/upstream-cache.server.ts';
import type { Config } from '../core/config.server.ts';
import type { Logger } from '../core/logger.server.ts';
import { CachedContentSource } from './cached-content-source.server.ts';
import { contentMetricsObserver } from './content-metrics.server.ts';
import type { ContentSource } from './content-source.ts';
import { ContentfulContentSource } from './contentful-content-source.server.ts';
import { LocalContentSource } from './local-content-source.server.ts';

export function isContentfulConfigured(config: Config): boolean {
  return Boolean(config.CONTENTFUL_SPACE_ID && config.CONTENTFUL_ACCESS_TOKEN);
}

export function createUpstreamContentSource(config: Config, logger: Logger, localDirectory: string): ContentSource {
  if (isContentfulConfigured(config)) {
    logger.info(
      { source: 'contentful', space: config.CONTENTFUL_SPACE_ID, environment: config.CONTENTFUL_ENVIRONMENT, host: config.CONTENTFUL_HOST },
      'blog content source',
    );
    return new ContentfulContentSource(
      {
        spaceId: config.CONTENTFUL_SPACE_ID!,
        accessToken: config.CONTENTFUL_ACCESS_TOKEN!,
        environment: config.CONTENTFUL_ENVIRONMENT,
        host: config.CONTENTFUL_HOST,
        insecure: config.CONTENTFUL_INSECURE,
      },
      logger,
    );
  }
  logger.info({ source: 'local', directory: localDirectory }, 'blog content source');
  return new LocalContentSource(localDirectory, logger);
}

/** The source the app uses: the upstream behind the cache, reporting to the metrics unless told otherwise. */
export function createContentSource(
  config: Config,
  logger: Logger,
  localDirectory: string,
  observer: CacheObserver = contentMetricsObserver(isContentfulConfigured(config) ? 'contentful' : 'local'),
): CachedContentSource {
  return new CachedContentSource(createUpstreamContentSource(config, logger, localDirectory), logger, { observer });
}
