/**
 * The slow content upstream for the bench's first-byte figures: the fake Contentful server
 * behind a proxy that holds every request for a fixed delay. It runs in a child process (this
 * same file, forked), so the upstream's work does not run on the event loop that times the
 * first bytes.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeContentful } from '../../tests/fakes/contentful-server.ts';
import { benchContent } from './bench-content.ts';

export interface SlowUpstream {
  /** Environment that points a server at the slow upstream (Contentful space, token, host). */
  env: Record<string, string>;
  /** How many calls reached the upstream so far. */
  requests(): Promise<number>;
  close(): Promise<void>;
}

export async function startSlowUpstream(delayMs: number): Promise<SlowUpstream> {
  // The parent's execArgv carries tsx's loader, so the child runs TypeScript too.
  const child = fork(import.meta.filename, ['--slow-upstream', String(delayMs)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const nextMessage = <T>() =>
    new Promise<T>((resolve, reject) => {
      child.once('message', (message) => resolve(message as T));
      child.once('exit', (code) => reject(new Error(`the slow upstream exited with ${code}`)));
    });
  const { env } = await nextMessage<{ env: Record<string, string> }>();
  return {
    env,
    async requests() {
      const answer = nextMessage<{ requests: number }>();
      child.send('requests');
      return (await answer).requests;
    },
    async close() {
      child.disconnect();
      await exited;
    },
  };
}

/** In the child: the fake upstream, and the proxy in front of it that waits `delayMs` before passing each request on. */
async function serveSlowly(delayMs: number): Promise<void> {
  const fake = await startFakeContentful(benchContent());
  const [hostname, port] = fake.host.split(':');
  let requests = 0;
  const timers = new Set<NodeJS.Timeout>();
  const proxy = http.createServer((req, res) => {
    requests += 1;
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
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  process.send!({ env: { ...fake.env(), CONTENTFUL_HOST: `127.0.0.1:${(proxy.address() as AddressInfo).port}` } });
  process.on('message', (message) => {
    if (message === 'requests') process.send!({ requests });
  });
  process.on('disconnect', () => {
    for (const timer of timers) clearTimeout(timer);
    proxy.closeAllConnections();
    proxy.close();
    void fake.close().then(() => process.exit(0));
  });
}

if (process.argv[2] === '--slow-upstream') await serveSlowly(Number(process.argv[3]));
