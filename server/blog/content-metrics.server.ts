/** Feeds the content cache's events into the process metrics (cache_events_total, upstream_*). */
import type { CacheObserver } from '../cache/upstream-cache.server.ts';
import { recordCacheEvent, recordUpstream } from '../metrics/index.ts';

export function contentMetricsObserver(upstream: 'contentful' | 'local'): CacheObserver {
  return {
    onEvent(event, cache) {
      if (event === 'hit' || event === 'miss' || event === 'stale') recordCacheEvent(cache, event);
    },
    // Reads of the embedded files are not an upstream worth a latency series.
    onUpstream(outcome, seconds) {
      if (upstream === 'contentful') recordUpstream('contentful', seconds, outcome === 'ok');
    },
  };
}
