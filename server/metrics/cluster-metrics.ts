/**
 * What the cluster-wide parts report: the cache tier's purges (server/http-cache/) and the rate
 * limits' shared store (server/rate-limit/), so an operator sees a tier that no longer purges and
 * limits that count per pod because Redis is away.
 */
import { Counter, Gauge } from 'prom-client';
import { registry } from './registry.ts';

export const TIER_PURGE_OUTCOMES = ['ok', 'failed'] as const;
export type TierPurgeOutcome = (typeof TIER_PURGE_OUTCOMES)[number];

export const httpCachePurgesTotal = new Counter({
  name: 'http_cache_purges_total',
  help: 'Soft purges by tag sent to the cache tier replicas (HTTP_CACHE_PEERS), by outcome: ok, failed (the replica keeps old pages until their s-maxage).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
for (const outcome of TIER_PURGE_OUTCOMES) httpCachePurgesTotal.inc({ outcome }, 0);

export function recordTierPurge(outcome: TierPurgeOutcome): void {
  httpCachePurgesTotal.inc({ outcome });
}

export const rateLimitStoreUp = new Gauge({
  name: 'rate_limit_shared_store_up',
  help: 'Whether the rate limits count in the shared Redis (1) or, while it is unreachable, in this pod alone (0). Absent without REDIS_URL.',
  registers: [registry],
});

export const rateLimitFallbackTotal = new Counter({
  name: 'rate_limit_fallback_total',
  help: 'Requests a rate limit counted in this pod alone because Redis did not answer, by limiter (contact, contact_page, rum).',
  labelNames: ['limiter'] as const,
  registers: [registry],
});

export function recordSharedStore(up: boolean): void {
  rateLimitStoreUp.set(up ? 1 : 0);
}

export function recordRateLimitFallback(limiter: string): void {
  rateLimitFallbackTotal.inc({ limiter });
}
