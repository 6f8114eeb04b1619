/**
 * Web Vitals of each page view, one beacon per page view when the page is hidden (left, closed,
 * or put in the background)
 * (docs/decisions/091). Loaded after the page's load event, in a chunk of its own; web-vitals
 * reads the paints, shifts and interactions the browser buffered before.
 *
 * A page view is a document load, a back/forward-cache restore, or a client navigation: with
 * `reportSoftNavs`, browsers that detect soft navigations (Chromium) measure each client
 * navigation on its own, and web-vitals tells them apart by navigationId and start time. Other
 * browsers measure the document load only, its INP and CLS then covering the whole visit.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { RouteId } from '../../shared/route-paths.ts';
import { VITALS_ENDPOINT, type DeviceClass, type VitalName, type VitalsBeacon } from '../../shared/rum.ts';

interface PageView {
  route: RouteId;
  values: Partial<Record<VitalName, number>>;
}

const pending = new Map<string, PageView>();
/** Page views already sent: a late report for one (INP after the tab came back) is dropped, so each view sends one beacon. */
const sent = new Set<string>();

/** Touch-first devices (phones, tablets) are 'mobile'; the user agent is never read. */
const device: DeviceClass = matchMedia('(pointer: coarse)').matches ? 'mobile' : 'desktop';

export function reportVitals(routeOfPath: (pathname: string) => RouteId): void {
  const record = (metric: Metric) => {
    // web-vitals reports TTFB 0 for a soft navigation: there was no document request.
    if (metric.name === 'TTFB' && metric.navigationType === 'soft-navigation') return;
    const key = `${metric.navigationId}@${metric.navigationStartTime ?? 0}`;
    if (sent.has(key)) return;
    let view = pending.get(key);
    if (!view) {
      view = { route: routeOfPath(new URL(metric.navigationURL ?? location.href).pathname), values: {} };
      pending.set(key, view);
    }
    const name = metric.name.toLowerCase() as VitalName;
    // Milliseconds to the whole, CLS to four places: the buckets need no more, and the body stays small.
    view.values[name] = name === 'cls' ? Math.round(metric.value * 1e4) / 1e4 : Math.round(metric.value);
  };
  const options = { reportSoftNavs: true };
  onLCP(record, options);
  onINP(record, options);
  onCLS(record, options);
  onFCP(record, options);
  onTTFB(record, options);

  // On visibilitychange to hidden, after web-vitals' own listeners (capture phase on window),
  // which report LCP, CLS and INP on that same event. Not on pagehide: leaving a page fires it
  // before visibilitychange, when those three are not reported yet (and web-vitals, like this,
  // listens to visibilitychange only; it also fires when a tab goes to the background).
  const flush = () => {
    for (const [key, view] of pending) {
      const beacon: VitalsBeacon = { route: view.route, device, ...view.values };
      navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify(beacon));
      sent.add(key);
      pending.delete(key);
    }
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
