/**
 * Marks a request made with a valid preview cookie: `res.locals.preview = true`, which the page
 * renderer and /api/route-data read to use the Preview API and skip every shared cache. Such a
 * response shows drafts to one editor: no cache may keep it and no search engine index it,
 * whatever the handler behind set (the headers are fixed as they are written). Preview
 * responses, and only they, may be framed by Contentful's web app (its Live Preview pane):
 * their CSP names it in frame-ancestors and X-Frame-Options (which cannot name a site) is
 * dropped; every other response keeps frame-ancestors 'none' and X-Frame-Options: DENY.
 */
import { parseCookie } from 'cookie';
import type { RequestHandler, Response } from 'express';
import onHeaders from 'on-headers';
import { verifyPreviewCookie } from './preview-cookie.server.ts';

export const PREVIEW_CACHE_CONTROL = 'private, no-store';
export const PREVIEW_ROBOTS_TAG = 'noindex';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how Express's types are extended
  namespace Express {
    interface Locals {
      /** Set by previewMode(): this request shows drafts from the Preview API. */
      preview?: boolean;
    }
  }
}

/** The cookie's name: on https the `__Host-` prefix makes browsers refuse it unless Secure, path / and host-only. */
export function previewCookieName(secure: boolean): string {
  return secure ? '__Host-preview' : 'preview';
}

export interface PreviewModeOptions {
  key: Buffer;
  cookieName: string;
  /** The Content-Security-Policy of preview responses (framedPreviewPolicy); absent: the site's own stays. */
  framedPolicy?: string;
}

export function previewMode({ key, cookieName, framedPolicy }: PreviewModeOptions): RequestHandler {
  return (req, res, next) => {
    const header = req.headers.cookie;
    // Most visitors carry no cookie at all: nothing to parse.
    if (!header?.includes(cookieName)) return next();
    if (!verifyPreviewCookie(key, parseCookie(header)[cookieName])) return next();
    res.locals.preview = true;
    onHeaders(res, function (this: Response) {
      this.setHeader('Cache-Control', PREVIEW_CACHE_CONTROL);
      this.setHeader('X-Robots-Tag', PREVIEW_ROBOTS_TAG);
      if (framedPolicy) {
        this.setHeader('Content-Security-Policy', framedPolicy);
        this.removeHeader('X-Frame-Options');
      }
    });
    next();
  };
}
