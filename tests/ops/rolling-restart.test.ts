/**
 * A rolling restart under load loses no request: three built server processes behind a
 * round-robin proxy that only uses instances whose /readyz answers 200 (as a Service uses ready
 * endpoints), autocannon driving load through the proxy, and every instance replaced one by one
 * with SIGTERM. Everything listens on 127.0.0.1; the load is bounded in time and stops itself.
 */
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSnapshot, type BuildSnapshot } from '../../scripts/fresh-build.mjs';
import { startBuiltServer, type RunningServer } from '../support/start-built-server.ts';
import { get } from './support/http-get.ts';
import { READINESS_LAG_MAX_MS, startRoundRobinProxy, type RoundRobinProxy } from './support/round-robin-proxy.ts';
import { href } from '../../shared/route-paths.ts';

const INSTANCES = 3;
/**
 * Twice the longest the proxy can take to see an instance's 503 (as a pod's drain outlasts its
 * readiness probe's period and timeout). The test does not trust it: it waits until the proxy
 * has taken the instance out and then checks that the instance is still accepting.
 */
const DRAIN_MS = 2 * READINESS_LAG_MAX_MS;
/** Upper bound for the whole load run; the test stops it as soon as the restarts are done. */
const LOAD_MAX_SECONDS = 300;
/** Generous: on a loaded 2-core machine three servers, the proxy and the load share the CPU. */
const PROGRESS_TIMEOUT_MS = 60_000;
const CONNECTIONS = 8;
const PATHS = ['/', href('about-us'), href('contact'), href('case-studies')];

/** The contact page's rate limit (per client address) is not under test: all the load comes from 127.0.0.1. */
const serverEnv = {
  SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  SHUTDOWN_TIMEOUT_MS: '15000',
  LOG_LEVEL: 'info',
  CONTACT_PAGE_RATE_LIMIT: '100000',
};
const started: RunningServer[] = [];
let proxy: RoundRobinProxy | undefined;
let snapshot: BuildSnapshot;

beforeAll(() => {
  snapshot = buildSnapshot();
});

afterAll(async () => {
  for (const instance of started) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
  await proxy?.close();
  snapshot?.remove();
});

async function startInstance(): Promise<RunningServer> {
  const instance = await startBuiltServer(serverEnv, { root: snapshot.root });
  started.push(instance);
  proxy!.add(instance.port);
  await vi.waitFor(() => expect(proxy!.isReady(instance.port)).toBe(true), { timeout: 10_000, interval: 20 });
  return instance;
}

describe('rolling restart under load', () => {
  it(
    'replaces every instance with SIGTERM and not one request fails',
    async () => {
      proxy = await startRoundRobinProxy();
      let instances = await Promise.all(Array.from({ length: INSTANCES }, () => startInstance()));

      let responses = 0;
      let load!: autocannon.Instance;
      const finished = new Promise<autocannon.Result>((resolve, reject) => {
        load = autocannon(
          {
            url: `http://127.0.0.1:${proxy!.port}`,
            connections: CONNECTIONS,
            duration: LOAD_MAX_SECONDS,
            requests: PATHS.map((path) => ({ method: 'GET' as const, path })),
            timeout: 10,
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
      });
      load.on('response', () => responses++);

      // Load is flowing to every instance before the first restart.
      await vi.waitFor(() => expect(responses).toBeGreaterThanOrEqual(100), { timeout: PROGRESS_TIMEOUT_MS, interval: 20 });

      const exitCodes: number[] = [];
      for (const old of [...instances]) {
        const servedBefore = proxy.served().get(old.port) ?? 0;
        expect(servedBefore, 'the instance took traffic before its restart').toBeGreaterThan(0);
        old.child.kill('SIGTERM');
        await vi.waitFor(() => expect(proxy!.isReady(old.port)).toBe(false), { timeout: DRAIN_MS, interval: 10 });
        // Out of the rotation while still draining: no request of the load can reach a closed listener.
        expect((await get(old.port, '/healthz')).status, 'the instance still serves when the proxy has taken it out').toBe(200);
        exitCodes.push(await old.exited);
        proxy.remove(old.port);
        const replacement = await startInstance();
        instances = instances.map((instance) => (instance === old ? replacement : instance));
        // The replacement takes its share before the next instance goes.
        const mark = responses;
        await vi.waitFor(() => expect(responses - mark).toBeGreaterThanOrEqual(50), { timeout: PROGRESS_TIMEOUT_MS, interval: 20 });
      }

      load.stop();
      const result = await finished;
      const served = proxy.served();
      console.log(
        `rolling restart: ${result.requests.total} requests in ${result.duration} s, ${result.errors} errors, ` +
          `${result.timeouts} timeouts, ${result.non2xx} non-2xx; per instance ${[...served.values()].join(', ')}`,
      );

      // Keep-alive everywhere: autocannon to the proxy, the proxy's pooled connections to the
      // instances. A reset on either side is an autocannon error or a proxy upstream error.
      expect(proxy.problems()).toEqual([]);
      expect(exitCodes).toEqual(Array(INSTANCES).fill(0));
      expect(result.errors).toBe(0);
      expect(result.timeouts).toBe(0);
      expect(result.non2xx).toBe(0);
      expect(result.resets).toBe(0);
      expect(proxy.failures()).toBe(0);
      expect(result['2xx']).toBe(result.requests.total);
      expect(result.requests.total).toBeGreaterThanOrEqual(250);
      // All six processes (three originals, three replacements) served traffic.
      expect(served.size).toBe(INSTANCES * 2);
      for (const [port, count] of served) expect(count, `instance on ${port}`).toBeGreaterThan(0);
    },
    (LOAD_MAX_SECONDS + 60) * 1000,
  );
});
