/**
 * Starts the built server (dist/server/index.js) as a child process, with the production
 * image's Node flags, for every tool that needs a real one: the browser tests, the ops tests,
 * the bench and the audit. The one helper for this; do not add another.
 *
 * By default it listens on port 0 and the port is read from its own "listening" log line:
 * picking a free port first and passing it in races other servers starting at the same moment
 * (two servers, one port, and a caller talking to the wrong one). `quiet` (the bench) keeps the
 * log at warn, so request lines are not part of the measured work; there is then no listening
 * line, so a free port is picked and /readyz polled, and a start that lost the port race (the
 * child exits with EADDRINUSE) is retried on another.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { productionNodeFlags } from '../../scripts/perf/production-node-flags.ts';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
/** A cold start on a loaded 2-core machine (config, routes, first content read). */
const READY_TIMEOUT_MS = 30_000;
const READY_POLL_MS = 50;
/** pino's numeric level for error: what is passed on to the caller's output. */
const ERROR_LEVEL = 50;
/** Starts that lost a free-port race before one is given up. */
const QUIET_START_ATTEMPTS = 3;

export interface StartOptions {
  /** A project-like root holding dist/ (a build snapshot); the project itself by default. */
  root?: string;
  /** Log at warn and say nothing: for measurements. */
  quiet?: boolean;
  /** Another entry of the build (the bench's reference server), relative to the root. */
  entry?: string;
  /**
   * False: stdout is still read (a pipe, as in production, not /dev/null) but its lines are
   * not kept in `logs`: a flood of request lines would fill the test's own memory.
   */
  keepLogs?: boolean;
  /**
   * Error lines the caller causes on purpose (a browser test's failing fake service): kept in
   * `logs` for the caller to check, not passed on to the output. Every other error line is.
   */
  expectedErrors?: (entry: Record<string, unknown>) => boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Resolves with the exit code (-1 when ended by a signal). */
  exited: Promise<number>;
  /** Where this server's /metrics answers (its METRICS_PORT; never the public port). */
  metricsUrl: () => Promise<string>;
  /** Every JSON log line so far (empty when quiet; only the metrics port's line when not keepLogs). */
  logs: Array<Record<string, unknown>>;
  stderr: () => string;
  /** Resident set size of the server process in bytes (Linux /proc). */
  rss: () => number;
  stop: () => Promise<void>;
}

export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024;
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

function spawnServer(root: string, entryPath: string, env: Record<string, string>, quiet: boolean): ChildProcess {
  const entry = path.join(root, entryPath);
  if (!existsSync(entry)) throw new Error(`No build in ${root}: run "npm run build" first`);
  return spawn(process.execPath, [...productionNodeFlags(), entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      // A free port, as for PORT: several servers run at once. The port is in the listening line.
      METRICS_PORT: '0',
      NODE_ENV: 'production',
      // info, so the "listening" line (with the port) is written; only errors are passed on.
      LOG_LEVEL: quiet ? 'warn' : 'info',
      PUBLIC_SITE_URL: 'http://127.0.0.1',
      CONTACT_MIN_FILL_MS: '0',
      SHUTDOWN_DRAIN_MS: '0',
      OUTBOX_DIR: path.join(root, 'test-results/outbox'),
      ...env,
    },
    // Quiet: request lines would be part of the measured work; they go nowhere.
    stdio: ['ignore', quiet ? 'ignore' : 'pipe', 'pipe'],
  });
}

/**
 * Parses pino lines from stdout into `logs` (when `keep`), resolving with the port of the
 * "listening" line; error lines go on to this process's output unless `expectedErrors` names them.
 */
function portFromLog(
  child: ChildProcess,
  logs: Array<Record<string, unknown>>,
  keep: boolean,
  expectedErrors: StartOptions['expectedErrors'],
): Promise<number> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => reject(new Error(`server did not listen in ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      let newline;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        let entry: Record<string, unknown>;
        try {
          entry = JSON.parse(line) as Record<string, unknown>;
        } catch {
          process.stdout.write(`${line}\n`);
          continue;
        }
        if (keep || typeof entry.metricsPort === 'number') logs.push(entry);
        if (typeof entry.port === 'number' && String(entry.msg).startsWith('listening')) {
          clearTimeout(timer);
          resolve(entry.port);
        } else if (Number(entry.level ?? 0) >= ERROR_LEVEL && !expectedErrors?.(entry)) {
          process.stdout.write(`${line}\n`);
        }
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening`));
    });
  });
}

async function readyOn(child: ChildProcess, url: string): Promise<boolean> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    try {
      // Ours only once the child is still alive after the answer: a server that lost the
      // port to another exits at once (EADDRINUSE).
      if ((await fetch(`${url}/readyz`)).ok && child.exitCode === null) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  throw new Error(`the server was not ready within ${READY_TIMEOUT_MS} ms`);
}

export async function startBuiltServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const root = options.root ?? PROJECT_ROOT;
  const quiet = options.quiet ?? false;
  const logs: Array<Record<string, unknown>> = [];
  let child: ChildProcess | undefined;
  let port = 0;
  let metricsPort = 0;
  let stderr = '';
  for (let attempt = 1; !child; attempt += 1) {
    if (quiet) [port, metricsPort] = [await freePort(), await freePort()];
    const started = spawnServer(
      root,
      options.entry ?? 'dist/server/index.js',
      quiet
        ? { PUBLIC_SITE_URL: `http://127.0.0.1:${port}`, ...env, PORT: String(port), METRICS_PORT: String(metricsPort) }
        : { PORT: '0', ...env },
      quiet,
    );
    started.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      process.stderr.write(chunk);
    });
    if (!quiet) {
      port = await portFromLog(started, logs, options.keepLogs ?? true, options.expectedErrors).catch((error: Error) => {
        throw new Error(`${error.message}: ${stderr}`);
      });
      child = started;
    } else if (
      await readyOn(started, `http://127.0.0.1:${port}`).catch((error: unknown) => {
        started.kill('SIGKILL');
        throw error;
      })
    ) {
      child = started;
    } else if (attempt >= QUIET_START_ATTEMPTS) {
      throw new Error(`the server exited before it was ready: ${stderr}`);
    }
  }
  const running = child;
  const exited = new Promise<number>((resolve) => {
    if (running.exitCode !== null) return resolve(running.exitCode);
    running.once('exit', (code) => resolve(code ?? -1));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: running.pid!,
    child: running,
    exited,
    logs,
    metricsUrl: async () => {
      // Not quiet: the port the server logged (METRICS_PORT=0 picks a free one).
      const deadline = Date.now() + READY_TIMEOUT_MS;
      while (!metricsPort) {
        const logged = logs.find((entry) => typeof entry.metricsPort === 'number')?.metricsPort as number | undefined;
        if (logged) metricsPort = logged;
        else if (Date.now() > deadline) throw new Error('the server logged no metrics port');
        else await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
      }
      return `http://127.0.0.1:${metricsPort}`;
    },
    stderr: () => stderr,
    rss: () => rssOf(running.pid!),
    stop: () =>
      new Promise<void>((resolve) => {
        if (running.exitCode !== null || running.signalCode !== null) return resolve();
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
        // A stuck drain must not hang the caller.
        setTimeout(() => running.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
