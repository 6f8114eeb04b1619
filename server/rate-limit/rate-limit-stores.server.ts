/**
 * Where the rate limits count (contact posts, the per-visitor contact page, the RUM beacons):
 * with REDIS_URL, in one Redis for the whole cluster, each limiter under its own key prefix;
 * without it, undefined, and express-rate-limit counts in this process's memory, as before.
 */
import type { Store } from 'express-rate-limit';
import type { Config } from '../core/config.server.ts';
import type { Logger } from '../core/logger.server.ts';
import { FallbackStore } from './fallback-store.server.ts';
import { redisConnection } from './redis-connection.server.ts';

/** The limiters, as key prefixes in Redis and as the metric's label. */
export type LimiterName = 'contact' | 'contact_page' | 'rum';

export interface RateLimitStores {
  /** A fresh store for one limiter (express-rate-limit refuses one store shared by two), or undefined: memory. */
  storeFor(limiter: LimiterName): Store | undefined;
  close(): Promise<void>;
}

export function rateLimitStores(config: Pick<Config, 'REDIS_URL'>, logger: Logger): RateLimitStores {
  if (!config.REDIS_URL) return { storeFor: () => undefined, close: async () => undefined };
  const connection = redisConnection(config.REDIS_URL, logger);
  return { storeFor: (limiter) => new FallbackStore(connection, limiter), close: connection.close };
}
