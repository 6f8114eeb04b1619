/**
 * What a person starting the site meets when a port is taken or the outbox cannot be written:
 * the real process (tsx server/index.ts, started as config-startup.test.ts starts it) exits 1
 * with one line naming the variable to change, and never says it is listening. A good start
 * picks a free metrics port for METRICS_PORT=0, logs it and serves /metrics there, leaves
 * the outbox it checked created and empty, and logs no warning or error.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { warningAndErrorLines } from '../support/log-levels.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * The server runs in this one process, with tsx as an import hook: tsx's command line would
 * start the server as a child of its own, which a SIGKILL to the command leaves running.
 * `tsx` is resolved from the working directory, the project's root.
 */
const TSX = ['--import', 'tsx'];
const ENTRY = path.join(ROOT, 'server/index.ts');

let dir: string;
let held: net.Server;
let heldPort: number;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'startup-checks-'));
  // A port some other program holds, as a second `npm start` would find it.
  held = net.createServer();
  await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
  heldPort = (held.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => held.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const baseEnv = () => ({ PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', METRICS_PORT: '0', OUTBOX_DIR: path.join(dir, 'outbox') });

/** Runs the server to its exit; the held port stays bound meanwhile (it lives in the kernel). */
function startToExit(env: Record<string, string | undefined>) {
  const result = spawnSync(process.execPath, [...TSX, ENTRY], {
    cwd: ROOT,
    env: { ...baseEnv(), ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, stderrLines: result.stderr.trim().split('\n'), stdout: result.stdout };
}

describe('a start that cannot work stops with one line naming the variable', () => {
  it.each(['PORT', 'METRICS_PORT'] as const)(
    '%s taken: exit 1, "Cannot listen" naming it and how to change it, never "listening"',
    (variable) => {
      const { status, stderrLines, stdout } = startToExit({ [variable]: String(heldPort) });
      expect(status).toBe(1);
      expect(stderrLines).toHaveLength(1);
      expect(stderrLines[0]).toMatch(
        new RegExp(
          `^Cannot listen: ${variable} ${heldPort} on 127\\.0\\.0\\.1 is already in use .*Set ${variable} to a free port, or to 0`,
        ),
      );
      expect(stdout).not.toContain('listening');
    },
  );

  it('OUTBOX_DIR that cannot be created: exit 1, one line naming OUTBOX_DIR, never "listening"', () => {
    // Below a plain file: mkdir fails whoever runs the test (root ignores permission bits).
    const file = path.join(dir, 'a-file');
    writeFileSync(file, '');
    const { status, stderrLines, stdout } = startToExit({ OUTBOX_DIR: path.join(file, 'outbox') });
    expect(status).toBe(1);
    expect(stderrLines).toHaveLength(1);
    expect(stderrLines[0]).toMatch(
      /^Cannot write contact messages to OUTBOX_DIR .*a-file\/outbox \(ENOTDIR\)\. Set OUTBOX_DIR to a writable directory/,
    );
    expect(stdout).not.toContain('listening');
  });
});

describe('a good start', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill('SIGKILL');
  });

  it('METRICS_PORT=0 picks a free port, logs it and serves /metrics there; the outbox is created, probed and left empty', async () => {
    const outbox = path.join(dir, 'new', 'outbox');
    child = spawn(process.execPath, [...TSX, ENTRY], {
      cwd: ROOT,
      env: { ...baseEnv(), OUTBOX_DIR: outbox, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    await vi.waitFor(() => expect(output).toMatch(/"metricsPort":\d+/), { timeout: 30_000, interval: 50 });
    const metricsPort = Number(/"metricsPort":(\d+)/.exec(output)![1]);
    expect(metricsPort).toBeGreaterThan(0);
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('process_cpu_seconds_total');
    expect(existsSync(outbox)).toBe(true);
    expect(readdirSync(outbox)).toEqual([]);
    // Nothing to fix in a start without configuration: not one warning or error line.
    expect(warningAndErrorLines(output)).toEqual([]);
  }, 40_000);
});
