/**
 * schema.org JSON-LD the site owns: the business (ProfessionalService) on the pages that
 * present it, and a Service on each service page. Blog posts add their own BlogPosting and
 * BreadcrumbList through their loader's `head.jsonLd`. Everything comes from SITE and the
 * route table, so an operator edits one place.
 */
import { absoluteUrl } from '../../shared/head.ts';
import { ROUTES_BY_ID, type RouteId } from '../../routes/server/route-table.ts';
import { SITE } from '../../shared/site.ts';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** One stable id, so Service.provider and the business block are the same node to a crawler. */
export const businessId = (siteUrl: string) => absoluteUrl(siteUrl, '/#business');

export function professionalService(siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': businessId(siteUrl),
    name: SITE.companyName,
    legalName: SITE.legalName,
    description: SITE.tagline,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/favicon.svg'),
    image: absoluteUrl(siteUrl, SITE.defaultOgImage),
    telephone: SITE.phoneDial,
    email: SITE.email,
    foundingDate: String(SITE.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: SITE.address.street,
      addressLocality: SITE.address.city,
      addressRegion: SITE.address.region,
      postalCode: SITE.address.postalCode,
      addressCountry: SITE.address.country,
    },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: WEEKDAYS, opens: SITE.hours.opensIso, closes: SITE.hours.closesIso },
    ],
    areaServed: SITE.areaServed.map((name) => ({ '@type': 'Place', name })),
    sameAs: SITE.socials.map((social) => social.url),
  };
}

export function serviceSchema(routeId: RouteId, siteUrl: string): Record<string, unknown> {
  const entry = ROUTES_BY_ID[routeId];
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: entry.crumb,
    serviceType: entry.crumb,
    description: entry.meta.description,
    url: absoluteUrl(siteUrl, entry.path),
    provider: { '@type': 'ProfessionalService', '@id': businessId(siteUrl), name: SITE.companyName, url: absoluteUrl(siteUrl, '/') },
    areaServed: SITE.areaServed.map((name) => ({ '@type': 'Place', name })),
  };
}

/** The blocks a route carries by itself (before any its loader adds). */
export function structuredDataFor(routeId: RouteId, siteUrl: string): object[] {
  // The route's module names its blocks (`schema`).
  const { schema } = ROUTES_BY_ID[routeId];
  if (schema === 'business') return [professionalService(siteUrl)];
  if (schema === 'service') return [serviceSchema(routeId, siteUrl)];
  return [];
}
