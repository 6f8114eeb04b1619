/** A page's quotes speak to that page's service or to none in particular (issue 35: no order-process quote on Kubernetes). */
import { describe, expect, it } from 'vitest';
import { SERVICES } from '../../../shared/services.ts';
import { testimonialsFor } from './testimonials.ts';

describe('testimonialsFor', () => {
  it('gives the Kubernetes page no quote about a spreadsheet order process', () => {
    expect(
      testimonialsFor('kubernetes')
        .map((item) => item.quote)
        .join(' '),
    ).not.toMatch(/spreadsheet/i);
  });

  it.each(SERVICES.map((service) => service.id))('gives %s at least one quote, each of them distinct', (routeId) => {
    const quotes = testimonialsFor(routeId).map((item) => item.quote);
    expect(quotes.length).toBeGreaterThan(0);
    expect(new Set(quotes).size).toBe(quotes.length);
  });
});
