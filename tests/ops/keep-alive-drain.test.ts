/**
 * SIGTERM under keep-alive load, straight at the real server process (no proxy): 20 clients,
 * each on its own keep-alive connection, send request after request. From the signal every
 * response carries `Connection: close`; a client that gets one goes away, as a load balancer
 * sends that client's next request to another pod. Not one request may be cut: a connection
 * reset (ECONNRESET, EPIPE, "socket hang up") is a failure. Before the fix every one of the
 * 20 kept-alive connections was reset when the listener closed, none having been told to go.
 *
 * A client that kept opening new connections to this one process after being told to go
 * would, at the stop, be refused or (if the kernel had already queued its connection) reset
 * before the server ever saw it; in a cluster the endpoint is gone by then (readiness 503,
 * preStop pause, drain), and tests/ops/rolling-restart.test.ts covers that path.
 */
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSnapshot, type BuildSnapshot } from '../../scripts/fresh-build.mjs';
import { startBuiltServer, type RunningServer } from '../support/start-built-server.ts';
import { href } from '../../shared/route-paths.ts';

const CONNECTIONS = 20;
const DRAIN_MS = 1500;
const PATHS = ['/', '/healthz', href('about-us'), href('contact')];

interface Tally {
  ok: number;
  other: number;
  closeHeader: number;
  refused: number;
  resets: string[];
}

function getOn(agent: http.Agent, port: number, pathname: string): Promise<{ status: number; connection?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent, timeout: 20_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    req.on('error', reject);
  });
}

/** One keep-alive client: requests back to back until the server says `Connection: close`. */
async function client(port: number, index: number, tally: Tally, signalled: () => boolean): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let n = 0; ; n++) {
      try {
        const response = await getOn(agent, port, PATHS[(index + n) % PATHS.length]!);
        if (response.status === 200) tally.ok++;
        else tally.other++;
        if (response.connection === 'close') {
          if (signalled()) tally.closeHeader++;
          return;
        }
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ECONNREFUSED') {
          tally.refused++;
          return;
        }
        tally.resets.push(`${code}: ${(error as Error).message}`);
        return;
      }
    }
  } finally {
    agent.destroy();
  }
}

let snapshot: BuildSnapshot;
// The one build check (decision 074): a stale dist/ is rebuilt first, and the server runs a
// private copy of it, which a rebuild started by another test cannot delete under it.
beforeAll(() => {
  snapshot = buildSnapshot();
});
afterAll(() => snapshot?.remove());

let server: RunningServer | undefined;
afterEach(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
});

describe('SIGTERM under keep-alive load on the real server', () => {
  it(`${CONNECTIONS} keep-alive clients: Connection: close from the signal on, 0 connection resets, exit 0`, async () => {
    // The contact page's rate limit (per client address) is not under test: every client here is 127.0.0.1.
    server = await startBuiltServer(
      { SHUTDOWN_DRAIN_MS: String(DRAIN_MS), SHUTDOWN_TIMEOUT_MS: '20000', CONTACT_PAGE_RATE_LIMIT: '100000' },
      { root: snapshot.root },
    );
    const { port } = server;
    const tally: Tally = { ok: 0, other: 0, closeHeader: 0, refused: 0, resets: [] };
    let sent = false;
    const clients = Array.from({ length: CONNECTIONS }, (_, index) => client(port, index, tally, () => sent));

    await vi.waitFor(() => expect(tally.ok).toBeGreaterThanOrEqual(CONNECTIONS * 5), { timeout: 60_000, interval: 20 });
    const before = tally.ok;
    server.child.kill('SIGTERM');
    sent = true;
    await Promise.all(clients);
    const code = await server.exited;

    console.log(
      `SIGTERM under ${CONNECTIONS} keep-alive connections: ${tally.ok} responses 200 (${tally.ok - before} after the signal, ` +
        `${tally.closeHeader} of them with Connection: close), ${tally.other} other, ${tally.refused} refused, ` +
        `${tally.resets.length} resets`,
    );
    expect(tally.resets).toEqual([]);
    expect(tally.other).toBe(0);
    expect(code).toBe(0);
    // Every client was told to go by a response, none found its connection cut or refused.
    expect(tally.closeHeader).toBe(CONNECTIONS);
    expect(tally.refused).toBe(0);
  }, 150_000);
});
