/**
 * Real-user monitoring in the browser (docs/decisions/091). A page load is sampled with
 * probability RUM_SAMPLE_RATE; a sampled one reports its errors from now on, and once the page
 * has loaded and the browser is idle it loads the web-vitals library, in a chunk of its own,
 * so the first load carries none of it.
 */
import { matchRoute } from '../../shared/match-route.ts';
import type { RouteId } from '../../shared/route-paths.ts';
import { installErrorReporting, reportClientError } from './report-errors.ts';

const routeOfPath = (pathname: string): RouteId => matchRoute(pathname).routeId;

export function startRum(sampleRate: number): void {
  if (!(Math.random() < sampleRate)) return;
  installErrorReporting(() => routeOfPath(location.pathname));
  afterLoadWhenIdle(() => {
    import('./report-vitals.ts').then(
      ({ reportVitals }) => reportVitals(routeOfPath),
      (error: unknown) => reportClientError('chunk', error),
    );
  });
}

function afterLoadWhenIdle(run: () => void): void {
  // Safari has no requestIdleCallback.
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 0));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
