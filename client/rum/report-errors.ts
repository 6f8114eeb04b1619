/**
 * Browser errors to the server (docs/decisions/091): uncaught errors, unhandled promise
 * rejections and code chunks that failed to load, each as one small beacon naming the route id,
 * the kind and the first line of the message. Part of the first load (a few hundred bytes), so
 * errors before the page has finished loading are reported too.
 */
import type { RouteId } from '../../shared/route-paths.ts';
import { CLIENT_ERROR_MESSAGE_MAX_CHARS, CLIENT_ERRORS_ENDPOINT, type ClientErrorBeacon, type ClientErrorKind } from '../../shared/rum.ts';

/** A loop that throws on every frame sends this many reports per page load, not thousands. */
const MAX_REPORTS_PER_LOAD = 10;
/** How browsers word a dynamic import() that failed (Chromium, Safari, Firefox). */
const CHUNK_LOAD_FAILURE = /dynamically imported module|importing a module script failed/i;

let reported = 0;
let currentRoute: (() => RouteId) | undefined;

/** Sends one report, unless reporting is off (not sampled) or this load already sent its share. */
export function reportClientError(kind: ClientErrorKind, error: unknown): void {
  if (!currentRoute || reported >= MAX_REPORTS_PER_LOAD) return;
  reported += 1;
  const text = error instanceof Error ? error.message : String(error);
  const message = (text.split('\n', 1)[0] ?? '').slice(0, CLIENT_ERROR_MESSAGE_MAX_CHARS);
  const beacon: ClientErrorBeacon = {
    route: currentRoute(),
    kind: kind !== 'chunk' && CHUNK_LOAD_FAILURE.test(message) ? 'chunk' : kind,
    message,
  };
  navigator.sendBeacon?.(CLIENT_ERRORS_ENDPOINT, JSON.stringify(beacon));
}

export function installErrorReporting(routeOfPage: () => RouteId): void {
  currentRoute = routeOfPage;
  // A module that failed to load (a deploy since the page opened) surfaces as a rejected
  // import(), reported as 'chunk' by its message.
  addEventListener('error', (event) => reportClientError('error', event.error ?? event.message));
  addEventListener('unhandledrejection', (event) => reportClientError('rejection', event.reason));
}
