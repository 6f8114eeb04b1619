/**
 * The shape of a service page's copy. Each page is a hero followed by sections in order;
 * service-page.tsx draws each kind with the shared blocks. Keeping the copy as typed
 * data keeps the page components short and lets the tests read the same headings and links.
 */
import type { CtaBandProps } from '../../client/components/blocks/cta-band.tsx';
import type { FeatureListProps } from '../../client/components/blocks/feature-list.tsx';
import type { HeroProps } from '../../client/components/blocks/hero.tsx';
import type { ProcessStepsProps } from '../../client/components/blocks/process-steps.tsx';
import type { ServiceCardGridProps } from '../../client/components/blocks/service-card-grid.tsx';
import type { Stat } from '../../client/components/blocks/stat-strip.tsx';
import type { TechGridProps } from '../../client/components/blocks/tech-grid.tsx';
import type { BlockIconName } from '../../client/components/blocks/block-icons.tsx';
import type { RouteId } from '../../shared/route-paths.ts';

/** A wide row: what a service is, what it includes (AI consulting's five service rows). */
export interface ServiceRow {
  title: string;
  description: string;
  icon: BlockIconName;
  points: string[];
}

export type ServiceSection =
  /** An offer banner right under the hero: light tone, compact, usually with a call button. */
  | ({ kind: 'banner' } & CtaBandProps)
  | ({ kind: 'cards' } & ServiceCardGridProps)
  | ({ kind: 'features' } & FeatureListProps)
  | ({ kind: 'tech' } & TechGridProps & { title: string })
  | ({ kind: 'process' } & ProcessStepsProps & { title: string })
  | { kind: 'rows'; title: string; subtitle?: string; id?: string; rows: ServiceRow[] }
  | { kind: 'stats'; title: string; subtitle?: string; id?: string; stats: Stat[] }
  /** The page's testimonials (client/components/testimonials/testimonials.ts picks them by route id). */
  | { kind: 'testimonials'; title?: string; subtitle?: string }
  /** The closing call to action (dark band). */
  | ({ kind: 'cta' } & CtaBandProps);

export interface ServicePageContent {
  routeId: RouteId;
  hero: HeroProps;
  sections: ServiceSection[];
}
