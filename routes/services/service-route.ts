/**
 * A service page's route module from its definition: one `<service>.route.ts` per service
 * holds its URL, head and copy (its name comes from shared/services.ts); every service page is drawn by the one ServicePage component
 * (service-page.tsx) from that copy.
 */
import { createElement } from 'react';
import type { RouteId } from '../../shared/route-paths.ts';
import { serviceEntry } from '../../shared/services.ts';
import { LOCAL_KEYWORDS, withCompany } from '../../shared/site.ts';
import type { RouteModule } from '../route-module.ts';
import { ServicePage } from './service-page.tsx';
import type { ServicePageContent } from './service-copy.ts';

export interface ServiceDefinition<Id extends RouteId = RouteId> extends Omit<ServicePageContent, 'routeId'> {
  id: Id;
  /** `/<service>-vancouver-wa`. */
  path: string;
  /** The search result's snippet (meta description). */
  description: string;
  /** Search terms; the local ones ("kubernetes Vancouver WA") are added. */
  keywords: readonly string[];
}

/** Its id stays a literal: the loader map's type checks the route's status rule (none: 200). */
export interface ServiceRoute<Id extends RouteId = RouteId> extends RouteModule {
  id: Id;
  copy: ServicePageContent;
}

export function serviceRoute<const Id extends RouteId>({
  id,
  path,
  description,
  keywords,
  hero,
  sections,
}: ServiceDefinition<Id>): ServiceRoute<Id> {
  // Its name as the menus say it ("Kubernetes"), written once in the services list.
  const { name } = serviceEntry(id);
  const copy: ServicePageContent = { routeId: id, hero, sections };
  return {
    id,
    path,
    crumb: name,
    sitemap: true,
    schema: 'service',
    meta: {
      title: withCompany(`${name} in Vancouver, WA`),
      description,
      keywords: [...keywords, ...LOCAL_KEYWORDS.map((place) => `${name.toLowerCase()} ${place}`)],
      image: `/images/og/${id}.png`,
    },
    copy,
    // One component per route, made once here: the page is not remounted when shown again.
    Page: function Service() {
      return createElement(ServicePage, { content: copy });
    },
  };
}

/** A service page's route (the tests walk them). */
export function isServiceRoute(route: RouteModule): route is ServiceRoute {
  return route.schema === 'service' && 'copy' in route;
}
