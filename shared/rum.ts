/**
 * Real-user monitoring: what the browser sends and the server accepts (docs/decisions/091).
 * One vitals beacon per page view and one per browser error, each a small JSON body sent with
 * navigator.sendBeacon. Only fixed names travel: the route id from the route table, never
 * the path; a device class, never the user agent.
 */
import type { RouteId } from './route-paths.ts';

export const VITALS_ENDPOINT = '/api/vitals';
export const CLIENT_ERRORS_ENDPOINT = '/api/client-errors';

/** The Web Vitals measured, as the beacon names them. Times in milliseconds, CLS unitless. */
export const VITAL_NAMES = ['lcp', 'inp', 'cls', 'fcp', 'ttfb'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Decided in the browser from its primary pointer: touch screens are 'mobile'. */
export const DEVICE_CLASSES = ['mobile', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Uncaught errors, unhandled promise rejections, and code chunks that failed to load. */
export const CLIENT_ERROR_KINDS = ['error', 'rejection', 'chunk'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** The first line of an error's message, cut to this many characters before it leaves the browser. */
export const CLIENT_ERROR_MESSAGE_MAX_CHARS = 200;

/** A body larger than this is refused by its Content-Length before anything reads it. */
export const RUM_BODY_MAX_BYTES = 1024;

export type VitalsBeacon = { route: RouteId; device: DeviceClass } & Partial<Record<VitalName, number>>;

export interface ClientErrorBeacon {
  route: RouteId;
  kind: ClientErrorKind;
  message: string;
}
