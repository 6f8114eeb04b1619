/**
 * Entry of the bench's reference server (bench-server-main.ts), bundled by `npm run bench` with
 * the production server's esbuild options and started like server/index.ts: tracing first when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, so a run with tracing on measures it here too.
 */
import { startTracingIfConfigured } from '../../server/tracing/start-if-configured.ts';

await startTracingIfConfigured(process.env);
await import('./bench-server-main.ts');
