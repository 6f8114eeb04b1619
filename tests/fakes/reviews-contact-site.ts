/**
 * For browser tests that need the site wired to fakes: starts the BUILT server with the given
 * environment (e.g. REVIEWS_URL and WEB3FORMS_URL pointing at fakes on 127.0.0.1) and stops it
 * afterwards.
 */
import { startBuiltServer, type StartOptions } from '../support/start-built-server.ts';

export interface SiteServer {
  url: string;
  /** Every JSON log line so far. */
  logs: Array<Record<string, unknown>>;
  stop(): Promise<void>;
}

export async function startSite(env: Record<string, string>, options: Pick<StartOptions, 'expectedErrors'> = {}): Promise<SiteServer> {
  // Browser tests all come from 127.0.0.1: lift the per-address contact page limit unless a test sets it.
  const { url, logs, stop } = await startBuiltServer({ CONTACT_PAGE_RATE_LIMIT: '100000', ...env }, options);
  return { url, logs, stop };
}
