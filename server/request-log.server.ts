/**
 * One log line per finished request, and `req.log` / `req.id` for the handlers.
 *
 * This replaced pino-http (docs/decisions/067). pino-http built a child logger, ran the redaction
 * on its bindings and attached several closures for every request, logged or not: about a fifth
 * of what a cached page or a probe allocated, and with it much of the garbage collection that
 * made the slowest 1 % of responses slow. Here the child logger is built only when a handler
 * asks for `req.log`, and a request costs one 'close' listener (067). The line is the same as before:
 * `{ req: { id, method, url, userAgent }, res: { statusCode }, responseTime }`.
 */
import { randomUUID } from 'node:crypto';
import type { Express, Request, RequestHandler } from 'express';
import { isLoadShed } from './core/load-shed.ts';
import type { Logger } from './core/logger.server.ts';

declare module 'http' {
  interface IncomingMessage {
    /** The request's id: the caller's X-Request-Id when it is sane, else a fresh UUID. */
    id: string;
    /** A child logger carrying the request id (built on first use). */
    log: Logger;
  }
}

export interface RequestLogOptions {
  /** Probes and scrapes: logged at debug, so they do not drown the log at info level. */
  quietPaths: ReadonlySet<string>;
}

const SANE_REQUEST_ID = /^[\w.-]{1,128}$/;

export function requestIdOf(req: Request): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

type Level = 'debug' | 'info' | 'warn' | 'error';

export function levelOf(path: string, statusCode: number, quietPaths: ReadonlySet<string>, loadShed = false): Level {
  // Before the status check: /readyz answers 503 on purpose while draining.
  if (quietPaths.has(path)) return 'debug';
  // Refused by a rate limit or a full queue: the limiter warns once per client and window, the
  // queue once per interval, and http_requests_total counts every one. A flood of refusals
  // would otherwise write a line each, spending the CPU the pod needs to answer everyone else (issue 20).
  if (statusCode === 429 || loadShed) return 'debug';
  if (statusCode >= 500) return 'error';
  return statusCode >= 400 ? 'warn' : 'info';
}

/**
 * The longest URL or user agent a log line carries whole. Node accepts request heads of 16 KB,
 * so one request could put 16 KB into every line about it; longer ones are cut, saying how
 * long they were (decision 073).
 */
export const LOGGED_VALUE_MAX_CHARS = 2_048;

export function loggedValue<T extends string | undefined>(value: T): T | string {
  return value === undefined || value.length <= LOGGED_VALUE_MAX_CHARS
    ? value
    : `${value.slice(0, LOGGED_VALUE_MAX_CHARS)}... (${value.length} characters)`;
}

/**
 * Query parameters that carry secrets (the draft preview link's `secret`), by their name as the
 * server reads it: Express decodes names (`%73ecret` is `secret`), ignores case nowhere but a
 * visitor may try any, and reads `secret[]` as `secret` too. Their values never reach the log.
 */
const SECRET_PARAM_NAME = /^\s*(?:secret|token)\s*(?:\[|$)/i;
/** Endpoints whose whole query is a credential or a signed payload: only their path is logged. */
const PATH_ONLY_PREFIXES = ['/api/preview', '/api/webhooks/'];

function decodedName(rawName: string): string {
  try {
    return decodeURIComponent(rawName.replace(/\+/g, ' '));
  } catch {
    return rawName;
  }
}

export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const path = url.slice(0, queryAt);
  const lowerPath = decodedName(path).toLowerCase();
  if (PATH_ONLY_PREFIXES.some((prefix) => lowerPath.startsWith(prefix))) return `${path}?[redacted]`;
  const pairs = url.slice(queryAt + 1).split('&');
  const redacted = pairs.map((pair) => {
    const equalsAt = pair.indexOf('=');
    const rawName = equalsAt === -1 ? pair : pair.slice(0, equalsAt);
    return SECRET_PARAM_NAME.test(decodedName(rawName)) ? `${rawName}=[redacted]` : pair;
  });
  return `${path}?${redacted.join('&')}`;
}

/** What a log line says about its request (handlers' lines and the request line alike). */
function requestFields(req: Request) {
  return {
    id: req.id,
    method: req.method,
    url: loggedValue(loggableUrl(req.originalUrl)),
    userAgent: loggedValue(req.headers['user-agent']),
  };
}

const CHILD = Symbol('request logger');

/**
 * Installs `req.log` as a getter on the app's request prototype (so nothing is built per
 * request until a handler logs) and returns the middleware that names and logs each request.
 */
export function requestLog(app: Express, logger: Logger, options: RequestLogOptions): RequestHandler {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Request & { [CHILD]?: Logger }) {
      return (this[CHILD] ??= logger.child({ req: requestFields(this) }));
    },
  });

  return (req, res, next) => {
    const started = performance.now();
    req.id = requestIdOf(req);
    res.setHeader('X-Request-Id', req.id);
    // Node emits 'close' on every response: right after 'finish', or when the client went away
    // before the response was complete (then it is not writableFinished). One listener, no once().
    res.on('close', () => {
      const aborted = !res.writableFinished;
      const path = (req.originalUrl ?? req.url).split('?', 1)[0] ?? '/';
      const level = levelOf(path, res.statusCode, options.quietPaths, isLoadShed(res));
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: requestFields(req),
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        },
        aborted ? 'request aborted' : 'request completed',
      );
    });
    next();
  };
}
