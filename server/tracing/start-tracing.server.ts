/**
 * Starts OpenTelemetry tracing (docs/decisions/092): the Node SDK with the http, express and
 * undici instrumentations, exporting over OTLP as the standard OTEL_* variables say
 * (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_PROTOCOL, OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER, ...).
 * Imported only by start-if-configured.ts, and before the app: the instrumentations patch
 * express and node:http as those load.
 */
import { register } from 'node:module';
import { ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK, resources } from '@opentelemetry/sdk-node';
import { routeLabel } from '../metrics/http-metrics.ts';
import { otelHooks } from './otel-hooks.server.ts';
import { installTracing } from './spans.ts';

/** The package's name: the service's name unless OTEL_SERVICE_NAME (or OTEL_RESOURCE_ATTRIBUTES) says otherwise. */
export const DEFAULT_SERVICE_NAME = 'consultancy-site';

/** Probes and scrapes every few seconds: a trace each would bury the visitors' (the request log keeps them at debug too). */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * The request span's name: the method and the same bounded label as the metrics (the route
 * pattern such as `/blog/:slug`, or `not_found`, `redirect`, `/assets/*`), never the raw path.
 */
function nameRequestSpan(
  span: { updateName(name: string): unknown; setAttribute(key: string, value: string): unknown },
  req: Request,
  res: Response,
): void {
  const label = routeLabel(req, res);
  span.updateName(`${req.method} ${label}`);
  if (label.startsWith('/')) span.setAttribute('http.route', label);
}

export function startTracing(): void {
  // The bundle imports express as an ES module, which only a loader hook sees load; the hook
  // wraps express alone: wrapping every module is known to break bundled code (decision 092).
  // node:http is patched as express requires it, and undici (fetch) reports through
  // diagnostics_channel without any hook.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, { data: { include: ['express'] } });
  const sdk = new NodeSDK({
    // The environment's resource (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES) is merged over this one.
    resource: resources.defaultResource().merge(resources.resourceFromAttributes({ 'service.name': DEFAULT_SERVICE_NAME })),
    // Traces only: the metrics are Prometheus's (METRICS_PORT) and the logs stay pino's lines.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => UNTRACED_PATHS.has((req.url ?? '/').split('?', 1)[0]!),
        applyCustomAttributesOnSpan: (span, req, res) => {
          if (res instanceof ServerResponse) nameRequestSpan(span, req as Request, res as Response);
        },
      }),
      // The handler that answered gets a span. One per middleware (helmet, compression, ...) and
      // per router passed on the way would cost more than it tells (and routers are named oddly).
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.ROUTER] }),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  installTracing(otelHooks(() => sdk.shutdown()));
}
