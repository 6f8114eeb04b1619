/**
 * Metrics for other modules: import from here.
 *   recordCacheEvent('content', 'hit' | 'miss' | 'stale')
 *   recordUpstream('contentful', seconds, ok) / await timeUpstream('contentful', () => call())
 *   observeRender(routeId, seconds, status)
 * They are served on METRICS_PORT only (metrics-server.server.ts), never on the public port.
 * README "Operating the site" lists every metric name.
 */
export { httpMetrics, routeLabel } from './http-metrics.ts';
export { createMetricsServer, metricsHandler, METRICS_PATH } from './metrics-server.server.ts';
export { observeRender, recordRenderSlots, recordCacheEvent, recordUpstream, registry, timeUpstream, type CacheResult } from './registry.ts';
