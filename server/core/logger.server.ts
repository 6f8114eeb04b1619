/** One pino logger for the process; secrets are redacted wherever they might appear. */
import pino, { type DestinationStream, type Logger } from 'pino';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-contentful-signature"]',
  '*.accessToken',
  '*.access_token',
  '*.apiKey',
  '*.password',
];

/**
 * Lines waiting to be written to stdout, at most (characters). pino writes asynchronously and
 * keeps what stdout has not taken yet; under a flood of requests on a busy CPU that queue grew
 * without bound (issue 14: 130 MB of queued request lines, each with its attacker's 15 KB URL,
 * killed the process). Past this, new lines are dropped (and counted) until stdout catches up.
 */
export const LOG_BUFFER_MAX_CHARS = 4 * 2 ** 20;

let droppedLines = 0;

/** Log lines dropped because stdout was LOG_BUFFER_MAX_CHARS behind (for the metrics). */
export function droppedLogLines(): number {
  return droppedLines;
}

/** stdout (or another descriptor) through pino's own asynchronous destination, its buffer bounded. */
export function boundedStdout(maxLength = LOG_BUFFER_MAX_CHARS, fd = 1): DestinationStream {
  const stream = pino.destination({ dest: fd, sync: false, maxLength });
  stream.on('drop', () => {
    droppedLines += 1;
  });
  return stream;
}

/**
 * `mixin`: fields every line carries; the process gives tracing's (trace_id and span_id of the
 * active span) when tracing is on. Off, no mixin runs at all.
 */
export function createLogger(
  level: string,
  destination: DestinationStream = boundedStdout(),
  mixin?: () => Record<string, string>,
): Logger {
  return pino(
    { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: undefined, ...(mixin ? { mixin } : {}) },
    destination,
  );
}

export type { Logger };
