/**
 * An HTTP proxy on 127.0.0.1 that holds every request for a fixed delay before passing it to
 * the target: a slow content upstream in front of the fake Contentful server, for measuring
 * time to first byte while the site waits on its content.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SlowProxy {
  /** host:port, for CONTENTFUL_HOST. */
  host: string;
  requests: number;
  close(): Promise<void>;
}

export async function startSlowProxy(targetHost: string, delayMs: number): Promise<SlowProxy> {
  const [hostname, port] = targetHost.split(':');
  const state = { requests: 0 };
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    state.requests += 1;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const upstream = http.request({ hostname, port: Number(port), path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    }, delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    get requests() {
      return state.requests;
    },
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
