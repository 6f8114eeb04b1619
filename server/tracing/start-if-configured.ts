/**
 * Tracing is off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (and OTEL_SDK_DISABLED is not true).
 * Off, nothing of OpenTelemetry is imported. On, it is started here, and the caller imports
 * the app only afterwards: the instrumentations patch express and node:http as they load.
 */
export function tracingConfigured(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) && env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true';
}

export async function startTracingIfConfigured(env: NodeJS.ProcessEnv): Promise<void> {
  if (!tracingConfigured(env)) return;
  const { startTracing } = await import('./start-tracing.server.ts');
  startTracing();
}
