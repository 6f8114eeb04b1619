/**
 * A rate limit's counter in the shared Redis (rate-limit-redis), falling back to this pod's
 * memory whenever Redis does not answer (docs/decisions/102): the form keeps working, and the
 * limit holds per pod, as it did before Redis, until Redis answers again. Each request counted
 * in memory adds to rate_limit_fallback_total; the outage itself is one log line.
 */
import { MemoryStore, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { recordRateLimitFallback } from '../metrics/index.ts';
import type { RedisConnection } from './redis-connection.server.ts';

export class FallbackStore implements Store {
  /** Counts are shared between pods: express-rate-limit's double-count check must not assume otherwise. */
  localKeys = false;
  readonly prefix: string;
  private readonly memory = new MemoryStore();
  private readonly redis: RedisStore;
  private options?: Options;
  /** The scripts rate-limit-redis loads at init are loaded again after a failure (Redis may have restarted empty). */
  private reload = false;

  constructor(
    private readonly connection: RedisConnection,
    private readonly limiter: string,
  ) {
    this.prefix = `rl:${limiter}:`;
    this.redis = new RedisStore({ sendCommand: (...args: string[]) => connection.sendCommand(...args) as never, prefix: this.prefix });
  }

  init(options: Options): void {
    this.options = options;
    this.memory.init(options);
    // Not awaited by express-rate-limit; a failure here is caught and retried at the next increment.
    this.redis.init(options).catch(() => (this.reload = true));
  }

  async increment(key: string): Promise<IncrementResponse> {
    if (this.connection.isReady()) {
      try {
        if (this.reload && this.options) {
          await this.redis.init(this.options);
          this.reload = false;
        }
        return await this.redis.increment(key);
      } catch {
        this.reload = true;
      }
    }
    recordRateLimitFallback(this.limiter);
    return this.memory.increment(key);
  }

  async decrement(key: string): Promise<void> {
    await this.redis.decrement(key).catch(() => undefined);
    this.memory.decrement(key);
  }

  async resetKey(key: string): Promise<void> {
    await this.redis.resetKey(key).catch(() => undefined);
    this.memory.resetKey(key);
  }

  shutdown(): void {
    this.memory.shutdown();
  }
}
