/**
 * The shape of a case study's page: a hero, sections in order, the link to the live platform
 * and a closing call to action. case-study-page.tsx draws each kind with the shared blocks;
 * each study's copy is typed data in its route module (`<study>.route.ts`).
 */
import type { CtaBandProps } from '../../client/components/blocks/cta-band.tsx';
import type { FeatureListProps } from '../../client/components/blocks/feature-list.tsx';
import type { HeroProps } from '../../client/components/blocks/hero.tsx';
import type { Stat } from '../../client/components/blocks/stat-strip.tsx';
import type { TechGridProps } from '../../client/components/blocks/tech-grid.tsx';
import type { LinkableRouteId } from '../../shared/route-paths.ts';
import { serviceEntry } from '../../shared/services.ts';
import type { Testimonial } from '../../shared/types.ts';

/** Running text: plain text, and links to the site's pages (`href('kubernetes')`) inside it. */
export type Inline = string | { link: string; to: string };

/** A link to a service page in running text, by the service's name as the menus write it. */
export function serviceLink(id: LinkableRouteId): Inline {
  const { name, path } = serviceEntry(id);
  return { link: name, to: path };
}

export type CaseStudySection =
  /** Paragraphs under an <h2>; a notice (a status, in a warning box) comes first. */
  | {
      kind: 'prose';
      id: string;
      eyebrow: string;
      title: string;
      notice?: { label: string; text: string };
      paragraphs: ReadonlyArray<string | readonly Inline[]>;
    }
  | ({ kind: 'features' } & FeatureListProps)
  | { kind: 'stats'; id: string; eyebrow: string; title: string; subtitle: string; label: string; stats: Stat[] }
  | ({ kind: 'tech' } & TechGridProps)
  | { kind: 'testimonials'; title: string; testimonials: readonly Testimonial[] };

export interface CaseStudyCopy {
  hero: HeroProps;
  sections: CaseStudySection[];
  /** The live platform: its name, address and a line about its state. */
  visit: { name: string; url: string; note: string };
  cta: CtaBandProps;
}
