import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../core/config.server.ts';
import { clusterPurge } from './cluster-purge.server.ts';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A stand-in peer counting the purge requests it receives. */
async function countingPeer(): Promise<{ port: number; hits: () => number }> {
  let hits = 0;
  const server = http.createServer((_req, res) => {
    hits++;
    res.end('{}');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, hits: () => hits };
}

describe('clusterPurge without SITE_SECRET', () => {
  it('purges here, sends nothing to peers (they could not verify it) and says so once', async () => {
    const peer = await countingPeer();
    const lines: Array<{ level: number; msg: string }> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    let purgedHere = 0;
    const purge = clusterPurge({
      config: parseConfig({ CACHE_PURGE_PEERS: `127.0.0.1:${peer.port}` }),
      logger,
      purgeHere: async () => ++purgedHere,
    });
    expect(await purge.purgeEverywhere(['site'])).toBe(1);
    expect(await purge.forward()).toEqual({ ok: [], failed: [] });
    expect(peer.hits()).toBe(0);
    expect(purge.router).toBeUndefined();
    expect(lines.filter((line) => line.level === 40 && /CACHE_PURGE_PEERS is set but SITE_SECRET is not/.test(line.msg))).toHaveLength(1);
  });

  it('with SITE_SECRET, forwards to each peer and reports who answered', async () => {
    const peer = await countingPeer();
    const purge = clusterPurge({
      config: parseConfig({ SITE_SECRET: 'z'.repeat(64), CACHE_PURGE_PEERS: `127.0.0.1:${peer.port}` }),
      logger: pino({ level: 'silent' }),
      purgeHere: async () => 0,
    });
    expect(await purge.forward()).toEqual({ ok: [`127.0.0.1:${peer.port}`], failed: [] });
    expect(peer.hits()).toBe(1);
  });
});
