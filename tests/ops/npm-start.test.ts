/**
 * `npm start` under a process manager: SIGTERM or SIGINT sent to npm reaches the server, which
 * drains (readiness 503, still serving) and exits 0, and npm exits with that code. Before, npm
 * exited 143 at once and the server, re-parented, went on serving with /readyz 200.
 * A fresh clone starts quietly: no warning or error line. And it reads `.env`, with the real
 * environment winning over the file.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staleReason } from '../../scripts/fresh-build.mjs';
import { get } from './support/http-get.ts';
import { warningAndErrorLines } from '../support/log-levels.ts';
import { href } from '../../shared/route-paths.ts';

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

  it('a fresh clone (no .env, nothing configured) starts without one warning or error line', async () => {
    const stale = staleReason();
    if (stale) throw new Error(`The build is stale (${stale}): run npm run build before the ops tests`);
    // The start script in an empty folder: no .env, the outbox at its default ./data/outbox there.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'site-fresh-'));
    kills.push(() => rmSync(dir, { recursive: true, force: true }));
    // Only what a test must set: a free port on this machine's loopback, and the log at its default.
    const server = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
      cwd: dir,
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', METRICS_PORT: '0', SHUTDOWN_DRAIN_MS: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    kills.push(() => server.kill('SIGKILL'));
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    await vi.waitFor(() => expect(output).toMatch(/"metricsPort":\d+/), { timeout: 60_000, interval: 50 });
    const port = Number(/"port":(\d+),"host":"127\.0\.0\.1","msg":"listening/.exec(output)![1]);
    // A first page, so what the first request logs counts too.
    expect((await get(port, href('home'))).status).toBe(200);
    expect(output).toContain('SITE_SECRET is not set');
    expect(warningAndErrorLines(output)).toEqual([]);
  }, 120_000);

  it('reads .env from its folder, and a variable of the real environment wins over the file', async () => {
    const stale = staleReason();
    if (stale) throw new Error(`The build is stale (${stale}): run npm run build before the ops tests`);
    // npm runs the start script in the project folder. The same script here runs in a folder
    // holding only a .env, so a developer's own .env in the project is neither read nor touched.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'site-dotenv-'));
    kills.push(() => rmSync(dir, { recursive: true, force: true }));
    // Read from the file: the public origin. Beaten by the environment: PORT (the file's value would stop the start).
    writeFileSync(path.join(dir, '.env'), '# kept by hand\nPUBLIC_SITE_URL=https://dot-env.example\nPORT=not-a-port\n');
    const server = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
      cwd: dir,
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: '0',
        METRICS_PORT: '0',
        OUTBOX_DIR: path.join(dir, 'outbox'),
        SHUTDOWN_DRAIN_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    kills.push(() => server.kill('SIGKILL'));
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    await vi.waitFor(
      () => {
        expect(server.exitCode, output).toBeNull();
        expect(output).toMatch(/"port":\d+,"host":"127\.0\.0\.1","msg":"listening/);
      },
      { timeout: 60_000, interval: 50 },
    );
    const port = Number(/"port":(\d+),"host":"127\.0\.0\.1","msg":"listening/.exec(output)![1]);
    const page = await get(port, href('about-us'));
    expect(page.body).toContain('<link rel="canonical" href="https://dot-env.example/about-us">');
  }, 120_000);
});
