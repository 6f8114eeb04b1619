/**
 * Who else runs this site (CACHE_PURGE_PEERS), so a purge can reach every pod:
 *   - `host:port,host:port,...`: a fixed list (compose, a few VMs);
 *   - one DNS name without a port: its A records are the pods (a headless Service in k8s/),
 *     looked up through the system resolver at each purge because pods come and go; each is
 *     reached on this process's own port, as every pod listens on the same PORT.
 * This process itself is left out either way: an entry that is one of its own addresses on
 * its own port, or its own A record.
 */
import { promises as dns } from 'node:dns';
import os from 'node:os';
import type { PeerSpec } from '../core/peer-spec.ts';

/** Every address of this machine's interfaces, and the names that mean this machine. */
export function ownAddresses(host?: string): Set<string> {
  const addresses = new Set(['localhost', os.hostname()]);
  if (host) addresses.add(host);
  for (const list of Object.values(os.networkInterfaces())) for (const entry of list ?? []) addresses.add(entry.address);
  return addresses;
}

export interface ResolveOptions {
  /** The port this process listens on (the real one when PORT=0). */
  ownPort: number;
  own: Set<string>;
  resolve4?: (name: string) => Promise<string[]>;
}

/** Every IPv4 address of a name, through the system resolver (hosts file, then DNS), as any connection would. */
async function lookupAll(name: string): Promise<string[]> {
  return (await dns.lookup(name, { all: true, family: 4 })).map((entry) => entry.address);
}

/** The peers to reach now, as `host:port`, without this process. */
export async function resolvePeers(spec: PeerSpec, options: ResolveOptions): Promise<string[]> {
  if (spec.kind === 'list') {
    return spec.peers
      .filter((peer) => !(peer.port === options.ownPort && options.own.has(peer.host)))
      .map((peer) => `${peer.host}:${peer.port}`);
  }
  const addresses = await (options.resolve4 ?? lookupAll)(spec.name);
  return [...new Set(addresses)].filter((address) => !options.own.has(address)).map((address) => `${address}:${options.ownPort}`);
}
