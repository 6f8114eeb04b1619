/**
 * CACHE_PURGE_PEERS read as who else runs this site (server/purge/ reaches them):
 *   - `host:port,host:port,...`: a fixed list (compose, a few VMs);
 *   - one DNS name without a port: its A records are the pods (a headless Service in k8s/).
 * In core because the configuration checks it at start, before any feature exists.
 */
export type PeerSpec = { kind: 'list'; peers: Array<{ host: string; port: number }> } | { kind: 'dns'; name: string };

const HOST = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/i;

/** Parses the variable; throws a message for the configuration error line. */
export function parsePeerSpec(value: string): PeerSpec {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error('must name at least one peer');
  if (entries.length === 1 && HOST.test(entries[0]!) && !entries[0]!.includes(':')) return { kind: 'dns', name: entries[0]! };
  const peers = entries.map((entry) => {
    const match = /^([^:\s]+):(\d{1,5})$/.exec(entry);
    const port = Number(match?.[2]);
    if (!match || !HOST.test(match[1]!) || port < 1 || port > 65535)
      throw new Error(`must be host:port entries or one DNS name ('${entry}' is neither)`);
    return { host: match[1]!, port };
  });
  return { kind: 'list', peers };
}
