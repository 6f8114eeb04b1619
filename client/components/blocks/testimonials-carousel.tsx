/**
 * TestimonialsCarousel: one testimonial at a time, with previous/next buttons (spec section 4).
 *
 *   <TestimonialsCarousel testimonials={testimonialsFor('devops')} />
 *
 * Props
 * - `testimonials` (required): the page's static quotes, the "default testimonials". Shown
 *   when there are no fetched reviews, including after a reviews error.
 * - `reviews`: fetched Google reviews already mapped to `Testimonial` (position
 *   'Google Reviewer', company ''). When non-empty they replace `testimonials`.
 * - `loading`: reviews are being fetched; shows 'Loading reviews…' instead of the slides.
 * - `error`: fetching reviews failed; shows 'Failed to load Google reviews.' above the
 *   default testimonials.
 * - `totalRatings`: the place's total number of Google ratings; the caption adds
 *   '(out of {totalRatings} total Google reviews)' when fewer reviews are shown.
 * - `googleUrl`: the place's page on Google; adds a 'View all on Google' link.
 * - `title` / `subtitle` / `id` / `tone`: the section's heading, lead, anchor and background.
 *
 * Behaviour: nothing is rendered when there is nothing to show (no quotes, not loading, no
 * error). With more than one slide the first one varies with the slides themselves
 * (contentStart): the same list starts at the same slide on every server and in the browser, so
 * every pod sends the same bytes and hydration agrees with the server HTML; the buttons wrap
 * around. With one slide there are no buttons.
 * See docs/decisions/010-testimonial-start-index.md.
 */
import { useId, useState } from 'react';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import type { Testimonial } from '../../../shared/types.ts';
import { SvgIcon } from '../svg-icon.tsx';
import { contentStart } from './carousel-start.ts';

export interface TestimonialsCarouselProps {
  testimonials: readonly Testimonial[];
  reviews?: readonly Testimonial[];
  loading?: boolean;
  error?: boolean;
  totalRatings?: number;
  googleUrl?: string;
  title?: string;
  subtitle?: string;
  id?: string;
  tone?: 'white' | 'muted';
}

export const LOADING_TEXT = 'Loading reviews…';
export const ERROR_TEXT = 'Failed to load Google reviews.';

const TONES = { white: 'bg-surface', muted: 'bg-surface-2' } as const;
// Without JavaScript the arrows cannot page and the caption's position would not be true, so both go.
const NEEDS_SCRIPT = '[@media(scripting:none)]:hidden';
const ARROW_BUTTON = `${NEEDS_SCRIPT} inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line-strong bg-surface text-ink-2 shadow-sm transition-colors hover:border-accent-600 hover:text-accent-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700`;

export function TestimonialsCarousel({
  testimonials,
  reviews,
  loading = false,
  error = false,
  totalRatings,
  googleUrl,
  title = 'What Our Clients Say',
  subtitle,
  id = 'testimonials',
  tone = 'muted',
}: TestimonialsCarouselProps) {
  const headingId = useId();
  const fromGoogle = !loading && (reviews?.length ?? 0) > 0;
  const items = loading ? [] : fromGoogle ? reviews! : testimonials;
  if (!loading && !error && items.length === 0) return null;

  return (
    <section id={id} aria-roledescription="carousel" aria-labelledby={headingId} className={`scroll-mt-20 py-16 sm:py-20 ${TONES[tone]}`}>
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <div className="text-center">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
            {title}
          </h2>
          {subtitle && <p className="mt-4 text-lg text-ink-3">{subtitle}</p>}
        </div>
        {loading && (
          <p role="status" className="mt-10 text-center text-ink-3">
            {LOADING_TEXT}
          </p>
        )}
        {error && !loading && (
          <p role="alert" className="mt-8 text-center text-sm font-medium text-danger-800">
            {ERROR_TEXT}
          </p>
        )}
        {items.length > 0 && (
          // A new list (reviews arriving after the defaults) starts a fresh carousel.
          <Slides
            key={`${fromGoogle ? 'google' : 'static'}:${items.length}`}
            items={items}
            totalRatings={fromGoogle ? totalRatings : undefined}
          />
        )}
        {googleUrl && !loading && (
          <p className="mt-4 text-center">
            <a
              href={googleUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-accent-700 underline underline-offset-2 hover:text-accent-800 focus-visible:outline-2 focus-visible:outline-accent-700"
            >
              View all on Google<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        )}
      </div>
    </section>
  );
}

function Slides({ items, totalRatings }: { items: readonly Testimonial[]; totalRatings?: number }) {
  const slidesId = useId();
  const count = items.length;
  const [index, setIndex] = useState(() => contentStart(items));
  // Marks the slides as interactive once hydrated (the browser tests wait for it).
  const hydrated = useHydrated();

  // index is always within 0..count-1; the fallback only satisfies the type checker.
  const current = items[index % count] ?? items[0]!;
  const go = (step: number) => setIndex((value) => (value + step + count) % count);
  const showOutOf = totalRatings !== undefined && count < totalRatings;

  return (
    <div className="mt-10">
      <div className="grid">
        {/* Invisible copies of the other slides share the grid cell, so the carousel is as tall
            as its longest quote and the buttons below do not jump while paging. */}
        {items.map((item, itemIndex) =>
          itemIndex === index ? null : (
            <div key={itemIndex} aria-hidden="true" className="invisible col-start-1 row-start-1">
              <SlideCard testimonial={item} />
            </div>
          ),
        )}
        <div
          id={slidesId}
          data-start={index}
          data-hydrated={hydrated ? 'true' : undefined}
          aria-live="polite"
          aria-atomic="true"
          className="col-start-1 row-start-1"
        >
          <div role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`} className="h-full">
            <SlideCard testimonial={current} current />
          </div>
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        {count > 1 && (
          <button type="button" className={ARROW_BUTTON} aria-controls={slidesId} aria-label="Previous testimonial" onClick={() => go(-1)}>
            <Chevron direction="left" />
          </button>
        )}
        <p className={`text-center text-sm text-ink-3 ${count > 1 ? NEEDS_SCRIPT : ''}`} data-testid="carousel-caption">
          {count === 1 ? '1 review' : `Showing ${index + 1} of ${count} reviews`}
          {showOutOf && ` (out of ${totalRatings} total Google reviews)`}
        </p>
        {count > 1 && (
          <button type="button" className={ARROW_BUTTON} aria-controls={slidesId} aria-label="Next testimonial" onClick={() => go(1)}>
            <Chevron direction="right" />
          </button>
        )}
      </div>
    </div>
  );
}

function SlideCard({ testimonial, current = false }: { testimonial: Testimonial; current?: boolean }) {
  return (
    <div className="h-full rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-10">
      <QuoteMark />
      <blockquote className="mt-4 text-lg leading-relaxed text-ink-2 sm:text-xl">
        <p>{testimonial.quote}</p>
      </blockquote>
      <div className="mt-6 flex items-center gap-4">
        <Avatar testimonial={testimonial} />
        <div>
          <p className="font-semibold text-ink" data-testid={current ? 'testimonial-name' : undefined}>
            {testimonial.name}
          </p>
          <p className="text-sm text-ink-3">{[testimonial.position, testimonial.company].filter(Boolean).join(', ')}</p>
        </div>
      </div>
    </div>
  );
}

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

function Avatar({ testimonial }: { testimonial: Testimonial }) {
  if (testimonial.avatar) {
    return (
      <img
        src={testimonial.avatar}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        className="size-12 shrink-0 rounded-full bg-line object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-100 font-semibold text-accent-800"
    >
      {initialsOf(testimonial.name)}
    </span>
  );
}

function QuoteMark() {
  return (
    <SvgIcon paint="fill" viewBox="0 0 32 24" width="32" height="24" className="text-accent-600">
      <path d="M0 24V14.4C0 6.6 4.3 1.8 12.6 0l1.4 3.2C9.6 4.6 7.4 7.3 7.2 11H13v13zm18 0V14.4C18 6.6 22.3 1.8 30.6 0L32 3.2c-4.4 1.4-6.6 4.1-6.8 7.8H31v13z" />
    </SvgIcon>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <SvgIcon>
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </SvgIcon>
  );
}
