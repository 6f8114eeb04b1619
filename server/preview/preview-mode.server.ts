/**
 * Marks a request made with a valid preview cookie: `res.locals.preview = true`, which the page
 * renderer and /api/route-data read to use the Preview API and skip every shared cache. Such a
 * response shows drafts to one editor: no cache may keep it and no search engine index it,
 * whatever the handler behind set (the headers are fixed as they are written).
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

export function previewMode({ key, cookieName }: { key: Buffer; cookieName: string }): RequestHandler {
  return (req, res, next) => {
    const header = req.headers.cookie;
    // Most visitors carry no cookie at all: nothing to parse.
    if (!header?.includes(cookieName)) return next();
    if (!verifyPreviewCookie(key, parseCookie(header)[cookieName])) return next();
    res.locals.preview = true;
    onHeaders(res, function (this: Response) {
      this.setHeader('Cache-Control', PREVIEW_CACHE_CONTROL);
      this.setHeader('X-Robots-Tag', PREVIEW_ROBOTS_TAG);
    });
    next();
  };
}
