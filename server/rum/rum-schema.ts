/**
 * What a beacon may say (docs/decisions/091). Strict: a key that is not a known vital, a route
 * id that is not in the route table, a device class other than the two, or a value out of
 * range refuses the whole beacon, so visitors' input can never become a new label value.
 */
import { z } from 'zod';
import { ROUTE_PATHS, type RouteId } from '../../shared/route-paths.ts';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_MESSAGE_MAX_CHARS, DEVICE_CLASSES, VITAL_NAMES } from '../../shared/rum.ts';

const ROUTE_IDS = Object.keys(ROUTE_PATHS) as [RouteId, ...RouteId[]];

/** A minute: no real paint or interaction takes longer; anything above is a broken clock or a forgery. */
const MAX_MILLISECONDS = 60_000;
/** Real pages stay far below; layout shift has no hard ceiling, so the bound is generous. */
const MAX_CLS = 10;

const milliseconds = z.number().min(0).max(MAX_MILLISECONDS);

export const vitalsBeaconSchema = z
  .strictObject({
    route: z.enum(ROUTE_IDS),
    device: z.enum(DEVICE_CLASSES),
    lcp: milliseconds.optional(),
    inp: milliseconds.optional(),
    cls: z.number().min(0).max(MAX_CLS).optional(),
    fcp: milliseconds.optional(),
    ttfb: milliseconds.optional(),
  })
  .refine((beacon) => VITAL_NAMES.some((name) => beacon[name] !== undefined), 'names no vital');

export const clientErrorBeaconSchema = z.strictObject({
  route: z.enum(ROUTE_IDS),
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().max(CLIENT_ERROR_MESSAGE_MAX_CHARS),
});
