/**
 * GETs of the contact pages, per client address: they are rendered per visitor (each carries
 * its own signed form token) and never come from the page cache, so one client reloading them
 * in a loop would cost a render each (issue 20). CONTACT_PAGE_RATE_LIMIT per minute, keyed
 * like the form's own limit (the address TRUST_PROXY gives); a person never comes near it.
 */
import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { isFirstRefusal } from '../security/first-refusal.ts';

const WINDOW_MS = 60_000;

export const CONTACT_PAGE_LIMITED_TEXT = 'Too many requests for this page from your address. Please try again in a minute.';

/** `store`: the cluster's Redis (server/rate-limit/); absent, this process's memory. */
export function contactPageLimit(perMinute: number, store?: Store): RequestHandler {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: perMinute,
    store,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (req, res) => {
      if (isFirstRefusal(req)) req.log.warn('contact page rate limit reached');
      res.setHeader('Retry-After', String(Math.ceil(WINDOW_MS / 1000)));
      res.setHeader('Cache-Control', 'private, no-store');
      // end(), not send(): no ETag is hashed for an answer nobody stores.
      res.status(429).type('text/plain').end(CONTACT_PAGE_LIMITED_TEXT);
    },
  });
}
