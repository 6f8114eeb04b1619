/** Builds when stale, then starts the built server on a free port for the browser tests. */
import { ensureBuild } from '../../scripts/ensure-build.mjs';
import { startBuiltServer } from '../support/start-built-server.ts';

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  ensureBuild();
  const server = await startBuiltServer({ SHUTDOWN_DRAIN_MS: '0' });
  process.env.E2E_BASE_URL = server.url;
  return server.stop;
}
