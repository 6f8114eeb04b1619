/**
 * A small OpenTelemetry collector on 127.0.0.1 that speaks OTLP/HTTP with the JSON encoding
 * (OTEL_EXPORTER_OTLP_PROTOCOL=http/json): POST /v1/traces carrying an
 * ExportTraceServiceRequest, answered 200 with an ExportTraceServiceResponse. It decodes each
 * request into flat spans (hex ids, kinds, attributes, status, resource) for tests to read.
 * Like a receiver with only the JSON encoding on, it answers 415 to protobuf and 404 to the
 * other signals' paths. Bodies may be gzip-compressed (OTEL_EXPORTER_OTLP_COMPRESSION=gzip).
 */
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** OTLP's SpanKind numbers, by name. */
const SPAN_KINDS = ['unspecified', 'internal', 'server', 'client', 'producer', 'consumer'] as const;
export type SpanKindName = (typeof SPAN_KINDS)[number];

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  /** Absent on a root span. */
  parentSpanId?: string;
  name: string;
  kind: SpanKindName;
  attributes: Record<string, unknown>;
  /** 0 unset, 1 ok, 2 error. */
  statusCode: number;
  /** The attributes of the resource that sent it (service.name, ...). */
  resource: Record<string, unknown>;
  /** The instrumentation scope that made it. */
  scope: string;
}

export interface FakeOtlpReceiver {
  url: string;
  spans: ReceivedSpan[];
  /** Export requests received (any path). */
  requests: number;
  /** Resolves with the first span (received so far or later) that matches, or rejects after `timeoutMs`. */
  waitForSpan(matches: (span: ReceivedSpan) => boolean, timeoutMs?: number): Promise<ReceivedSpan>;
  /** Env vars that point an OpenTelemetry SDK at this receiver. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

interface AnyValue {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: string | number;
  doubleValue?: number;
  arrayValue?: { values?: AnyValue[] };
}

interface KeyValue {
  key: string;
  value: AnyValue;
}

interface ExportTraceServiceRequest {
  resourceSpans?: Array<{
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: Array<{
      scope?: { name?: string };
      spans?: Array<{
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind?: number;
        attributes?: KeyValue[];
        status?: { code?: number };
      }>;
    }>;
  }>;
}

function decodeValue(value: AnyValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.boolValue !== undefined) return value.boolValue;
  // int64 travels as a string in OTLP/JSON (or a number from some encoders).
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(decodeValue);
  return undefined;
}

const decodeAttributes = (list: KeyValue[] = []) => Object.fromEntries(list.map(({ key, value }) => [key, decodeValue(value)]));

export function decodeTraces(request: ExportTraceServiceRequest): ReceivedSpan[] {
  return (request.resourceSpans ?? []).flatMap(({ resource, scopeSpans }) =>
    (scopeSpans ?? []).flatMap(({ scope, spans }) =>
      (spans ?? []).map((span) => ({
        traceId: span.traceId,
        spanId: span.spanId,
        ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
        name: span.name,
        kind: SPAN_KINDS[span.kind ?? 0] ?? 'unspecified',
        attributes: decodeAttributes(span.attributes),
        statusCode: span.status?.code ?? 0,
        resource: decodeAttributes(resource?.attributes),
        scope: scope?.name ?? '',
      })),
    ),
  );
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

export async function startFakeOtlpReceiver(): Promise<FakeOtlpReceiver> {
  const arrivals = new EventEmitter();
  const spans: ReceivedSpan[] = [];
  const server = createServer(async (req, res) => {
    receiver.requests += 1;
    const answer = (status: number, body: object) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method !== 'POST' || req.url !== '/v1/traces') return answer(404, { code: 5, message: 'not found' });
    if (!req.headers['content-type']?.startsWith('application/json'))
      return answer(415, { code: 3, message: 'only application/json is accepted' });
    let received: ReceivedSpan[];
    try {
      received = decodeTraces(JSON.parse((await readBody(req)).toString('utf8')) as ExportTraceServiceRequest);
    } catch (error) {
      return answer(400, { code: 3, message: `undecodable: ${(error as Error).message}` });
    }
    spans.push(...received);
    // An empty partialSuccess: everything was accepted.
    answer(200, {});
    arrivals.emit('spans');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const receiver: FakeOtlpReceiver = {
    url,
    spans,
    requests: 0,
    waitForSpan(matches, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = spans.find(matches);
          if (!found) return;
          clearTimeout(timer);
          arrivals.off('spans', check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          arrivals.off('spans', check);
          reject(new Error(`no such span within ${timeoutMs} ms; received: ${spans.map((span) => span.name).join(', ') || 'none'}`));
        }, timeoutMs);
        arrivals.on('spans', check);
        check();
      });
    },
    env: () => ({ OTEL_EXPORTER_OTLP_ENDPOINT: url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
}
