/**
 * What the start says about SITE_SECRET. Unset, each process signs with a random key of its own
 * (site-secret.server.ts): right for one process, so a plain `npm start` only notes it at info.
 * Where the settings show processes that must trust each other's signatures (peers to forward
 * purges to, the cluster's setup), a form token, preview cookie or purge from one pod would be
 * refused by the next, so the start warns and names the setting that shows it.
 */
import type { Config } from '../core/config.server.ts';
import type { Logger } from '../core/logger.server.ts';

type SecretSettings = Pick<Config, 'SITE_SECRET' | 'CACHE_PURGE_PEERS' | 'CONTACT_REQUIRE_FORWARDER'>;

/** The setting that shows this process has peers that must share its key; undefined for a process on its own. */
function sharedKeyNeededBy(config: SecretSettings): string | undefined {
  if (config.CACHE_PURGE_PEERS) return 'CACHE_PURGE_PEERS is set';
  // The cluster's base sets it (k8s/base/config.env): pods, more than one behind one address.
  if (config.CONTACT_REQUIRE_FORWARDER) return 'CONTACT_REQUIRE_FORWARDER is set (pods of a cluster)';
  return undefined;
}

/** Logs, once at start, how this process signs: nothing with SITE_SECRET set, else info alone, or a warning where it matters. */
export function reportSiteSecret(config: SecretSettings, logger: Pick<Logger, 'info' | 'warn'>): void {
  if (config.SITE_SECRET) return;
  const neededBy = sharedKeyNeededBy(config);
  if (neededBy)
    logger.warn(
      `SITE_SECRET is not set but ${neededBy}: each process signs with its own random key, so form tokens, preview cookies and purges from one pod are refused by the others; set it, the same on every pod`,
    );
  else
    logger.info(
      'SITE_SECRET is not set: signing with a random key for this process, as one process needs; set it when running more than one',
    );
}
