/** Starts a built server as a child process on a free port and waits until it is ready. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { productionNodeFlags } from './production-node-flags.ts';

/** A cold start (config, routes, first content read) takes well under this. */
const READY_TIMEOUT_MS = 30_000;
const READY_POLL_MS = 50;

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resident set size of the server process in bytes (Linux /proc). */
  rss(): number;
  stop(): Promise<void>;
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

export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return kib * 1024;
}

export async function startServer(entry: string, env: Record<string, string>, cwd: string): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // With the production image's flags (heap limits): measured as it runs in production.
  const child: ChildProcess = spawn(process.execPath, [...productionNodeFlags(), entry], {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_SITE_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    // Request logs at info level would be part of the measured work; they go nowhere here.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${entry} was not ready within ${READY_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  return {
    url,
    pid: child.pid!,
    rss: () => rssOf(child.pid!),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
