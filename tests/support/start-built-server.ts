/** Starts the built server (dist/server/index.js) on a free port and waits until it is ready. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 30_000;

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become ready in ${READY_TIMEOUT_MS} ms`);
}

export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const entry = path.join(PROJECT_ROOT, 'dist/server/index.js');
  if (!existsSync(entry)) throw new Error('No build: run "npm run build" first');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_SITE_URL: url,
      CONTACT_MIN_FILL_MS: '0',
      OUTBOX_DIR: path.join(PROJECT_ROOT, 'test-results/outbox'),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForReady(url, child);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, child, stop };
}
