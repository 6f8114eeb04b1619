/**
 * The contact form names every service the site offers, a service page's consultation buttons
 * open it with that service chosen (in the server HTML, so without JavaScript too), an unknown
 * choice falls back to General Inquiry, and a browser opening the form's address gets the page.
 */
import request from 'supertest';
import type { Express } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../routes/server/route-table.ts';
import { isServiceRoute } from '../../routes/services/service-route.ts';
import { CONTACT_FORM_ANCHOR, contactHrefFor, DEFAULT_SERVICE, SERVICE_PARAM } from '../../shared/contact-fields.ts';
import { href } from '../../shared/route-paths.ts';
import { SERVICES } from '../../shared/services.ts';
import { buildTestApp } from '../support/test-app.ts';

let app: Express;
beforeAll(async () => {
  app = await buildTestApp();
});

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;');
const options = (html: string) => [...html.matchAll(/<option value="([^"]*)"/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
const selected = (html: string) => /<option value="([^"]*)" selected="">/.exec(html)?.[1]?.replace(/&amp;/g, '&');

describe('the service of interest', () => {
  it('lists every service of the menus, after General Inquiry', async () => {
    const page = await request(app).get(href('contact')).expect(200);
    expect(options(page.text)).toEqual([DEFAULT_SERVICE, ...SERVICES.map((service) => service.formValue ?? service.name)]);
    expect(selected(page.text)).toBe(DEFAULT_SERVICE);
  });

  it.each(SERVICES.map((service) => [service.id, service.formValue ?? service.name]))(
    '?%s chooses %s in the server HTML',
    async (id, value) => {
      const page = await request(app).get(contactHrefFor(id)).expect(200);
      expect(selected(page.text)).toBe(value);
    },
  );

  it('an unknown or oversized choice falls back to General Inquiry', async () => {
    for (const value of ['nope', '<script>', 'x'.repeat(5_000)]) {
      const page = await request(app)
        .get(href('contact'))
        .query({ [SERVICE_PARAM]: value })
        .expect(200);
      expect(selected(page.text)).toBe(DEFAULT_SERVICE);
      expect(page.text).not.toContain(escapeHtml(value.slice(0, 20)) + '"');
    }
  });

  it("every service page's consultation buttons open the form with that service chosen", async () => {
    for (const route of ROUTE_TABLE.filter(isServiceRoute)) {
      const page = await request(app).get(route.path).expect(200);
      const contactLinks = [...page.text.matchAll(/href="([^"]*)"/g)]
        .map((match) => (match[1] ?? '').replace(/&amp;/g, '&'))
        .filter((link) => link.startsWith(href('contact')) && !link.startsWith(`${href('contact')}s`));
      expect(contactLinks.length, route.path).toBeGreaterThan(0);
      // The header's plain Contact link is the site's, not this page's consultation.
      expect(contactLinks.filter((link) => link !== href('contact')).length, route.path).toBeGreaterThan(0);
      for (const link of contactLinks.filter((link) => link !== href('contact'))) expect(link, route.path).toBe(contactHrefFor(route.id));
    }
  });
});

describe('GET of the form address', () => {
  it('sends a browser to the contact page, never raw JSON', async () => {
    const response = await request(app).get('/api/contact').set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8').expect(303);
    expect(response.headers.location).toBe(`${href('contact')}#${CONTACT_FORM_ANCHOR}`);
  });

  it('tells a JSON client to POST', async () => {
    const response = await request(app).get('/api/contact').set('Accept', 'application/json').expect(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.body).toMatchObject({ success: false });
  });
});
