/**
 * Metrics for other modules: import from here.
 *   recordCacheEvent('content', 'hit' | 'miss' | 'stale')
 *   recordUpstream('contentful', seconds, ok) / await timeUpstream('contentful', () => call())
 *   observeRender(routeId, seconds, status)
 *   recordContactOutcome('sent' | 'failed' | ...)
 *   observeVitals(routeId, device, { lcp, inp, ... }) / countClientError(routeId, kind)
 * They are served on METRICS_PORT only (metrics-server.server.ts), never on the public port.
 * docs/operating.md lists every metric name.
 */
export { httpMetrics, routeLabel } from './http-metrics.ts';
export { createMetricsServer, metricsHandler, METRICS_PATH } from './metrics-server.server.ts';
export {
  observeRender,
  recordRenderSlots,
  recordCacheEvent,
  recordUpstream,
  registry,
  timeUpstream,
  type CacheResult,
} from './registry.ts';
export { CONTACT_OUTCOMES, recordContactOutcome, type ContactOutcome } from './contact-metrics.ts';
export { countClientError, observeVitals } from './rum-metrics.ts';
export { isPrefetchRequest, prefetchRequestsTotal } from './prefetch-metrics.ts';
export { recordRateLimitFallback, recordSharedStore, recordTierPurge } from './cluster-metrics.ts';
