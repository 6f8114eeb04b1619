/**
 * The environment of `npm start` and `npm run dev`, the two ways a person runs the site from a
 * checkout. The container image runs node on dist/server/index.js with the environment it is
 * given and reads no file.
 */
import { existsSync } from 'node:fs';

/**
 * Reads `.env` from the current folder (npm runs scripts in the project folder) into
 * process.env when it exists. A variable already in the environment wins over the file
 * (process.loadEnvFile never overwrites one), so `PORT=3001 npm start` beats PORT in `.env`.
 */
export function loadDotEnv(file = '.env') {
  if (existsSync(file)) process.loadEnvFile(file);
}

/**
 * The dev server's environment. METRICS_PORT is 0 (a free port, logged) unless set, so
 * `npm run dev` starts beside `npm start`, which holds 9464; a blank value counts as unset, as
 * the server reads it (.env.example's lines are blank or commented out).
 */
export function devServerEnv(env) {
  return { NODE_ENV: 'development', LOG_LEVEL: 'debug', ...env, METRICS_PORT: env.METRICS_PORT?.trim() ? env.METRICS_PORT : '0' };
}
