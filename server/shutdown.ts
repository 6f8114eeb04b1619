/**
 * Graceful shutdown, in the order a load balancer needs it:
 *   1. SIGTERM: readiness turns 503 at once (isReady() is false), but everything is still served,
 *      for `drainMs`, so the load balancer sees the 503 and stops sending new traffic here.
 *      From now on every response carries `Connection: close`: each keep-alive client finishes
 *      the request it sent and then opens its next connection elsewhere, instead of finding its
 *      connection cut under a request later.
 *   2. Stop: the listener closes (no new connections); in-flight requests finish and their
 *      connections close after the response. Connections with no request in progress are
 *      closed only once they have stayed idle for `idleGraceMs`: a connection accepted a moment
 *      before the stop, whose request is still on its way, is served instead of reset.
 *   3. When the last connection has ended the process exits 0.
 * `timeoutMs` bounds the whole sequence: a request that never finishes cannot hold the pod
 * past its grace period; the remaining connections are cut and the process exits 1.
 * In development (`immediate`), a signal ends the process at once: nobody is draining a
 * laptop, and Ctrl+C or the watcher's restart should not wait.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from './core/logger.server.ts';

export type ShutdownPhase = 'serving' | 'draining' | 'stopping' | 'stopped';

export interface ShutdownOptions {
  server: Server;
  logger: Logger;
  /** Time spent still serving after the signal while /readyz answers 503 (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** Hard limit on the whole shutdown, from the signal (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /**
   * After the stop, a connection with no request in progress is closed once it has been idle
   * this long (default 500 ms): long enough for a request already sent on it to arrive.
   */
  idleGraceMs?: number;
  /** Ends the process; tests pass a spy. */
  exit?: (code: number) => void;
}

/** Requests arrive within milliseconds of a connection opening; this is ample on a loaded machine. */
const DEFAULT_IDLE_GRACE_MS = 500;

export interface Shutdown {
  /** False from the moment shutdown begins: /readyz answers 503. */
  isReady(): boolean;
  phase(): ShutdownPhase;
  /** Starts the sequence (once; later calls return the same promise). Resolves with the exit code. */
  begin(reason: string): Promise<number>;
  /**
   * SIGTERM and SIGINT start the sequence; a second SIGINT (Ctrl-C twice) exits at once. With
   * `immediate` (development) either signal exits at once: 0 for SIGTERM, 130 for SIGINT.
   */
  installSignalHandlers(options?: { immediate?: boolean }): void;
}

export function createShutdown(options: ShutdownOptions): Shutdown {
  const { server, logger, drainMs, timeoutMs } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const idleGraceMs = options.idleGraceMs ?? DEFAULT_IDLE_GRACE_MS;
  let phase: ShutdownPhase = 'serving';
  let done: Promise<number> | undefined;
  const inFlight = new Set<ServerResponse>();

  let idleTimer: NodeJS.Timeout | undefined;

  // Runs before the app's own request listener, so every response from the signal on gets
  // the header: Node then ends the connection right after that response, between requests.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    if (phase !== 'serving') res.setHeader('Connection', 'close');
    res.once('close', () => inFlight.delete(res));
  });

  function stopAccepting(resolve: (code: number) => void): void {
    phase = 'stopping';
    logger.info({ inFlight: inFlight.size }, 'shutdown: no longer accepting connections; finishing in-flight requests');
    server.close((error) => {
      if (error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING') {
        logger.error({ err: error }, 'shutdown: closing the server failed');
        return resolve(1);
      }
      resolve(0);
    });
    // Not at once: a connection that looks idle may carry a request still in flight to us.
    // Every response now closes its own connection, so what stays idle past the grace is a
    // client that sent nothing since, and closing it cuts no request. Repeated for the
    // connections whose request arrives during the grace but is answered later.
    idleTimer = setInterval(() => server.closeIdleConnections(), idleGraceMs);
  }

  function begin(reason: string): Promise<number> {
    if (done) return done;
    phase = 'draining';
    // Responses already being prepared close their connection too.
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    logger.info({ reason, drainMs, timeoutMs }, 'shutdown: readiness is now 503; still serving while the load balancer drains');
    done = new Promise<number>((resolve) => {
      let settled = false;
      const finish = (code: number) => {
        if (settled) return;
        settled = true;
        clearTimeout(drainTimer);
        clearTimeout(hardTimer);
        clearInterval(idleTimer);
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
    installSignalHandlers({ immediate = false } = {}) {
      if (immediate) {
        const now = (signal: string, code: number) => {
          logger.info({ signal }, 'shutdown: development, exiting now without a drain');
          logger.flush?.();
          exit(code);
        };
        process.on('SIGTERM', () => now('SIGTERM', 0));
        process.on('SIGINT', () => now('SIGINT', 130));
        return;
      }
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
