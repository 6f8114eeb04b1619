/**
 * `npm run dev` (scripts/build.ts --watch) in a copy of the project, so its rebuilds never touch
 * the dist/ other tests use: the server starts once and is restarted only by a change, and
 * Ctrl+C (SIGINT to the whole process group, as a terminal sends it) ends everything at once,
 * without the production drain. It reads `.env` (the real environment winning) and, unless
 * METRICS_PORT is set, takes a free metrics port, so it runs beside `npm start`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { get } from './support/http-get.ts';
import { href } from '../../shared/route-paths.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const COPIED = ['client', 'routes', 'server', 'shared', 'content', 'public', 'scripts', 'package.json', 'tsconfig.json'];
/** Far longer than the test waits for the exit: a drain would show. */
const DRAIN_MS = 30_000;
/** npm start's metrics port when METRICS_PORT is unset: the one dev must not take. */
const DEFAULT_METRICS_PORT = 9464;

let dir: string | undefined;
let child: ChildProcess | undefined;
afterAll(() => {
  if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('starts the server once, restarts it on a change only, and Ctrl+C ends it at once', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'site-dev-'));
    for (const name of COPIED) cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    // As a .env copied from .env.example and edited: METRICS_PORT blank (unset); PORT beaten by the environment.
    writeFileSync(path.join(dir, '.env'), 'PUBLIC_SITE_URL=https://dot-env.example\nMETRICS_PORT=\nPORT=not-a-port\n');

    let output = '';
    child = spawn(process.execPath, [path.join(dir, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts', '--watch'], {
      cwd: dir,
      // Its own process group: the test sends SIGINT to the group, as a terminal's Ctrl+C does.
      detached: true,
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', SHUTDOWN_DRAIN_MS: String(DRAIN_MS), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    const ports = () => [...output.matchAll(/"port":(\d+),"host":"127\.0\.0\.1","msg":"listening/g)].map((match) => Number(match[1]));
    const restarts = () => output.split('\n').filter((line) => line.startsWith('Restarting')).length;

    await vi.waitFor(() => expect(ports().length).toBeGreaterThanOrEqual(1), { timeout: 120_000, interval: 50 });
    // A first page is rendered by the first server: start-up is over.
    expect((await get(ports()[0]!, '/')).status).toBe(200);
    expect((await get(ports()[0]!, href('about-us'))).body).toContain('<link rel="canonical" href="https://dot-env.example/about-us">');
    await vi.waitFor(() => expect(output).toMatch(/"metricsPort":\d+/), { timeout: 10_000, interval: 50 });
    const metricsPort = Number(/"metricsPort":(\d+)/.exec(output)![1]);
    expect(metricsPort).not.toBe(DEFAULT_METRICS_PORT);
    expect((await get(metricsPort, '/metrics')).status).toBe(200);

    appendFileSync(path.join(dir, 'server/ops-routes.ts'), '\n// changed by the dev-watch test\n');
    await vi.waitFor(() => expect(ports().length).toBeGreaterThanOrEqual(2), { timeout: 60_000, interval: 50 });
    // One restart, for the change: none at start-up with nothing changed.
    expect(restarts(), output).toBe(1);
    expect(ports()).toHaveLength(2);
    const port = ports()[1]!;
    expect((await get(port, '/healthz')).status).toBe(200);

    const interrupted = Date.now();
    process.kill(-child.pid!, 'SIGINT');
    await exited;
    await vi.waitFor(() => expect(get(port, '/healthz')).rejects.toMatchObject({ code: 'ECONNREFUSED' }), { timeout: 5000, interval: 50 });
    expect(Date.now() - interrupted).toBeLessThan(DRAIN_MS / 3);
    expect(output).toContain('shutdown: development, exiting now without a drain');
    expect(output).not.toContain('shutdown: readiness is now 503');
  }, 240_000);
});
