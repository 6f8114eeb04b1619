/** Starts the built server on a free port for the browser tests and stops it afterwards. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForReady(url: string, child: ReturnType<typeof spawn>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become ready in 30 s');
}

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  if (!existsSync(path.join(ROOT, 'dist/server/index.js'))) throw new Error('No build: run "npm run build" before the browser tests');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/server/index.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', PUBLIC_SITE_URL: baseUrl, CONTACT_MIN_FILL_MS: '0', OUTBOX_DIR: path.join(ROOT, 'test-results/outbox') },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForReady(baseUrl, child);
  process.env.E2E_BASE_URL = baseUrl;
  return async () => {
    child.kill('SIGTERM');
  };
}
