/**
 * For browser tests that need the site wired to fakes: starts the BUILT server with the given
 * environment (e.g. REVIEWS_URL and WEB3FORMS_URL pointing at fakes on 127.0.0.1) and stops it
 * afterwards.
 */
import { startBuiltServer } from '../support/start-built-server.ts';

export interface SiteServer {
  url: string;
  stop(): Promise<void>;
}

export async function startSite(env: Record<string, string>): Promise<SiteServer> {
  const { url, stop } = await startBuiltServer(env);
  return { url, stop };
}
