/**
 * POST /api/webhooks/contentful: Contentful calls it on publish and unpublish; a request with a
 * valid signature purges the content cache (everything is refreshed in the background at once).
 * Requests are verified the way Contentful signs them (request verification with a signing
 * secret): HMAC-SHA256 over method, path, the signed headers and the raw body. Without
 * CONTENTFUL_WEBHOOK_SECRET the endpoint is not mounted at all.
 * A body over 64 KiB is refused with 413 before any of that work (the length header is checked
 * first; a chunked body is cut at the limit). A signature must be 64 hex characters (either
 * case); a verified one is remembered by its decoded bytes for its window: the same request
 * sent again is refused with 409, however its signature is spelled.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import express, { Router } from 'express';
import type { Logger } from '../core/logger.server.ts';
import { createReplayGuard } from '../security/replay-guard.server.ts';
import { publishTags } from '../http-cache/publish-tags.ts';

export const SIGNATURE_HEADER = 'x-contentful-signature';
export const SIGNED_HEADERS_HEADER = 'x-contentful-signed-headers';
export const TIMESTAMP_HEADER = 'x-contentful-timestamp';
/** Contentful's toolkit rejects signatures older than 30 s; we allow a minute for clock skew between hosts. */
export const SIGNATURE_TTL_MS = 60_000;
/** Webhook payloads are one entry's JSON, a few KiB: nothing bigger is read. */
export const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;

export interface CanonicalRequest {
  method: string;
  /** Path and query as requested. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** The signature Contentful computes for a request whose signed headers are those listed in x-contentful-signed-headers. */
export function computeSignature(secret: string, request: CanonicalRequest, signedHeaderNames: string[]): string {
  const normalized = new Map<string, string>();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    normalized.set(key.toLowerCase().trim(), (Array.isArray(value) ? value.join(',') : value).trim());
  }
  const headerLine = signedHeaderNames
    .map((name) => name.toLowerCase().trim())
    .filter((name) => normalized.has(name))
    .sort()
    .map((name) => `${name}:${normalized.get(name)}`)
    .join(';');
  const [pathname, search] = request.path.split('?');
  const path = encodeURI(search ? `${pathname}?${encodeURIComponent(search)}` : pathname!);
  return createHmac('sha256', secret).update([request.method, path, headerLine, request.body].join('\n')).digest('hex');
}

/**
 * Contentful sends the HMAC-SHA256 as 64 hex characters. Anything else is refused before it is
 * decoded: Buffer.from(text, 'hex') ignores case and stops at the first non-hex character, so
 * `sig + "zz"` or an uppercase copy would decode to the same bytes and pass as a new request.
 */
const SIGNATURE_FORMAT = /^[0-9a-f]{64}$/i;

/** A verified request carries its MAC's bytes: the replay memory keys on them, however the hex was spelled. */
export type VerifyResult = { ok: true; mac: Buffer } | { ok: false; reason: string };

export function verifySignedRequest(secret: string, request: CanonicalRequest, now = Date.now()): VerifyResult {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value.trim() : undefined;
  };
  const signature = header(SIGNATURE_HEADER);
  const signedHeaders = header(SIGNED_HEADERS_HEADER);
  const timestamp = Number(header(TIMESTAMP_HEADER));
  if (!signature || !signedHeaders || !Number.isFinite(timestamp)) return { ok: false, reason: 'missing signature headers' };
  if (!SIGNATURE_FORMAT.test(signature)) return { ok: false, reason: 'malformed signature' };
  if (Math.abs(now - timestamp) > SIGNATURE_TTL_MS) return { ok: false, reason: 'signature expired' };
  const names = signedHeaders.split(',');
  // The signature must cover its own metadata, or an old signature could be replayed with a new timestamp.
  if (!names.includes(TIMESTAMP_HEADER) || !names.includes(SIGNED_HEADERS_HEADER)) return { ok: false, reason: 'timestamp not signed' };
  const expected = Buffer.from(computeSignature(secret, request, names), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad signature' };
  return { ok: true, mac: given };
}

/** What a verified webhook runs: purges the content (and the cache tier's pages under `tags`); resolves with the local count. */
export type WebhookPurge = (tags: string[]) => number | Promise<number>;

export function contentfulWebhook({ secret, purge, logger }: { secret: string; purge: WebhookPurge; logger: Logger }): Router {
  const router = Router();
  const replays = createReplayGuard();
  router.post('/', express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT_BYTES }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
    const result = verifySignedRequest(secret, { method: req.method, path: req.originalUrl, headers: req.headers, body });
    if (!result.ok) {
      logger.warn({ reason: result.reason }, 'contentful webhook rejected');
      return void res.status(401).json({ message: 'Invalid or missing signature' });
    }
    // Verified, so the timestamp is a number within the window; the key is the MAC's bytes, not its spelling.
    const expiresAt = Number(req.get(TIMESTAMP_HEADER)) + SIGNATURE_TTL_MS;
    if (!replays.firstUse(result.mac.toString('base64'), expiresAt)) {
      logger.warn('contentful webhook rejected: signature already used');
      return void res.status(409).json({ message: 'This signed request was already received' });
    }
    const topic = req.get('x-contentful-topic');
    // Answered once every pod and the cache tier have purged: from then on no visitor gets the old content.
    const purged = await purge(publishTags(body));
    logger.info({ topic, purged }, 'contentful webhook: content cache purged');
    res.json({ purged });
  });
  return router;
}
