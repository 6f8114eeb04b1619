/**
 * Compression of responses made per request (streamed pages not yet stored, per-visitor pages,
 * API answers); stored pages carry their own precompressed bytes and a Content-Encoding, which
 * the middleware leaves alone. The settings keep each stream's native memory small and known
 * (issue 20, docs/decisions/089): brotli at quality 4 with a 256 KiB window (a page is well
 * under it), gzip at level 6 with zlib's default 32 KiB window. With the render bound
 * (render/render-slots.server.ts) only a few such streams exist at once.
 */
import compression from 'compression';
import type { RequestHandler } from 'express';
import { constants as zlib } from 'node:zlib';

export const BROTLI_QUALITY = 4;
export const BROTLI_WINDOW_BITS = 18;

export function responseCompression(): RequestHandler {
  return compression({
    level: 6,
    brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS } },
  });
}
