/**
 * Where the servers of `npm run bench -- --tracing` send their spans: an OTLP/HTTP endpoint that
 * answers every export with success (an empty response) and counts it, decoding nothing, since
 * decoding is a collector's work elsewhere and would take CPU from the server measured here.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OtlpSink {
  url: string;
  /** Export requests and their bytes so far. */
  received: () => { requests: number; bytes: number };
  close: () => Promise<void>;
}

export async function startOtlpSink(): Promise<OtlpSink> {
  let requests = 0;
  let bytes = 0;
  const server = createServer((req, res) => {
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      requests += 1;
      res
        .writeHead(200, { 'content-type': req.headers['content-type'] ?? 'application/x-protobuf' })
        .end(req.headers['content-type']?.startsWith('application/json') ? '{}' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => ({ requests, bytes }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
