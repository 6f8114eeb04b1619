/**
 * What real visitors' browsers measured (docs/decisions/091): one histogram per Web Vital by
 * route id and device class, and browser errors by route id and kind. Labels come only from
 * fixed lists (the route table's ids, two device classes, three kinds), so the series are at
 * most routes x vitals x devices, whatever visitors send.
 */
import { Counter, Histogram } from 'prom-client';
import { ROUTE_PATHS, type RouteId } from '../../shared/route-paths.ts';
import { CLIENT_ERROR_KINDS, type ClientErrorKind, type DeviceClass, type VitalName } from '../../shared/rum.ts';
import { registry } from './registry.ts';

/**
 * Buckets with an edge on each of Google's thresholds (good / needs improvement / poor), so the
 * share of page views on each side is exact: LCP 2.5 / 4 s, FCP 1.8 / 3 s, TTFB 0.8 / 1.8 s,
 * INP 200 / 500 ms, CLS 0.1 / 0.25.
 */
const LOADING_BUCKETS_SECONDS = [0.25, 0.5, 1, 1.5, 1.8, 2, 2.5, 3, 4, 5, 7.5, 10, 20];
const TTFB_BUCKETS_SECONDS = [0.05, 0.1, 0.2, 0.4, 0.6, 0.8, 1, 1.4, 1.8, 2.5, 4, 10];
const INP_BUCKETS_SECONDS = [0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 2, 5];
const CLS_BUCKETS = [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.4, 0.6, 1, 2];

const LABELS = ['route', 'device'] as const;

function vitalHistogram(name: string, help: string, buckets: number[]) {
  return new Histogram({ name, help, labelNames: LABELS, buckets, registers: [registry] });
}

/** Each vital's histogram, and what the beacon's value (ms) is divided by for the metric's unit (s). */
const VITALS: Record<VitalName, { histogram: Histogram<(typeof LABELS)[number]>; divisor: number }> = {
  lcp: {
    histogram: vitalHistogram(
      'web_vitals_lcp_seconds',
      'Largest Contentful Paint of real page views, by route id and device class.',
      LOADING_BUCKETS_SECONDS,
    ),
    divisor: 1000,
  },
  inp: {
    histogram: vitalHistogram(
      'web_vitals_inp_seconds',
      'Interaction to Next Paint of real page views, by route id and device class.',
      INP_BUCKETS_SECONDS,
    ),
    divisor: 1000,
  },
  cls: {
    histogram: vitalHistogram(
      'web_vitals_cls',
      'Cumulative Layout Shift of real page views (unitless), by route id and device class.',
      CLS_BUCKETS,
    ),
    divisor: 1,
  },
  fcp: {
    histogram: vitalHistogram(
      'web_vitals_fcp_seconds',
      'First Contentful Paint of real page views, by route id and device class.',
      LOADING_BUCKETS_SECONDS,
    ),
    divisor: 1000,
  },
  ttfb: {
    histogram: vitalHistogram(
      'web_vitals_ttfb_seconds',
      'Time to First Byte of real page loads, by route id and device class.',
      TTFB_BUCKETS_SECONDS,
    ),
    divisor: 1000,
  },
};

export const clientErrorsTotal = new Counter({
  name: 'client_errors_total',
  help: 'Errors in visitors’ browsers (uncaught errors, unhandled rejections, chunks that failed to load), by route id and kind.',
  labelNames: ['route', 'kind'] as const,
  registers: [registry],
});

// Every series exists from the start at 0, so a rate over them is 0 rather than nothing
// while the site is healthy, and the first error after a deploy is an increase Prometheus sees.
for (const route of Object.keys(ROUTE_PATHS)) {
  for (const kind of CLIENT_ERROR_KINDS) clientErrorsTotal.inc({ route, kind }, 0);
}

/** Records one page view's vitals (milliseconds, CLS unitless); a vital the browser did not measure is absent. */
export function observeVitals(route: RouteId, device: DeviceClass, values: Partial<Record<VitalName, number>>): void {
  for (const [name, { histogram, divisor }] of Object.entries(VITALS) as Array<[VitalName, (typeof VITALS)[VitalName]]>) {
    const value = values[name];
    if (value !== undefined) histogram.observe({ route, device }, value / divisor);
  }
}

export function countClientError(route: RouteId, kind: ClientErrorKind): void {
  clientErrorsTotal.inc({ route, kind });
}
