/**
 * `npm start` under a process manager: SIGTERM or SIGINT sent to npm reaches the server, which
 * drains (readiness 503, still serving) and exits 0, and npm exits with that code. Before, npm
 * exited 143 at once and the server, re-parented, went on serving with /readyz 200.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staleReason } from '../../scripts/fresh-build.mjs';
import { get } from './support/http-get.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Long enough for the requests below to be made inside the drain on a loaded machine. */
const DRAIN_MS = 8000;

const kills: Array<() => void> = [];
afterEach(() => {
  while (kills.length) kills.pop()!();
});

describe('npm start', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'forwards %s to the server, which drains, and exits with its code',
    async (signal) => {
      // npm start rebuilds a stale dist/ in place, under the other tests' feet.
      const stale = staleReason();
      if (stale) throw new Error(`The build is stale (${stale}): run npm run build before the ops tests`);
      const npm = spawn('npm', ['start', '--silent'], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          HOST: '127.0.0.1',
          PORT: '0',
          METRICS_PORT: '0',
          SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      kills.push(() => npm.kill('SIGKILL'));
      let output = '';
      npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
      await vi.waitFor(() => expect(output).toMatch(/"port":\d+,"host":"127\.0\.0\.1","msg":"listening/), {
        timeout: 60_000,
        interval: 50,
      });
      const port = Number(/"port":(\d+),"host":"127\.0\.0\.1","msg":"listening/.exec(output)![1]);
      expect((await get(port, '/readyz')).status).toBe(200);

      const signalled = Date.now();
      npm.kill(signal);
      await vi.waitFor(async () => expect((await get(port, '/readyz')).status).toBe(503), { timeout: DRAIN_MS, interval: 20 });
      // Still served: the 503 came inside the drain, before the listener closed.
      expect((await get(port, '/')).status).toBe(200);
      await expect(exited).resolves.toBe(0);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS);
      // Nothing is left serving once npm is gone.
      await expect(get(port, '/readyz')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      expect(output).toContain('shutdown: complete');
    },
    120_000,
  );
});
