import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../core/config.server.ts';
import { PURGE_TAGS_HEADER, tierPurge } from './tier-purge.server.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

/** A stand-in replica on 127.0.0.1: records each PURGE's tags. */
async function replica(): Promise<{ port: number; purges: string[] }> {
  const purges: string[] = [];
  const server = http.createServer((req, res) => {
    if (req.method === 'PURGE') purges.push(String(req.headers[PURGE_TAGS_HEADER]));
    res.end('ok');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, purges };
}

async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('tierPurge', () => {
  it('is absent without HTTP_CACHE_PEERS', () => {
    expect(tierPurge({ config: parseConfig({}), logger: pino({ level: 'silent' }) })).toBeUndefined();
  });

  it('soft-purges the tags on every replica, skips one that is down, and purges once more a little later', async () => {
    const up = await replica();
    const down = await closedPort();
    const lines: Array<{ level: number; msg: string }> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const purge = tierPurge({ config: parseConfig({ HTTP_CACHE_PEERS: `127.0.0.1:${up.port},127.0.0.1:${down}` }), logger, lateMs: 50 })!;
    expect(await purge.purge(['blog', 'post:a'])).toEqual({ ok: [`127.0.0.1:${up.port}`], failed: [`127.0.0.1:${down}`] });
    expect(up.purges).toEqual(['blog post:a']);
    expect(lines.filter((line) => line.msg === 'cache tier purge: replica skipped')).toEqual([expect.objectContaining({ level: 40 })]);
    await vi.waitFor(() => expect(up.purges).toEqual(['blog post:a', 'blog post:a']), { timeout: 2000, interval: 10 });
  });
});
