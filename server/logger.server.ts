/** One pino logger for the process; secrets are redacted wherever they might appear. */
import pino, { type Logger } from 'pino';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-contentful-signature"]',
  '*.accessToken',
  '*.access_token',
  '*.apiKey',
  '*.password',
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: undefined });
}

export type { Logger };
