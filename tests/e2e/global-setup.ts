/** Builds unless dist/ is a fresh production build, then starts the built server on a free port for the browser tests. */
import { ensureFreshBuild } from '../../scripts/fresh-build.mjs';
import { startBuiltServer } from '../support/start-built-server.ts';

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  ensureFreshBuild();
  // Every browser test comes from 127.0.0.1: the per-address contact page limit would count them all as one visitor.
  const server = await startBuiltServer({ SHUTDOWN_DRAIN_MS: '0', CONTACT_PAGE_RATE_LIMIT: '100000' });
  process.env.E2E_BASE_URL = server.url;
  return server.stop;
}
