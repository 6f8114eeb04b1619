/**
 * What each social card says: the default card plus one per route that names its own image
 * under /images/og/, worded from SITE and the route modules so a new name or phone reaches
 * every card at the next build.
 */
import path from 'node:path';
import type { RouteModule } from '../../routes/route-module.ts';
import { SITE } from '../../shared/site.ts';

/** The business facts a card shows: SITE or an edited copy of it (the make-it-yours test). */
export type CardSite = Pick<typeof SITE, 'companyName' | 'phoneDisplay' | 'tagline' | 'areaServed' | 'defaultOgImage'>;

export interface Card {
  /** The PNG's name under /images/og/. */
  file: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  /** The business name in the header and the phone number in the footer. */
  brand: string;
  phone: string;
}

export const OG_URL_PREFIX = '/images/og/';

/** "Vancouver & Camas, WA" from the first two areas served (only the first when their regions differ). */
export function areaLabel(areas: readonly string[]): string {
  const [first, second] = areas.map((area) => area.split(', '));
  if (!first) return '';
  return second && second[1] === first[1] ? `${first[0]} & ${second[0]}, ${first[1]}` : areas[0]!;
}

export function cardList(site: CardSite, routes: readonly RouteModule[]): Card[] {
  const brand = { brand: site.companyName, phone: site.phoneDisplay };
  const area = areaLabel(site.areaServed);
  const own = routes
    .filter((route) => route.meta.image?.startsWith(OG_URL_PREFIX))
    .map((route) => ({
      file: path.posix.basename(route.meta.image!),
      eyebrow: route.id === 'home' ? 'Software · Cloud · AI' : 'Services',
      title: route.id === 'home' ? 'Software, Cloud & AI Consulting' : route.crumb,
      subtitle: route.id === 'home' ? `For small and medium businesses in ${area}` : `${route.crumb} for businesses in ${area}`,
      ...brand,
    }));
  return [
    { file: path.posix.basename(site.defaultOgImage), eyebrow: area, title: site.companyName, subtitle: site.tagline, ...brand },
    ...own,
  ];
}
