/**
 * Every business constant the site shows, in one typed module.
 * Values are obviously fictitious placeholders (555 numbers, example.com): an operator
 * replaces them here once and every page, the footer and the structured data follow.
 */
export interface PostalAddress {
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface SocialProfile {
  network: 'Facebook' | 'Instagram' | 'LinkedIn' | 'YouTube';
  url: string;
}

export const SITE = {
  companyName: 'Cascade Ridge Software',
  legalName: 'Cascade Ridge Software LLC',
  tagline: 'Software, cloud and AI consulting for Vancouver and Camas, WA',
  /** Digits only, used for tel: links. */
  phoneDial: '+13605550142',
  /** Shown to people. */
  phoneDisplay: '(360) 555-0142',
  email: 'hello@example.com',
  address: {
    street: '400 NE 4th Ave, Suite 200',
    city: 'Camas',
    region: 'WA',
    postalCode: '98607',
    country: 'US',
  } satisfies PostalAddress,
  hours: { days: 'Mon-Fri', open: '9am', close: '5pm', opensIso: '09:00', closesIso: '17:00' },
  areaServed: ['Vancouver, WA', 'Camas, WA', 'Washougal, WA', 'Portland, OR', 'Clark County, WA'],
  socials: [
    { network: 'Facebook', url: 'https://www.facebook.com/example-cascade-ridge' },
    { network: 'Instagram', url: 'https://www.instagram.com/example-cascade-ridge' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/example-cascade-ridge' },
    { network: 'YouTube', url: 'https://www.youtube.com/@example-cascade-ridge' },
  ] satisfies SocialProfile[],
  chamber: {
    name: 'Camas-Washougal Chamber of Commerce',
    url: 'https://www.example.org/camas-washougal-chamber',
  },
  /** Default social card used when a page has no image of its own. */
  defaultOgImage: '/images/og/default.png',
  founded: 2019,
} as const;

export const HOURS_TEXT = `${SITE.hours.days} ${SITE.hours.open} to ${SITE.hours.close}`;

export function formatAddressOneLine(address: PostalAddress = SITE.address): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}

/** Place names every local page is found by (page keywords). */
export const LOCAL_KEYWORDS = ['Vancouver WA', 'Camas WA', 'Clark County'];

/** A page title as the site writes them: "About Us | <company>". */
export const withCompany = (title: string) => `${title} | ${SITE.companyName}`;
