/**
 * Everything the blog adds to the HTTP app, in one place so server/app.ts only mounts it:
 * the JSON API, the Contentful webhook (only with a secret) and the image hosts the CSP must
 * allow. The feed, sitemap and robots.txt are the shell's (server/discovery/, mounted by app.ts).
 */
import type { Router } from 'express';
import { blogApi } from './blog-api.server.ts';
import { contentfulWebhook, type WebhookPurge } from './contentful-webhook.server.ts';
import type { Config } from '../core/config.server.ts';
import type { Logger } from '../core/logger.server.ts';
import type { ContentSource } from './content-source.ts';
import { isContentfulConfigured } from './create-content-source.server.ts';

export interface BlogFeature {
  /** Mount at /api/blog. */
  api: Router;
  /** Mount at /api/webhooks/contentful; undefined when CONTENTFUL_WEBHOOK_SECRET is unset (endpoint off). */
  webhook?: Router;
  /** Image origins for the CSP's img-src. */
  imgSrc: string[];
}

/** Where Contentful serves images: its Images API, in the EU data region on its own host; a local test server serves them itself. */
export function contentfulImageOrigins(config: Config): string[] {
  if (!isContentfulConfigured(config)) return [];
  const host = config.CONTENTFUL_HOST;
  const origins = [host.includes('.eu.') ? 'https://images.eu.ctfassets.net' : 'https://images.ctfassets.net'];
  if (!/(^|\.)contentful\.com(:\d+)?$/.test(host)) origins.push(`${config.CONTENTFUL_INSECURE ? 'http' : 'https'}://${host}`);
  return origins;
}

/** `purge` is what a verified webhook runs: by default this process's cache only (app.ts passes the cluster-wide one). */
export function blogFeature(
  config: Config,
  logger: Logger,
  content: ContentSource,
  purge: WebhookPurge = async () => (await content.purge?.()) ?? 0,
): BlogFeature {
  const secret = config.CONTENTFUL_WEBHOOK_SECRET;
  return {
    api: blogApi({ content, logger }),
    webhook: secret ? contentfulWebhook({ secret, purge, logger }) : undefined,
    imgSrc: contentfulImageOrigins(config),
  };
}
