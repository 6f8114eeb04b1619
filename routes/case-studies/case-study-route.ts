/**
 * A case study's route module from its definition: one `<study>.route.ts` per study holds its
 * URL, head and copy; every study is drawn by the one CaseStudyPage component
 * (case-study-page.tsx) from that copy.
 */
import { createElement } from 'react';
import { href, type RouteId } from '../../shared/route-paths.ts';
import type { PageMeta } from '../../shared/head.ts';
import { withCompany } from '../../shared/site.ts';
import type { RouteModule } from '../route-module.ts';
import { CaseStudyPage } from './case-study-page.tsx';
import type { CaseStudyCopy } from './case-study-copy.ts';

export interface CaseStudyDefinition<Id extends RouteId = RouteId> extends CaseStudyCopy {
  id: Id;
  /** `/case-studies/<study>`. */
  path: string;
  /** The breadcrumb's label: "R3dLabs". */
  name: string;
  /** The head; the title gets the company's name. */
  meta: PageMeta;
}

/** Its id stays a literal: the loader map's type checks the route's status rule (none: 200). */
export interface CaseStudyRoute<Id extends RouteId = RouteId> extends RouteModule {
  id: Id;
  copy: CaseStudyCopy;
}

export function caseStudyRoute<const Id extends RouteId>({ id, path, name, meta, ...copy }: CaseStudyDefinition<Id>): CaseStudyRoute<Id> {
  return {
    id,
    path,
    crumb: name,
    parents: [{ label: 'Case Studies', path: href('case-studies') }],
    sitemap: true,
    meta: { ...meta, title: withCompany(meta.title) },
    copy,
    // One component per route, made once here: the page is not remounted when shown again.
    Page: function CaseStudy() {
      return createElement(CaseStudyPage, { copy });
    },
  };
}

/** A case study's route (the tests walk them). */
export function isCaseStudyRoute(route: RouteModule): route is CaseStudyRoute {
  return 'copy' in route && route.parents?.[0]?.path === href('case-studies');
}
