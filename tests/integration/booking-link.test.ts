/**
 * BOOKING_URL (issue 38): when set, the home page, every service page and the contact page
 * offer the owner's scheduling page beside the calls to action that lead to the form, as a
 * plain link (the CSP stays the same); unset, the pages carry no trace of it; anything but an
 * https address is refused by the configuration.
 */
import request from 'supertest';
import type { Express } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE, ROUTES_BY_ID } from '../../routes/server/route-table.ts';
import { isServiceRoute } from '../../routes/services/service-route.ts';
import { BOOKING_LABEL } from '../../client/components/booking/booking-button.tsx';
import { BOOKING_OFFER_LABEL } from '../../client/components/booking/booking-offer.tsx';
import { parseConfig } from '../../server/core/config.server.ts';
import { buildTestApp } from '../support/test-app.ts';

const BOOKING_URL = 'https://cal.example.com/owner/free-consultation';
/** The pages whose consultation buttons offer it: home, the eleven services, and the contact page itself. */
const OFFERING_PATHS = [
  ROUTES_BY_ID.home.path,
  ...ROUTE_TABLE.filter(isServiceRoute).map((route) => route.path),
  ROUTES_BY_ID.contact.path,
];
const BOOKING_ANCHOR = new RegExp(
  `<a href="${BOOKING_URL}"[^>]*target="_blank" rel="noopener noreferrer"[^>]*>(${BOOKING_LABEL}|${BOOKING_OFFER_LABEL})<`,
);

let withBooking: Express;
let withoutBooking: Express;
beforeAll(async () => {
  [withBooking, withoutBooking] = await Promise.all([buildTestApp({}, { BOOKING_URL }), buildTestApp()]);
});

describe('BOOKING_URL set', () => {
  it('the home page, every service page and the contact page link it as a plain link opening a new tab', async () => {
    expect(OFFERING_PATHS.length).toBeGreaterThan(12);
    for (const pathname of OFFERING_PATHS) {
      const response = await request(withBooking).get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.text, pathname).toMatch(BOOKING_ANCHOR);
    }
  });

  it('only right after a call to action that leads to the form (the home hero, which leads to a service, has none)', async () => {
    const contactPaths = [ROUTES_BY_ID.contact.path, ROUTES_BY_ID.contacts.path];
    const home = (await request(withBooking).get(ROUTES_BY_ID.home.path)).text;
    const heroEnd = home.indexOf('</section>', home.indexOf('<h1'));
    expect(home.slice(0, heroEnd)).not.toContain(BOOKING_LABEL);
    for (const pathname of OFFERING_PATHS.filter((path) => !contactPaths.includes(path))) {
      const html = (await request(withBooking).get(pathname)).text;
      const links = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]!);
      const offers = links.flatMap((link, index) => (link === BOOKING_URL ? [links[index - 1]!] : []));
      expect(offers.length, pathname).toBeGreaterThan(0);
      for (const before of offers) expect(contactPaths, `${pathname}: booking link after ${before}`).toContain(before.split(/[?#]/)[0]);
    }
    const privacy = await request(withBooking).get(ROUTES_BY_ID['privacy-policy'].path);
    expect(privacy.text).not.toContain(BOOKING_LABEL);
  });

  it('no script or frame of the scheduling service: the CSP is the same as without it', async () => {
    const [set, unset] = await Promise.all([request(withBooking).get('/'), request(withoutBooking).get('/')]);
    expect(set.headers['content-security-policy']).toBe(unset.headers['content-security-policy']);
    expect(set.headers['content-security-policy']).not.toContain('cal.example.com');
  });
});

describe('BOOKING_URL unset', () => {
  it('no page carries any trace of it', async () => {
    for (const pathname of OFFERING_PATHS) {
      const response = await request(withoutBooking).get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.text, pathname).not.toContain(BOOKING_LABEL);
      expect(response.text, pathname).not.toContain(BOOKING_OFFER_LABEL);
      expect(response.text, pathname).not.toContain('bookingUrl');
    }
  });
});

describe('BOOKING_URL validation', () => {
  it.each(['javascript:alert(1)', 'http://cal.example.com/owner', '/book-a-call', 'cal.example.com/owner', 'https://'])(
    '%s stops the configuration with one line naming BOOKING_URL',
    (value) => {
      expect(() => parseConfig({ BOOKING_URL: value })).toThrow(/^Invalid configuration: BOOKING_URL must be an https:\/\/ address$/);
    },
  );

  it('an https address is taken as it is, normalised', () => {
    expect(parseConfig({ BOOKING_URL: ` ${BOOKING_URL} ` }).BOOKING_URL).toBe(BOOKING_URL);
  });
});
