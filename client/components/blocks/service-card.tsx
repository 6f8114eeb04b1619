/**
 * ServiceCard: one service in a grid of cards.
 *
 *   <ServiceCard title="Web Development" description="Fast, accessible sites." icon="globe"
 *                to={href('web-development')} />               // link optional; label 'Learn More'
 *
 * `icon` is a BlockIcon name (see block-icons.tsx) or any element. Without `to` the card is
 * plain text (a list of what a service includes). The link's accessible name includes the
 * title, so a page of 'Learn More' links stays distinguishable for screen-reader users.
 * Put cards in a list: <ul className="grid …"><li><ServiceCard …/></li></ul>.
 */
import { isValidElement, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../icons.tsx';
import { BlockIcon, type BlockIconName } from './block-icons.tsx';

export const SERVICE_CARD_LINK_LABEL = 'Learn More';

export interface ServiceCardProps {
  title: string;
  description: string;
  icon?: BlockIconName | ReactElement;
  to?: string;
  linkLabel?: string;
  /** Heading level of the title: h3 under a section's h2 (default). */
  headingLevel?: 'h3' | 'h4';
  /** Short bullet points under the description. */
  points?: string[];
}

export function ServiceCard({
  title,
  description,
  icon,
  to,
  linkLabel = SERVICE_CARD_LINK_LABEL,
  headingLevel: Heading = 'h3',
  points,
}: ServiceCardProps) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm transition-shadow hover:shadow-md">
      {icon && (
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
          {isValidElement(icon) ? icon : <BlockIcon name={icon as BlockIconName} />}
        </span>
      )}
      <Heading className={`${icon ? 'mt-4 ' : ''}text-xl font-semibold text-ink`}>{title}</Heading>
      <p className="mt-3 text-ink-3">{description}</p>
      {points && points.length > 0 && (
        <ul className="mt-4 space-y-2 text-sm text-ink-3">
          {points.map((point) => (
            <li key={point} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-600" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      )}
      {to && (
        <Link
          to={to}
          className="mt-auto inline-flex items-center gap-1 self-start rounded pt-5 font-semibold text-accent-700 hover:text-accent-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700"
        >
          {linkLabel}
          <span className="sr-only"> about {title}</span>
          <ArrowRightIcon />
        </Link>
      )}
    </article>
  );
}
