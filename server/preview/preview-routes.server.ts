/**
 * GET /api/preview?secret=…&slug=…  the link Contentful's "Open preview" button follows: with
 *   the right secret, sets the signed preview cookie and sends the editor (307) to the post, or
 *   to the blog without a slug. A wrong or missing secret gets 401 and no cookie.
 * GET /api/preview/exit?redirect=/path  clears the cookie and sends the visitor back to where
 *   they were: the `redirect` path, else the Referer's path when it is this site, else '/'.
 * Mounted only when preview is configured; otherwise /api answers 404 for both.
 */
import { Router, type CookieOptions } from 'express';
import type { Logger } from '../core/logger.server.ts';
import { signPreviewCookie, secretMatches } from './preview-cookie.server.ts';
import { sameSitePath } from './return-path.ts';
import { href, postHref } from '../../shared/route-paths.ts';

/** Contentful slugs: letters, digits, '-' and '_', bounded like every request input. */
export const PREVIEW_SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;

export interface PreviewRoutesOptions {
  /** CONTENTFUL_PREVIEW_SECRET. */
  secret: string;
  key: Buffer;
  cookieName: string;
  /** The cookie may go with requests from a cross-site frame (see previewCookieOptions). */
  crossSite: boolean;
  /** Origins a Referer may have to count as "this site" (PUBLIC_SITE_URL's). */
  siteOrigins: readonly string[];
  logger: Logger;
}

/**
 * Whether browsers take a Secure cookie from this site: served over https, or over http from
 * the machine itself (localhost, 127.0.0.0/8, [::1]), which browsers count as a secure context.
 */
export function servesSecureCookies(siteUrl: string): boolean {
  const { protocol, hostname } = new URL(siteUrl);
  if (protocol === 'https:') return true;
  return hostname === 'localhost' || hostname.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname === '[::1]';
}

/**
 * Contentful's Live Preview pane frames the site from app.contentful.com: inside it every
 * request is cross-site, so the cookie is SameSite=None (sent in the frame) and Secure (None
 * requires it), and Partitioned (CHIPS) so that browsers blocking third-party cookies still
 * keep it, in a jar of its own for that top-level site only (docs/decisions/095). A site whose
 * cookies cannot be Secure (plain http on another host) keeps SameSite=Lax: preview then works
 * in a tab of its own, not in the pane.
 */
export function previewCookieOptions(crossSite: boolean): CookieOptions {
  return crossSite
    ? { httpOnly: true, sameSite: 'none', secure: true, partitioned: true, path: '/' }
    : { httpOnly: true, sameSite: 'lax', secure: false, path: '/' };
}

export function previewRoutes(options: PreviewRoutesOptions): Router {
  const { secret, key, cookieName, crossSite, siteOrigins, logger } = options;
  const router = Router();

  router.get('/', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!secretMatches(req.query.secret, secret)) {
      // Never the given value: it may be a real secret pasted in the wrong place.
      logger.warn('preview refused: wrong or missing secret');
      return void res.status(401).json({ message: 'Invalid preview secret.' });
    }
    const slug = req.query.slug;
    if (slug !== undefined && slug !== '' && (typeof slug !== 'string' || !PREVIEW_SLUG.test(slug))) {
      return void res.status(400).json({ message: 'slug must be 1 to 200 letters, digits, hyphens or underscores.' });
    }
    const cookie = signPreviewCookie(key);
    // Max-Age as well: browsers prefer it, and it does not depend on the visitor's clock.
    res.cookie(cookieName, cookie.value, {
      ...previewCookieOptions(crossSite),
      expires: cookie.expires,
      maxAge: cookie.expires.getTime() - Date.now(),
    });
    res.redirect(307, slug ? postHref(slug) : href('blog'));
  });

  router.get('/exit', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.clearCookie(cookieName, previewCookieOptions(crossSite));
    const origins = [...siteOrigins, `${req.protocol}://${req.get('host') ?? ''}`];
    const target = sameSitePath(req.query.redirect) ?? sameSitePath(req.get('referer'), origins) ?? '/';
    res.redirect(307, target);
  });

  return router;
}
