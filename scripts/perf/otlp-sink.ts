/**
 * Where the servers of `npm run bench -- --tracing` send their spans: an OTLP/HTTP endpoint on
 * 127.0.0.1 that takes each export and answers success (an empty ExportTraceServiceResponse,
 * zero bytes in protobuf, the exporter's default encoding), counting what it got. It decodes
 * nothing: in production that work is the collector's, on another machine, and here it would
 * take CPU from the server being measured. The tests decode for real (tests/fakes/otlp-receiver.ts).
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
