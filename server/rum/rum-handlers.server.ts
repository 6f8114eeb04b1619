/**
 * POST /api/vitals and POST /api/client-errors: the beacons of real-user monitoring
 * (docs/decisions/091). Order: Content-Length (a body over RUM_BODY_MAX_BYTES, or one without a
 * length, is refused before anything reads it), the per-address rate limit, the JSON parser
 * (bounded to the same size), the zod schema; only then a metric changes. Accepted: 204.
 *
 * Nothing about the visitor is kept: no cookie is read or set, and neither the address (the
 * rate limit holds it in memory for its one-minute window only) nor the user agent is stored.
 * The first line of a browser error's message is logged, at most LOG_LINES_PER_MINUTE a
 * minute per kind, by the app's logger (not the request's, whose lines carry the user agent).
 */
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { CLIENT_ERROR_MESSAGE_MAX_CHARS, RUM_BODY_MAX_BYTES } from '../../shared/rum.ts';
import type { Logger } from '../core/logger.server.ts';
import { countClientError, observeVitals } from '../metrics/index.ts';
import { LogBudget } from './log-budget.ts';
import { clientErrorBeaconSchema, vitalsBeaconSchema } from './rum-schema.ts';

/** Enough to see what broke after a deploy without letting a loop of errors flood the log. */
export const LOG_LINES_PER_MINUTE = 5;
const RATE_WINDOW_MS = 60_000;

export interface RumHandlersOptions {
  /** Beacons (vitals and errors together) per client address per minute. */
  rateLimit: number;
  /** Where they are counted: the cluster's Redis (server/rate-limit/); absent, this process's memory. */
  limitStore?: Store;
  logger: Logger;
  now?: () => number;
}

/** Refuses by the declared length alone: sendBeacon always sends one, and nothing is read first. */
const declaredLengthWithinLimit: RequestHandler = (req, res, next) => {
  const declared = req.headers['content-length'];
  if (declared === undefined || !/^\d+$/.test(declared)) return void res.status(411).json({ message: 'Content-Length required' });
  if (Number(declared) > RUM_BODY_MAX_BYTES) return void res.status(413).json({ message: 'Beacon too large' });
  // sendBeacon with a string sends text/plain; application/json from other clients is fine too.
  if (!req.is(['application/json', 'text/plain'])) return void res.status(415).json({ message: 'Send JSON' });
  next();
};

/** First line only, cut to the bound again: the browser's cut is not to be trusted. */
function firstLine(message: string): string {
  return (message.split(/\r?\n/, 1)[0] ?? '').trim().slice(0, CLIENT_ERROR_MESSAGE_MAX_CHARS);
}

export interface RumHandlers {
  /** POST VITALS_ENDPOINT */
  vitals: Array<RequestHandler | ErrorRequestHandler>;
  /** POST CLIENT_ERRORS_ENDPOINT */
  clientErrors: Array<RequestHandler | ErrorRequestHandler>;
}

/**
 * The two endpoints' handler chains, for `app.post(path, ...chain)`: mounted on their exact
 * paths, so no other request walks through them.
 */
export function rumHandlers(options: RumHandlersOptions): RumHandlers {
  const { logger } = options;
  const budget = new LogBudget(LOG_LINES_PER_MINUTE, options.now);
  const before: RequestHandler[] = [
    declaredLengthWithinLimit,
    // One limiter for both endpoints: a page view sends one vitals beacon and rarely an error.
    rateLimit({
      windowMs: RATE_WINDOW_MS,
      limit: options.rateLimit,
      store: options.limitStore,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      handler: (_req, res) => void res.status(429).json({ message: 'Too many beacons' }),
    }),
    express.json({ type: ['application/json', 'text/plain'], limit: RUM_BODY_MAX_BYTES, strict: true }),
  ];

  const recordVitals: RequestHandler = (req, res) => {
    const beacon = vitalsBeaconSchema.safeParse(req.body);
    if (!beacon.success) return void res.status(400).json({ message: 'Invalid beacon' });
    const { route, device, ...values } = beacon.data;
    observeVitals(route, device, values);
    res.status(204).end();
  };

  const recordClientError: RequestHandler = (req, res) => {
    const beacon = clientErrorBeaconSchema.safeParse(req.body);
    if (!beacon.success) return void res.status(400).json({ message: 'Invalid beacon' });
    const { route, kind, message } = beacon.data;
    countClientError(route, kind);
    if (budget.take(kind)) logger.warn({ route, kind, message: firstLine(message) }, 'browser error');
    res.status(204).end();
  };

  // The parser's refusals (malformed JSON, a body longer than it said): answered here, without
  // the app's error log line, which would carry the request's user agent.
  const onParseError: ErrorRequestHandler = (error, _req, res, next) => {
    const status = typeof error?.status === 'number' ? error.status : 500;
    if (status >= 500) return next(error);
    res.status(status).json({ message: 'Unreadable beacon' });
  };

  return { vitals: [...before, recordVitals, onParseError], clientErrors: [...before, recordClientError, onParseError] };
}
