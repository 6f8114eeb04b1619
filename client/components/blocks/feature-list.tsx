/**
 * FeatureList: a section with a heading and a list of features (title + description),
 * optionally beside an image; `reversed` puts the image on the left at large widths.
 *
 *   <FeatureList title="Why Choose Us" subtitle="…"
 *                features={[{ title: 'Local team', description: 'We are in Camas, WA.' }]}
 *                image={{ src: '/images/services/x.svg', alt: '', width: 480, height: 360 }}
 *                reversed id="why-us" tone="muted" />
 *
 * Without an image the features flow in a two/three-column grid. Images here are below the
 * fold: they load lazily; a decorative one (alt '') is hidden on phones.
 */
import { CheckIcon } from '../icons.tsx';
import { BlockIcon, type BlockIconName } from './block-icons.tsx';
import { BlockSection, type SectionTone } from './block-section.tsx';
import type { BlockImage } from './block-types.ts';
import { SectionHeading } from './section-heading.tsx';
import { slugify } from './slugify.ts';

export interface Feature {
  title: string;
  description: string;
  /** Optional icon; a check mark otherwise. */
  icon?: BlockIconName;
}

export interface FeatureListProps {
  title: string;
  subtitle?: string;
  features: Feature[];
  image?: BlockImage;
  reversed?: boolean;
  id?: string;
  eyebrow?: string;
  tone?: Exclude<SectionTone, 'brand'>;
}

export function FeatureList({ title, subtitle, features, image, reversed = false, id, eyebrow, tone = 'white' }: FeatureListProps) {
  const headingId = `${id ?? slugify(title)}-heading`;
  const list = (
    <ul className={image ? 'mt-8 space-y-6' : 'mt-12 grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-3'}>
      {features.map((feature) => (
        <li key={feature.title} className="flex gap-4">
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
            {feature.icon ? <BlockIcon name={feature.icon} width={20} height={20} /> : <CheckIcon />}
          </span>
          <div>
            <h3 className="text-lg font-semibold text-ink">{feature.title}</h3>
            <p className="mt-1 text-ink-3">{feature.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );

  return (
    <BlockSection id={id} labelledBy={headingId} tone={tone}>
      {image ? (
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div className={reversed ? 'lg:order-2' : ''}>
            <SectionHeading id={headingId} title={title} subtitle={subtitle} eyebrow={eyebrow} align="left" />
            {list}
          </div>
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            // A decorative picture only adds scrolling on a phone: shown from tablet width up.
            className={`mx-auto h-auto w-full max-w-md ${image.alt === '' ? 'hidden md:block' : ''} ${reversed ? 'lg:order-1' : ''}`}
          />
        </div>
      ) : (
        <>
          <SectionHeading id={headingId} title={title} subtitle={subtitle} eyebrow={eyebrow} />
          {list}
        </>
      )}
    </BlockSection>
  );
}
