/**
 * Draft preview for Contentful editors, in one place so server/app.ts only mounts it: the
 * /api/preview routes, the middleware that recognises a preview request, and the Preview API
 * source its pages read from. On only when the Contentful source is on and both
 * CONTENTFUL_PREVIEW_TOKEN and CONTENTFUL_PREVIEW_SECRET are set; otherwise nothing of it
 * exists (no routes, no banner). See docs/decisions/085; Contentful's Live Preview
 * pane (framing, the cross-site cookie, the SDK's data): docs/decisions/095.
 */
import type { RequestHandler, Router } from 'express';
import type { Config } from '../core/config.server.ts';
import type { ContentSource } from '../blog/content-source.ts';
import { ContentfulContentSource } from '../blog/contentful-content-source.server.ts';
import { isContentfulConfigured } from '../blog/create-content-source.server.ts';
import type { Logger } from '../core/logger.server.ts';
import { framedPreviewPolicy, type CspOptions } from '../security/csp.ts';
import { previewCookieKey } from './preview-cookie.server.ts';
import type { LivePreviewLoading } from './preview-loaders.server.ts';
import { previewCookieName, previewMode } from './preview-mode.server.ts';
import { previewRoutes, servesSecureCookies } from './preview-routes.server.ts';

export interface PreviewFeature {
  /** Mount at /api/preview, before the /api 404. */
  api: Router;
  /** Mount before /api/route-data and the pages: sets res.locals.preview and the no-cache, noindex headers. */
  mode: RequestHandler;
  /** The Content Preview API (drafts included), deliberately uncached: one editor's view, always current. */
  content: ContentSource;
  /** What the preview loaders add for Contentful's Live Preview pane. */
  live: LivePreviewLoading;
}

export function isPreviewConfigured(config: Config): boolean {
  return isContentfulConfigured(config) && Boolean(config.CONTENTFUL_PREVIEW_TOKEN && config.CONTENTFUL_PREVIEW_SECRET);
}

/**
 * The feature, or undefined when preview is not configured.
 * `siteKey` (siteSecretKey) keys the cookie's signature; `csp` is the site's policy, which
 * preview responses keep but for who may frame them.
 */
export function previewFeature(config: Config, logger: Logger, siteKey: Buffer, csp: CspOptions = {}): PreviewFeature | undefined {
  if (!isPreviewConfigured(config)) {
    if (config.CONTENTFUL_PREVIEW_TOKEN || config.CONTENTFUL_PREVIEW_SECRET) {
      logger.warn(
        'draft preview off: it needs the Contentful source (CONTENTFUL_SPACE_ID, CONTENTFUL_ACCESS_TOKEN) and both CONTENTFUL_PREVIEW_TOKEN and CONTENTFUL_PREVIEW_SECRET',
      );
    }
    return undefined;
  }
  const secret = config.CONTENTFUL_PREVIEW_SECRET!;
  const key = previewCookieKey(siteKey, secret);
  const cookieName = previewCookieName(config.PUBLIC_SITE_URL.startsWith('https:'));
  // Contentful's pane frames the site cross-site: only a Secure cookie can be sent there.
  const crossSite = servesSecureCookies(config.PUBLIC_SITE_URL);
  const origins = config.CONTENTFUL_PREVIEW_FRAME_ANCESTORS;
  if (!crossSite) {
    logger.warn(
      "draft preview works in a tab of its own only: Contentful's Live Preview pane needs PUBLIC_SITE_URL on https (or localhost)",
    );
  }
  logger.info({ host: config.CONTENTFUL_PREVIEW_HOST, frameAncestors: origins }, 'draft preview on (Contentful Preview API)');
  const content = new ContentfulContentSource(
    {
      spaceId: config.CONTENTFUL_SPACE_ID!,
      accessToken: config.CONTENTFUL_PREVIEW_TOKEN!,
      environment: config.CONTENTFUL_ENVIRONMENT,
      host: config.CONTENTFUL_PREVIEW_HOST,
      insecure: config.CONTENTFUL_INSECURE,
      keepEntries: true,
    },
    logger,
  );
  return {
    api: previewRoutes({ secret, key, cookieName, crossSite, siteOrigins: [new URL(config.PUBLIC_SITE_URL).origin], logger }),
    mode: previewMode({ key, cookieName, framedPolicy: framedPreviewPolicy(csp, origins) }),
    content,
    live: { source: content, origins, logger },
  };
}
