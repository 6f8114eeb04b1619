/**
 * Starts the real server (server/index.ts through tsx's loader, in one process so signals reach
 * it directly) on 127.0.0.1 with a free port, and reports the port it logged.
 * Needs the client build (dist/client/manifest.json): `npm run build` runs before the tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Generous: tsx compiles the server on start, and a loaded 2-core machine is slow at it. */
const STARTUP_TIMEOUT_MS = 90_000;

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (or 128 + signal number style -1 when killed by a signal). */
  exited: Promise<number>;
  /** Every log line so far, parsed (pino JSON). */
  logs: Array<Record<string, unknown>>;
  stderr: () => string;
}

export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  if (!existsSync(path.join(ROOT, 'dist/client/manifest.json'))) {
    throw new Error('No client build: run `npm run build` before the ops tests');
  }
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/index.ts')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      METRICS_PORT: '0',
      LOG_LEVEL: 'info',
      PUBLIC_SITE_URL: 'http://127.0.0.1',
      OUTBOX_DIR: path.join(ROOT, 'data/test-outbox'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  let stderr = '';
  let buffered = '';
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? -1)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${STARTUP_TIMEOUT_MS} ms: ${stderr}`)), STARTUP_TIMEOUT_MS);
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      let newline;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logs.push(entry);
          if (typeof entry.port === 'number' && String(entry.msg).startsWith('listening')) {
            clearTimeout(timer);
            resolve(entry.port);
          }
        } catch {
          // Not a log line.
        }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening: ${stderr}`));
    });
  });
  return { port, child, exited, logs, stderr: () => stderr };
}

/** GET on 127.0.0.1 on a fresh connection; resolves with status, headers and body. */
export function get(port: number, pathname: string): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent: false, timeout: 10_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${pathname} timed out`)));
    req.on('error', reject);
  });
}
