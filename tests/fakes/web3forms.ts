/**
 * A fake Web3Forms API on 127.0.0.1: POST /submit with JSON, answering as the real service
 * does. It checks the access key, records every accepted submission, and can be told to
 * answer in the older { success, body: { message } } shape, to fail (with a message, with an
 * empty one, or with an HTML error page), to be slow, or to hold every answer until the test
 * lets it go.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_ACCESS_KEY = '00000000-fake-4000-8000-web3forms000';

export type FakeWeb3FormsMode = 'ok' | 'ok-legacy' | 'refuse' | 'refuse-legacy' | 'refuse-silent' | 'server-error' | 'slow';

export interface FakeWeb3Forms {
  url: string;
  submissions: Array<Record<string, unknown>>;
  /** Every request, accepted or not (to prove nothing was sent). */
  requests: number;
  mode: FakeWeb3FormsMode;
  slowMs: number;
  /**
   * Holds every answer until the returned function is called: a test sees the form while it
   * is sending ('Sending...'), however long the machine takes, and then lets it finish.
   */
  hold(): () => void;
  close(): Promise<void>;
}

export async function startFakeWeb3Forms(): Promise<FakeWeb3Forms> {
  const fake = { submissions: [] as Array<Record<string, unknown>>, requests: 0, mode: 'ok' as FakeWeb3FormsMode, slowMs: 5_000 };
  /** Resolves when the test releases a hold; already resolved when nothing is held. */
  let held = Promise.resolve();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void held.then(answer));
    const answer = () => {
      fake.requests++;
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/submit') return send(404, { success: false, message: 'Not found' });
      if (!String(req.headers['content-type']).includes('application/json')) return send(400, { success: false, message: 'Use JSON' });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return send(400, { success: false, message: 'Invalid JSON' });
      }
      if (body.access_key !== FAKE_ACCESS_KEY) return send(401, { success: false, message: 'Invalid Access Key' });
      switch (fake.mode) {
        case 'refuse':
          return send(400, { success: false, message: 'Spam detected' });
        case 'refuse-silent':
          return send(200, { success: false, message: '  ' });
        case 'refuse-legacy':
          return send(200, { success: false, body: { message: 'Form is not active' } });
        case 'server-error':
          res.writeHead(500, { 'content-type': 'text/html' });
          return res.end('<h1>Internal Server Error</h1>');
        case 'slow':
          return setTimeout(() => send(200, { success: true, message: 'too late' }), fake.slowMs);
        case 'ok-legacy':
          fake.submissions.push(body);
          return send(200, { success: true, body: { message: 'Email sent successfully!' } });
        default:
          fake.submissions.push(body);
          return send(200, { success: true, message: 'Email sent successfully!' });
      }
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/submit`,
    hold: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
