/**
 * Starts the built server (dist/server/index.js) for browser tests. It listens on port 0 and
 * the port is read from its own "listening" log line: picking a free port first and passing
 * it in races other test servers starting at the same moment (two servers, one port, and a
 * test talking to the wrong one).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 30_000;
/** pino's numeric level for error: what is passed on to the test output. */
const ERROR_LEVEL = 50;

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

function listenForPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`server did not listen in ${READY_TIMEOUT_MS} ms: ${stderr}`)), READY_TIMEOUT_MS);
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      process.stderr.write(chunk);
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      let newline;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        let entry: { level?: number; msg?: string; port?: number };
        try {
          entry = JSON.parse(line);
        } catch {
          process.stdout.write(`${line}\n`);
          continue;
        }
        if (typeof entry.port === 'number' && entry.msg?.startsWith('listening')) {
          clearTimeout(timer);
          resolve(entry.port);
        } else if ((entry.level ?? 0) >= ERROR_LEVEL) {
          process.stdout.write(`${line}\n`);
        }
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening: ${stderr}`));
    });
  });
}

export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const entry = path.join(PROJECT_ROOT, 'dist/server/index.js');
  if (!existsSync(entry)) throw new Error('No build: run "npm run build" first');
  const child = spawn(process.execPath, [entry], {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      // A free port, as for PORT: several test servers run at once.
      METRICS_PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      // info, so the "listening" line (with the port) is written; only errors are shown.
      LOG_LEVEL: 'info',
      PUBLIC_SITE_URL: 'http://127.0.0.1',
      CONTACT_MIN_FILL_MS: '0',
      SHUTDOWN_DRAIN_MS: '0',
      OUTBOX_DIR: path.join(PROJECT_ROOT, 'test-results/outbox'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await listenForPort(child);
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, child, stop };
}
