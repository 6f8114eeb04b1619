/**
 * Hero: the top of a page, holding its single <h1>.
 *
 *   <Hero
 *     title="Software Development in Vancouver, WA"
 *     description="Custom software that fits how your business works."
 *     cta={{ label: 'Get a Free Needs Analysis', to: href('contact') }} // optional; default 'Get Started' → /contact
 *     secondary={{ label: 'See Our Work', to: href('case-studies') }}   // optional
 *     image={{ src: '/images/services/x.svg', alt: '', width: 480, height: 360 }} // optional
 *     eyebrow="Vancouver & Camas, WA"                                  // optional
 *     points={['Fixed-price proposals', 'Local team']}                 // optional
 *     pointsTitle="Why clients choose us"                               // optional
 *   />
 *
 * With points and no image, the points sit in a panel beside the text at large widths
 * (under it on phones), so the hero is balanced without a picture.
 *
 * The breadcrumb is drawn by the layout above every page, so the hero has none. The image is
 * the page's largest paint: it loads eagerly with fetchpriority="high".
 */
import { useId } from 'react';
import { CheckIcon } from '../icons.tsx';
import { BookingButton } from '../booking/booking-button.tsx';
import type { BlockImage, LinkAction } from './block-types.ts';
import { ButtonLink } from './button-link.tsx';
import { href } from '../../../shared/route-paths.ts';

export const HERO_DEFAULT_CTA: LinkAction = { label: 'Get Started', to: href('contact') };

export interface HeroProps {
  title: string;
  description: string;
  cta?: Partial<LinkAction>;
  secondary?: LinkAction;
  image?: BlockImage;
  eyebrow?: string;
  points?: string[];
  /** Label of the points panel; default 'What you can expect'. */
  pointsTitle?: string;
}

export function Hero({ title, description, cta, secondary, image, eyebrow, points, pointsTitle = 'What you can expect' }: HeroProps) {
  const primary = { ...HERO_DEFAULT_CTA, ...cta };
  const hasPoints = points !== undefined && points.length > 0;
  const twoColumns = image !== undefined || hasPoints;
  const pointsId = useId();
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div
        className={`mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:px-8 ${twoColumns ? 'lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16' : ''}`}
      >
        <div className={twoColumns ? '' : 'max-w-3xl'}>
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">{eyebrow}</p>}
          <h1 className={`${eyebrow ? 'mt-3 ' : ''}text-4xl font-extrabold tracking-tight text-balance sm:text-5xl`}>{title}</h1>
          <p className="mt-6 text-lg text-brand-50 sm:text-xl">{description}</p>
          {image && hasPoints && (
            <ul className="mt-6 grid gap-2 sm:grid-cols-2">
              {points.map((point) => (
                <li key={point} className="flex items-start gap-2 text-brand-50">
                  <CheckIcon className="mt-0.5 shrink-0 text-brand-100" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink to={primary.to} variant="inverse">
              {primary.label}
            </ButtonLink>
            <BookingButton beside={primary.to} variant="inverse-outline" />
            {secondary && (
              <ButtonLink to={secondary.to} variant="inverse-outline">
                {secondary.label}
              </ButtonLink>
            )}
          </div>
        </div>
        {image ? (
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            fetchPriority="high"
            decoding="async"
            className="mx-auto h-auto w-full max-w-md lg:max-w-lg"
          />
        ) : (
          hasPoints && (
            <div className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/25 sm:p-8">
              <p id={pointsId} className="text-lg font-semibold text-white">
                {pointsTitle}
              </p>
              <ul aria-labelledby={pointsId} className="mt-4 space-y-3">
                {points.map((point) => (
                  <li key={point} className="flex items-start gap-3 text-brand-50">
                    <CheckIcon className="mt-0.5 shrink-0 text-brand-100" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </div>
          )
        )}
      </div>
    </section>
  );
}
