/**
 * The shared cache tier's purge (docs/decisions/102): after every pod has dropped its content
 * (server/purge/), each Varnish replica named by HTTP_CACHE_PEERS is told to soft-purge the
 * publish's tags. Soft: the old page stays as the tier's grace copy for an outage, but is never
 * served again while a pod answers (the VCL's grace rules), so visitors see the new content at once.
 *
 * The VCL accepts PURGE only on its purge listener, from cluster addresses; the NetworkPolicy of
 * the cache-tier component admits only the site's pods to it. A replica that is down is logged
 * and skipped: its objects expire within the pages' s-maxage.
 */
import type { Config } from '../core/config.server.ts';
import type { Logger } from '../core/logger.server.ts';
import { parsePeerSpec } from '../core/peer-spec.ts';
import { resolvePeers, type ResolveOptions } from '../purge/purge-peers.server.ts';
import { recordTierPurge } from '../metrics/index.ts';

/** The port of the VCL's purge listener (`-a purge=:6091` in the component), for a DNS name without one. */
export const TIER_PURGE_PORT = 6091;
/** The request header the VCL reads the tags from. */
export const PURGE_TAGS_HEADER = 'xkey-softpurge';
/** A replica answers a purge in milliseconds; a slow one must not hold the webhook's answer. */
const REPLICA_TIMEOUT_MS = 2_000;
/**
 * A page a pod was still rendering from the old content when the purge ran can reach the tier
 * after it; a second purge once any render has ended (render/stream-document's 10 s abort) drops it.
 */
export const LATE_PURGE_MS = 11_000;

export interface TierPurgeResult {
  ok: string[];
  failed: string[];
}

export interface TierPurge {
  /** Soft-purges `tags` on every replica; resolves once each answered or failed, and schedules the late purge. */
  purge(tags: readonly string[]): Promise<TierPurgeResult>;
}

export interface TierPurgeOptions {
  config: Pick<Config, 'HTTP_CACHE_PEERS'>;
  logger: Logger;
  /** Tests replace the DNS lookup of the tier's name. */
  resolve4?: ResolveOptions['resolve4'];
  lateMs?: number;
}

/** Undefined without HTTP_CACHE_PEERS: there is no tier to purge. */
export function tierPurge(options: TierPurgeOptions): TierPurge | undefined {
  const { config, logger } = options;
  if (!config.HTTP_CACHE_PEERS) return undefined;
  const spec = parsePeerSpec(config.HTTP_CACHE_PEERS);
  const lateMs = options.lateMs ?? LATE_PURGE_MS;

  async function purgeOnce(tags: readonly string[], round: 'first' | 'late'): Promise<TierPurgeResult> {
    const result: TierPurgeResult = { ok: [], failed: [] };
    let replicas: string[];
    try {
      // Nothing is left out: no replica is this process.
      replicas = await resolvePeers(spec, { ownPort: TIER_PURGE_PORT, own: new Set(), resolve4: options.resolve4 });
    } catch (error) {
      logger.warn({ reason: (error as Error).message }, 'cache tier purge: replicas could not be looked up');
      recordTierPurge('failed');
      return result;
    }
    await Promise.all(
      replicas.map(async (replica) => {
        try {
          const response = await fetch(`http://${replica}/`, {
            method: 'PURGE',
            headers: { [PURGE_TAGS_HEADER]: tags.join(' ') },
            signal: AbortSignal.timeout(REPLICA_TIMEOUT_MS),
          });
          await response.body?.cancel();
          if (!response.ok) throw new Error(`answered ${response.status}`);
          result.ok.push(replica);
          recordTierPurge('ok');
        } catch (error) {
          const cause = (error as { cause?: { code?: string } }).cause?.code;
          logger.warn({ replica, reason: cause ?? (error as Error).message }, 'cache tier purge: replica skipped');
          result.failed.push(replica);
          recordTierPurge('failed');
        }
      }),
    );
    logger.info({ tags, round, ok: result.ok.length, failed: result.failed.length }, 'cache tier purged by tag');
    return result;
  }

  return {
    async purge(tags) {
      const result = await purgeOnce(tags, 'first');
      setTimeout(() => void purgeOnce(tags, 'late'), lateMs).unref();
      return result;
    },
  };
}
