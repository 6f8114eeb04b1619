/** Starts the built server on a free port for the browser tests and stops it afterwards. */
import { startBuiltServer } from '../support/start-built-server.ts';

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  const server = await startBuiltServer({ SHUTDOWN_DRAIN_MS: '0' });
  process.env.E2E_BASE_URL = server.url;
  return server.stop;
}
