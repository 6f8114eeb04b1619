/**
 * ServiceCardGrid: a section with a heading and a grid of ServiceCards.
 *
 *   <ServiceCardGrid title="What We Build" subtitle="…" id="services"
 *                    cards={[{ title: 'Web Apps', description: '…', icon: 'globe', to: href('web-development') }]} />
 *
 * Three across at large widths (`columns={2}` for two), two on tablets, one on phones; a short
 * last row is centred.
 */
import { BlockSection, type SectionTone } from './block-section.tsx';
import { SectionHeading } from './section-heading.tsx';
import { ServiceCard, type ServiceCardProps } from './service-card.tsx';
import { slugify } from './slugify.ts';

export interface ServiceCardGridProps {
  title: string;
  subtitle?: string;
  eyebrow?: string;
  cards: ServiceCardProps[];
  id?: string;
  columns?: 2 | 3 | 4;
  tone?: Exclude<SectionTone, 'brand'>;
}

// Flex rows rather than a grid, so a short last row sits in the middle instead of leaving a hole.
const ITEM_WIDTH: Record<2 | 3 | 4, string> = {
  2: 'md:w-[calc((100%-1.5rem)/2)]',
  3: 'md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]',
  4: 'md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]',
};

export function ServiceCardGrid({ title, subtitle, eyebrow, cards, id, columns = 3, tone = 'white' }: ServiceCardGridProps) {
  const headingId = `${id ?? slugify(title)}-heading`;
  return (
    <BlockSection id={id} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} eyebrow={eyebrow} />
      <ul className="mt-12 flex flex-wrap justify-center gap-6">
        {cards.map((card) => (
          <li key={card.title} className={`w-full ${ITEM_WIDTH[columns]}`}>
            <ServiceCard {...card} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
