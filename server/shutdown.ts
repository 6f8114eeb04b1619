/**
 * Graceful shutdown, in the order a load balancer needs it:
 *   1. SIGTERM: readiness turns 503 at once (isReady() is false), but everything is still served,
 *      for `drainMs`, so the load balancer sees the 503 and stops sending new traffic here.
 *   2. Stop: the listener closes (no new connections), every response from now on carries
 *      `Connection: close`, idle keep-alive connections are closed, in-flight requests finish.
 *   3. When the last connection has ended the process exits 0.
 * `timeoutMs` bounds the whole sequence: a request that never finishes cannot hold the pod
 * past its grace period; the remaining connections are cut and the process exits 1.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from './logger.server.ts';

export type ShutdownPhase = 'serving' | 'draining' | 'stopping' | 'stopped';

export interface ShutdownOptions {
  server: Server;
  logger: Logger;
  /** Time spent still serving after the signal while /readyz answers 503 (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** Hard limit on the whole shutdown, from the signal (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /** Ends the process; tests pass a spy. */
  exit?: (code: number) => void;
}

export interface Shutdown {
  /** False from the moment shutdown begins: /readyz answers 503. */
  isReady(): boolean;
  phase(): ShutdownPhase;
  /** Starts the sequence (once; later calls return the same promise). Resolves with the exit code. */
  begin(reason: string): Promise<number>;
  /** SIGTERM and SIGINT start the sequence; a second SIGINT (Ctrl-C twice) exits at once. */
  installSignalHandlers(): void;
}

export function createShutdown(options: ShutdownOptions): Shutdown {
  const { server, logger, drainMs, timeoutMs } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let phase: ShutdownPhase = 'serving';
  let done: Promise<number> | undefined;
  const inFlight = new Set<ServerResponse>();

  // Runs before the app's own request listener, so a response started after the stop
  // can still get the header.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    if (phase === 'stopping') res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight.delete(res);
      // A keep-alive connection that just became idle is closed right away while stopping.
      if (phase === 'stopping') setImmediate(() => server.closeIdleConnections());
    });
  });

  function stopAccepting(resolve: (code: number) => void): void {
    phase = 'stopping';
    logger.info({ inFlight: inFlight.size }, 'shutdown: no longer accepting connections; finishing in-flight requests');
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    server.close((error) => {
      if (error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING') {
        logger.error({ err: error }, 'shutdown: closing the server failed');
        return resolve(1);
      }
      resolve(0);
    });
    server.closeIdleConnections();
  }

  function begin(reason: string): Promise<number> {
    if (done) return done;
    phase = 'draining';
    logger.info({ reason, drainMs, timeoutMs }, 'shutdown: readiness is now 503; still serving while the load balancer drains');
    done = new Promise<number>((resolve) => {
      let settled = false;
      const finish = (code: number) => {
        if (settled) return;
        settled = true;
        clearTimeout(drainTimer);
        clearTimeout(hardTimer);
        phase = 'stopped';
        if (code === 0) logger.info('shutdown: complete');
        resolve(code);
      };
      const drainTimer = setTimeout(() => stopAccepting(finish), Math.min(drainMs, timeoutMs));
      const hardTimer = setTimeout(() => {
        logger.error({ inFlight: inFlight.size, timeoutMs }, 'shutdown: timed out; closing the remaining connections');
        server.closeAllConnections();
        finish(1);
      }, timeoutMs);
    }).then((code) => {
      // pino writes asynchronously; flush before the process goes.
      logger.flush?.();
      exit(code);
      return code;
    });
    return done;
  }

  return {
    isReady: () => phase === 'serving',
    phase: () => phase,
    begin,
    installSignalHandlers() {
      process.on('SIGTERM', () => void begin('SIGTERM'));
      process.on('SIGINT', () => {
        if (done) {
          logger.warn('shutdown: second SIGINT, exiting now');
          exit(130);
          return;
        }
        void begin('SIGINT');
      });
    },
  };
}
