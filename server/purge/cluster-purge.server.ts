/**
 * A content purge that reaches every pod. The pod that receives a verified Contentful webhook
 * purges its own cache, then tells each peer (purge-peers.server.ts) with a POST to
 * /api/internal/purge signed with SITE_SECRET; a peer verifies it and purges its own cache,
 * and never forwards it again, so a purge makes exactly one round.
 *
 * The signature is an HMAC (purpose "cache-purge") over a timestamp and a random nonce: it
 * expires after PURGE_WINDOW_MS and each one is accepted once (replay-guard.server.ts). It
 * carries no content: at worst a holder of the secret makes pods refetch early.
 * A peer that is down or slow is logged and skipped after PEER_TIMEOUT_MS; the others still
 * purge, and its own cache expires by itself within the content cache's lifetime. Then, and only
 * then, the shared cache tier purges by tag (purgeTier): a page it fetches again comes from a pod
 * that already dropped the old content.
 */
import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import type { Config } from '../core/config.server.ts';
import type { Logger } from '../core/logger.server.ts';
import { createReplayGuard } from '../security/replay-guard.server.ts';
import { siteSecret } from '../security/site-secret.server.ts';
import { parsePeerSpec } from '../core/peer-spec.ts';
import { ownAddresses, resolvePeers, type ResolveOptions } from './purge-peers.server.ts';

export const INTERNAL_PURGE_PATH = '/api/internal/purge';
export const PURGE_TIMESTAMP_HEADER = 'x-purge-timestamp';
export const PURGE_NONCE_HEADER = 'x-purge-nonce';
export const PURGE_SIGNATURE_HEADER = 'x-purge-signature';
const PURPOSE = 'cache-purge';
/** Peers are in the same cluster: their clocks agree far better than this. */
export const PURGE_WINDOW_MS = 30_000;
/** A healthy peer answers once its content is refreshed (at most the content source's PURGE_REFRESH_WAIT_MS, 3 s). */
const PEER_TIMEOUT_MS = 5_000;
const NONCE = /^[0-9a-f]{32}$/;

export interface ClusterPurgeOptions {
  config: Pick<Config, 'SITE_SECRET' | 'CACHE_PURGE_PEERS' | 'PORT' | 'HOST'>;
  logger: Logger;
  /** Purges this process's content cache; resolves with the number of entries dropped once the new content is in. */
  purgeHere: () => Promise<number>;
  /** The port this process really listens on (PORT may be 0). */
  listeningPort?: () => number;
  /** Tests replace the DNS lookup of a peer name. */
  resolve4?: ResolveOptions['resolve4'];
  /** The shared cache tier's purge by tag (server/http-cache/), run once every pod has purged. */
  purgeTier?: (tags: readonly string[]) => Promise<unknown>;
}

export interface ForwardResult {
  ok: string[];
  failed: string[];
}

export interface ClusterPurge {
  /**
   * Purges here, then on every peer, and only then the cache tier's pages under `tags`, so the
   * tier never fetches a page from a pod that still holds the old content; resolves with the local count.
   */
  purgeEverywhere(tags: readonly string[]): Promise<number>;
  /** The forwarding alone (awaited by tests); resolves once every peer answered or failed. */
  forward(): Promise<ForwardResult>;
  /** POST /api/internal/purge; undefined without SITE_SECRET (no peer could sign for it). */
  router?: Router;
}

function signedHeaders(sign: (data: string) => Buffer): Record<string, string> {
  const timestamp = String(Date.now());
  const nonce = randomBytes(16).toString('hex');
  return {
    [PURGE_TIMESTAMP_HEADER]: timestamp,
    [PURGE_NONCE_HEADER]: nonce,
    [PURGE_SIGNATURE_HEADER]: sign(`${timestamp}.${nonce}`).toString('hex'),
  };
}

export function clusterPurge(options: ClusterPurgeOptions): ClusterPurge {
  const { config, logger, purgeHere } = options;
  const secret = siteSecret(config);
  let spec = config.CACHE_PURGE_PEERS ? parsePeerSpec(config.CACHE_PURGE_PEERS) : undefined;
  if (spec && !config.SITE_SECRET) {
    // Peers could never verify a purge signed with this process's own key: do not send any.
    logger.warn(
      'CACHE_PURGE_PEERS is set but SITE_SECRET is not: purges stay on this pod until SITE_SECRET is set (the same on every pod)',
    );
    spec = undefined;
  }
  const own = ownAddresses(config.HOST);

  async function forward(): Promise<ForwardResult> {
    const result: ForwardResult = { ok: [], failed: [] };
    if (!spec) return result;
    let peers: string[];
    try {
      peers = await resolvePeers(spec, { ownPort: options.listeningPort?.() ?? config.PORT, own, resolve4: options.resolve4 });
    } catch (error) {
      logger.warn(
        { peers: config.CACHE_PURGE_PEERS, reason: (error as Error).message },
        'cache purge: peers could not be looked up; only this pod purged',
      );
      return result;
    }
    const headers = signedHeaders((data) => secret.hmac(PURPOSE, data));
    await Promise.all(
      peers.map(async (peer) => {
        try {
          const response = await fetch(`http://${peer}${INTERNAL_PURGE_PATH}`, {
            method: 'POST',
            headers,
            signal: AbortSignal.timeout(PEER_TIMEOUT_MS),
          });
          await response.body?.cancel();
          if (!response.ok) throw new Error(`answered ${response.status}`);
          result.ok.push(peer);
        } catch (error) {
          const cause = (error as { cause?: { code?: string } }).cause?.code;
          logger.warn({ peer, reason: cause ?? (error as Error).message }, 'cache purge: peer skipped');
          result.failed.push(peer);
        }
      }),
    );
    logger.info({ ok: result.ok.length, failed: result.failed.length }, 'cache purge forwarded to peers');
    return result;
  }

  let router: Router | undefined;
  if (config.SITE_SECRET) {
    const replays = createReplayGuard();
    router = Router();
    // Nothing is read from the body: the headers are the whole request.
    router.post('/', async (req, res) => {
      const timestamp = req.get(PURGE_TIMESTAMP_HEADER) ?? '';
      const nonce = req.get(PURGE_NONCE_HEADER) ?? '';
      const signature = req.get(PURGE_SIGNATURE_HEADER) ?? '';
      const at = Number(timestamp);
      const refuse = (status: number, reason: string) => {
        logger.warn({ reason }, 'peer purge refused');
        res.status(status).json({ message: 'Refused' });
      };
      if (!/^\d{1,15}$/.test(timestamp) || !NONCE.test(nonce) || !/^[0-9a-f]{64}$/.test(signature))
        return refuse(401, 'missing or malformed signature');
      if (Math.abs(Date.now() - at) > PURGE_WINDOW_MS) return refuse(401, 'signature expired');
      if (!secret.verify(PURPOSE, `${timestamp}.${nonce}`, signature)) return refuse(401, 'bad signature');
      if (!replays.firstUse(signature, at + PURGE_WINDOW_MS)) return refuse(409, 'signature already used');
      // Never forwarded again: only a Contentful webhook starts a round.
      const purged = await purgeHere();
      logger.info({ purged }, 'content cache purged by a peer');
      res.json({ purged });
    });
  }

  return {
    async purgeEverywhere(tags) {
      const purged = await purgeHere();
      if (spec) await forward();
      await options.purgeTier?.(tags);
      return purged;
    },
    forward,
    router,
  };
}
