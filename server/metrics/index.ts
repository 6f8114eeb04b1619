/**
 * Metrics for other modules: import from here.
 *   recordCacheEvent('content', 'hit' | 'miss' | 'stale')
 *   recordUpstream('contentful', seconds, ok) / await timeUpstream('contentful', () => call())
 *   observeRender(routeId, seconds, status)
 * README "Operating the site" lists every metric name.
 */
export { httpMetrics, routeLabel } from './http-metrics.ts';
export { observeRender, recordCacheEvent, recordUpstream, registry, timeUpstream, type CacheResult } from './registry.ts';
