/**
 * A small load balancer for the rolling-restart test, on 127.0.0.1: round robin over the
 * instances whose /readyz answered 200 at the last check, as a Kubernetes Service does with its
 * ready endpoints. No retries: a request sent to an instance that then fails is a failure.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How often readiness is checked; the kubelet's readiness probe period plays this role in a cluster. */
const READINESS_INTERVAL_MS = 100;
const READINESS_TIMEOUT_MS = 1000;
/**
 * The longest a draining instance (answering 503) can stay in the rotation: a check sent just
 * before its signal, answered 200 or timing out, then the next check, which sees the 503.
 * An instance's drain must be longer than this, or requests reach it after its listener closed.
 */
export const READINESS_LAG_MAX_MS = 2 * (READINESS_INTERVAL_MS + READINESS_TIMEOUT_MS);
/**
 * A check that gets no answer at all (timeout, refused) counts only after this many in a row,
 * like a probe's failureThreshold: on a busy machine one slow answer is not a dead instance.
 * An answer other than 200 (the 503 of a draining instance) takes it out at once.
 */
const UNANSWERED_THRESHOLD = 3;

interface Backend {
  port: number;
  ready: boolean;
  checking: boolean;
  unanswered: number;
}

export interface RoundRobinProxy {
  port: number;
  add(port: number): void;
  remove(port: number): void;
  /** Requests forwarded to each instance port so far (removed instances included). */
  served(): Map<number, number>;
  isReady(port: number): boolean;
  /** Requests answered 502/503 by the proxy itself (no ready instance, upstream error). */
  failures(): number;
  /** Every answer that was not 2xx, from an instance or from the proxy: for the failure message. */
  problems(): string[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  const backends = new Map<number, Backend>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const totals = new Map<number, number>();
  let next = 0;
  let failures = 0;
  const problems: string[] = [];

  const check = (backend: Backend) => {
    if (backend.checking) return;
    backend.checking = true;
    const req = http.get({ host: '127.0.0.1', port: backend.port, path: '/readyz', agent: false, timeout: READINESS_TIMEOUT_MS }, (res) => {
      backend.ready = res.statusCode === 200;
      backend.unanswered = 0;
      backend.checking = false;
      res.resume();
    });
    req.on('timeout', () => req.destroy(new Error('readiness timeout')));
    req.on('error', () => {
      backend.unanswered++;
      if (backend.unanswered >= UNANSWERED_THRESHOLD) backend.ready = false;
      backend.checking = false;
    });
  };
  const timer = setInterval(() => backends.forEach(check), READINESS_INTERVAL_MS);

  const server = http.createServer((req, res) => {
    const ready = [...backends.values()].filter((backend) => backend.ready);
    if (ready.length === 0) {
      failures++;
      problems.push(`${req.url}: 503 from the proxy, no ready instance`);
      res.writeHead(503).end('no ready instance');
      return;
    }
    const backend = ready[next++ % ready.length]!;
    totals.set(backend.port, (totals.get(backend.port) ?? 0) + 1);
    const upstream = http.request(
      { host: '127.0.0.1', port: backend.port, method: req.method, path: req.url, headers: req.headers, agent },
      (upstreamRes) => {
        const status = upstreamRes.statusCode ?? 0;
        if (status < 200 || status >= 300) problems.push(`${req.url}: ${status} from instance ${backend.port}`);
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      failures++;
      problems.push(`${req.url}: upstream error from instance ${backend.port}: ${error.message}`);
      if (!res.headersSent) res.writeHead(502).end(`upstream error: ${error.message}`);
      else res.destroy(error);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    add(port) {
      const backend = { port, ready: false, checking: false, unanswered: 0 };
      backends.set(port, backend);
      check(backend);
    },
    remove(port) {
      backends.delete(port);
    },
    served: () => new Map(totals),
    isReady: (port) => backends.get(port)?.ready ?? false,
    failures: () => failures,
    problems: () => [...problems],
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
