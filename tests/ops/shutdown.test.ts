/**
 * Graceful shutdown: readiness 503 at once, serving through the drain, then no new connections,
 * `Connection: close`, in-flight requests finished, exit 0; a hard timeout ends a stuck drain.
 * First on a plain HTTP server driven step by step, then on the built server process.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSnapshot, type BuildSnapshot } from '../../scripts/fresh-build.mjs';
import { createShutdown } from '../../server/shutdown.ts';
import { startBuiltServer } from '../support/start-built-server.ts';
import { get } from './support/http-get.ts';

const silent = pino({ level: 'silent' });

interface Held {
  release: (body?: string) => void;
}

/** A server whose /slow requests wait until the test releases them. */
async function holdingServer() {
  const held: Held[] = [];
  let arrived: () => void = () => {};
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') {
      held.push({ release: (body = 'done') => res.end(body) });
      arrived();
      return;
    }
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const nextArrival = () => new Promise<void>((resolve) => (arrived = resolve));
  return { server, port, held, nextArrival };
}

function request(port: number, pathname: string, agent: http.Agent | false = false) {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders; socket: import('node:net').Socket }>(
    (resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: pathname, agent }, (res) => {
        // Captured now: a kept-alive socket is detached from the response once it ends.
        const socket = res.socket;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers, socket }));
      });
      req.on('error', reject);
    },
  );
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

describe('createShutdown', () => {
  it('drains, stops accepting, closes the connection after in-flight requests, and exits 0', async () => {
    const { server, port, held, nextArrival } = await holdingServer();
    cleanups.push(() => server.closeAllConnections());
    const exit = vi.fn();
    const shutdown = createShutdown({ server, logger: silent, drainMs: 400, timeoutMs: 10_000, exit });
    const agent = new http.Agent({ keepAlive: true });
    cleanups.push(() => agent.destroy());

    const arrival = nextArrival();
    const slow = request(port, '/slow', agent);
    await arrival;

    expect(shutdown.isReady()).toBe(true);
    const done = shutdown.begin('test');
    expect(shutdown.isReady()).toBe(false);
    expect(shutdown.phase()).toBe('draining');

    // Still serving new connections during the drain, but each response ends its connection,
    // so keep-alive clients move on before the stop instead of being cut at it.
    const during = await request(port, '/', agent);
    expect(during.status).toBe(200);
    expect(during.headers.connection).toBe('close');

    await vi.waitFor(() => expect(shutdown.phase()).toBe('stopping'), { timeout: 5000, interval: 20 });
    await expect(request(port, '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    // The in-flight request completes, and tells the client not to reuse the connection.
    held[0]!.release('finished');
    const response = await slow;
    expect(response.body).toBe('finished');
    expect(response.headers.connection).toBe('close');

    await expect(done).resolves.toBe(0);
    expect(exit).toHaveBeenCalledWith(0);
    expect(shutdown.phase()).toBe('stopped');
    expect(shutdown.begin('again')).toBe(done);
  });

  it('closes idle keep-alive connections at the stop instead of waiting for their timeout', async () => {
    const { server, port } = await holdingServer();
    cleanups.push(() => server.closeAllConnections());
    // Far beyond the hard timeout: only an explicit close lets the shutdown finish in time.
    server.keepAliveTimeout = 60_000;
    const exit = vi.fn();
    const shutdown = createShutdown({ server, logger: silent, drainMs: 100, timeoutMs: 3000, exit });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    cleanups.push(() => agent.destroy());

    const first = await request(port, '/', agent);
    const socketClosed = new Promise<void>((resolve) => first.socket.once('close', () => resolve()));
    const done = shutdown.begin('test');
    // The kept-alive connection still works during the drain.
    const second = await request(port, '/', agent);
    expect(second.socket).toBe(first.socket);
    await socketClosed;
    await expect(done).resolves.toBe(0);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('serves a request that arrives on a connection opened just before the stop, instead of resetting it', async () => {
    const { server, port } = await holdingServer();
    cleanups.push(() => server.closeAllConnections());
    const exit = vi.fn();
    // A grace far longer than the test's steps: the request is sent after the stop however
    // slow the machine is, and the shutdown still ends at once (the answer closes the connection).
    const shutdown = createShutdown({ server, logger: silent, drainMs: 50, timeoutMs: 60_000, idleGraceMs: 30_000, exit });
    // A raw connection that is open (accepted) but has sent nothing yet: idle in the server's eyes.
    const socket = net.connect(port, '127.0.0.1');
    cleanups.push(() => socket.destroy());
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    const ended = new Promise<string>((resolve, reject) => {
      socket.once('close', () => resolve(answer));
      socket.once('error', reject);
    });
    const done = shutdown.begin('test');
    await vi.waitFor(() => expect(shutdown.phase()).toBe('stopping'), { timeout: 5000, interval: 5 });
    // The request is sent after the listener closed, as a slow client's would be.
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const text = await ended;
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(text).toMatch(/\r\nConnection: close\r\n/i);
    expect(text.endsWith('ok')).toBe(true);
    await expect(done).resolves.toBe(0);
  });

  it('a hard timeout ends a stuck drain with exit code 1', async () => {
    const { server, port, nextArrival } = await holdingServer();
    cleanups.push(() => server.closeAllConnections());
    const exit = vi.fn();
    const shutdown = createShutdown({ server, logger: silent, drainMs: 100, timeoutMs: 600, exit });
    const arrival = nextArrival();
    const stuck = request(port, '/slow');
    stuck.catch(() => {});
    await arrival;
    const started = Date.now();
    await expect(shutdown.begin('test')).resolves.toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    expect(exit).toHaveBeenCalledWith(1);
    // The stuck request's connection was cut.
    await expect(stuck).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});

describe('the real server process', () => {
  let snapshot: BuildSnapshot;
  beforeAll(() => {
    snapshot = buildSnapshot();
  });
  afterAll(() => snapshot?.remove());

  it('metrics on their own port only; on SIGTERM: /readyz 503 at once, pages served through the drain, then exit 0', async () => {
    // Long enough for the steps below to happen inside the drain on a loaded machine: they
    // wait on what the server answers, not on the clock.
    const DRAIN_MS = 8000;
    const server = await startBuiltServer({ SHUTDOWN_DRAIN_MS: String(DRAIN_MS), SHUTDOWN_TIMEOUT_MS: '30000' }, { root: snapshot.root });
    cleanups.push(() => server.child.kill('SIGKILL'));
    expect((await get(server.port, '/readyz')).status).toBe(200);
    expect((await get(server.port, '/healthz')).status).toBe(200);
    // Metrics on their own port only (METRICS_PORT=0 here: the port the process logged).
    const metricsPort = await vi.waitFor(() => {
      const found = server.logs.find((entry) => typeof entry.metricsPort === 'number')?.metricsPort;
      expect(found).toBeTypeOf('number');
      return found as number;
    });
    const metrics = await get(metricsPort, '/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.body).toContain('nodejs_version_info');
    const publicMetrics = await get(server.port, '/metrics');
    expect(publicMetrics.status).toBe(404);
    expect(publicMetrics.body).not.toContain('nodejs_version_info');

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await vi.waitFor(async () => expect((await get(server.port, '/readyz')).status).toBe(503), { timeout: DRAIN_MS, interval: 20 });
    // 503 while pages are still served: readiness turned before the listener closed (after
    // it, these would be refused).
    const page = await get(server.port, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('</html>');
    expect((await get(server.port, '/healthz')).status).toBe(200);

    await expect(server.exited).resolves.toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS);
    const messages = server.logs.map((entry) => String(entry.msg));
    expect(messages.some((msg) => msg.startsWith('shutdown: readiness is now 503'))).toBe(true);
    expect(messages).toContain('shutdown: complete');
    // Probes are not logged at info level.
    expect(server.logs.filter((entry) => (entry.req as { url?: string } | undefined)?.url === '/readyz')).toEqual([]);
    expect(server.stderr()).toBe('');
  }, 150_000);
});
