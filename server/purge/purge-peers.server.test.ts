import { describe, expect, it } from 'vitest';
import { parseConfig } from '../core/config.server.ts';
import { parsePeerSpec } from '../core/peer-spec.ts';
import { ownAddresses, resolvePeers } from './purge-peers.server.ts';

const SECRET = { SITE_SECRET: 'p'.repeat(64) };

describe('CACHE_PURGE_PEERS', () => {
  it('is a host:port list or one DNS name', () => {
    expect(parsePeerSpec('10.0.0.5:3000, web-2:3000')).toEqual({
      kind: 'list',
      peers: [
        { host: '10.0.0.5', port: 3000 },
        { host: 'web-2', port: 3000 },
      ],
    });
    expect(parsePeerSpec('consultancy-site-peers.default.svc.cluster.local')).toEqual({
      kind: 'dns',
      name: 'consultancy-site-peers.default.svc.cluster.local',
    });
    expect(parsePeerSpec('web-1:3000')).toEqual({ kind: 'list', peers: [{ host: 'web-1', port: 3000 }] });
  });

  it.each(['web-1,web-2', 'web-1:99999', 'http://web-1:3000', ' , ', 'web 1:3000'])('rejects %j with one configuration line', (value) => {
    expect(() => parseConfig({ ...SECRET, CACHE_PURGE_PEERS: value })).toThrow(/^Invalid configuration: CACHE_PURGE_PEERS /);
  });

  it('is accepted with or without SITE_SECRET (without it, nothing is forwarded: see cluster-purge)', () => {
    expect(parseConfig({ CACHE_PURGE_PEERS: 'web-1:3000' }).CACHE_PURGE_PEERS).toBe('web-1:3000');
    expect(parseConfig({ ...SECRET, CACHE_PURGE_PEERS: 'web-1:3000' }).CACHE_PURGE_PEERS).toBe('web-1:3000');
  });
});

describe('resolvePeers', () => {
  const own = ownAddresses('0.0.0.0');

  it('leaves this process out of a list (its own address on its own port), keeps the rest', async () => {
    const spec = parsePeerSpec('127.0.0.1:3000,localhost:3000,127.0.0.1:3001,10.99.0.2:3000');
    expect(await resolvePeers(spec, { ownPort: 3000, own })).toEqual(['127.0.0.1:3001', '10.99.0.2:3000']);
  });

  it('a DNS name: every A record except this pod, on this process port, each once', async () => {
    const asked: string[] = [];
    const resolve4 = async (name: string) => {
      asked.push(name);
      return ['10.1.0.4', '127.0.0.1', '10.1.0.7', '10.1.0.4'];
    };
    const spec = parsePeerSpec('site-peers');
    expect(await resolvePeers(spec, { ownPort: 3000, own, resolve4 })).toEqual(['10.1.0.4:3000', '10.1.0.7:3000']);
    // Looked up again each time: pods come and go.
    await resolvePeers(spec, { ownPort: 3000, own, resolve4 });
    expect(asked).toEqual(['site-peers', 'site-peers']);
  });

  it('a real lookup of a name: localhost resolves to this machine only, so there is no one to tell', async () => {
    expect(await resolvePeers(parsePeerSpec('localhost'), { ownPort: 3000, own })).toEqual([]);
  });
});
