/**
 * The one Redis connection the rate limits share (REDIS_URL). Commands never wait for Redis:
 * while it is unreachable they fail at once (no offline queue) or after COMMAND_TIMEOUT_MS, and
 * the limits count in memory meanwhile (fallback-store.server.ts). The client reconnects by itself;
 * an outage and the recovery are each one log line and the rate_limit_shared_store_up gauge.
 * The URL can carry a password: it is never logged.
 */
import { createClient } from 'redis';
import type { Logger } from '../core/logger.server.ts';
import { recordSharedStore } from '../metrics/index.ts';

/** A healthy Redis in the cluster answers in a millisecond; a form post must not wait longer than this on it. */
const COMMAND_TIMEOUT_MS = 500;
/** Reconnect attempts back off to this: soon enough after Redis returns, rare enough while it is down. */
const RECONNECT_MAX_MS = 2_000;
const CONNECT_TIMEOUT_MS = 2_000;

export type SendCommand = (...args: string[]) => Promise<unknown>;

export interface RedisConnection {
  sendCommand: SendCommand;
  /** Connected and answering, as far as the client knows. */
  isReady: () => boolean;
  close: () => Promise<void>;
}

export function redisConnection(url: string, logger: Logger): RedisConnection {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, RECONNECT_MAX_MS) },
  });
  let up: boolean | undefined;
  const report = (nowUp: boolean, reason?: string) => {
    if (up === nowUp) return;
    // The first state is only worth a line when it is bad: a start with Redis up is the normal case.
    if (nowUp && up !== undefined) logger.info('rate limits: Redis answers again, counting for the whole cluster');
    if (!nowUp) logger.warn({ reason }, 'rate limits: Redis unreachable, each pod counts alone until it returns');
    up = nowUp;
    recordSharedStore(nowUp);
  };
  // Without a listener an error event would end the process; the reason is a code, never the URL.
  client.on('error', (error: Error & { code?: string }) => report(false, error.code ?? error.name));
  client.on('ready', () => report(true));
  client.connect().catch((error: Error & { code?: string }) => report(false, error.code ?? error.name));

  return {
    async sendCommand(...args) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`redis did not answer within ${COMMAND_TIMEOUT_MS} ms`)), COMMAND_TIMEOUT_MS);
      });
      try {
        const reply = await Promise.race([client.sendCommand(args), timeout]);
        report(true);
        return reply;
      } catch (error) {
        // Refused while not connected: the connection's own events report that (and it happens once at start).
        if (client.isReady) report(false, (error as Error & { code?: string }).code ?? (error as Error).name);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    isReady: () => client.isReady,
    close: async () => {
      if (client.isOpen) await client.close();
    },
  };
}
