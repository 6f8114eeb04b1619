/** One case study as a card (spec section 3: image, title, description, technologies, link). */
import { Link } from 'react-router-dom';
import type { BlockImage } from '../blocks/block-types.ts';
import { ArrowRightIcon } from '../icons.tsx';

/** Spec section 3, "Case study card". */
export interface CaseStudySummary {
  id: 'r3dlabs' | 'raidflyer';
  title: string;
  /** One-line kind of project, shown above the title. */
  kind: string;
  description: string;
  image: BlockImage;
  technologies: string[];
  link: string;
}

export interface CaseStudyCardProps {
  study: CaseStudySummary;
  headingLevel?: 'h2' | 'h3';
  /** Above the fold (the list page): load at once instead of lazily. */
  eager?: boolean;
}

export function CaseStudyCard({ study, headingLevel: Heading = 'h3', eager = false }: CaseStudyCardProps) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md">
      <img
        src={study.image.src}
        alt={study.image.alt}
        width={study.image.width}
        height={study.image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[8/5] w-full bg-slate-900 object-cover"
      />
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{study.kind}</p>
        <Heading className="mt-2 text-2xl font-bold text-ink">{study.title}</Heading>
        <p className="mt-3 text-ink-3">{study.description}</p>
        <ul aria-label={`Technologies used in ${study.title}`} className="mt-5 flex flex-wrap gap-2">
          {study.technologies.map((tech) => (
            <li key={tech} className="rounded-full bg-surface-3 px-3 py-1 text-sm font-medium text-ink-2">
              {tech}
            </li>
          ))}
        </ul>
        <Link
          to={study.link}
          className="mt-auto inline-flex items-center gap-1 self-start rounded pt-6 font-semibold text-accent-700 hover:text-accent-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700"
        >
          View Case Study<span className="sr-only">: {study.title}</span>
          <ArrowRightIcon />
        </Link>
      </div>
    </article>
  );
}
