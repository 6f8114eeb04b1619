/**
 * CtaBand: a coloured call-to-action band.
 *
 *   <CtaBand title="Ready to start?" description="Tell us about your project." />
 *   <CtaBand title="Free Needs Analysis" description="…"
 *            primary={{ label: 'Book My Free Analysis', to: href('contact') }}   // default 'Contact Us Today' → /contact
 *            secondary={{ label: 'View Case Studies', to: href('case-studies') }} // optional
 *            showCall />                                                         // optional: 'Call ' + SITE.phoneDisplay
 *
 * A primary action to the contact form gets the owner's scheduling page beside it when
 * BOOKING_URL is set (BookingButton). The call button dials SITE.phoneDial and shows SITE.phoneDisplay (shared/site.ts).
 * `compact` makes a slimmer band (an offer banner near the top of a page); `tone="light"`
 * draws it on a blue tint of the page's surface, pale or deep with the theme (use it right
 * under the hero so two solid brand bands don't merge);
 * `id` is an anchor.
 */
import { SITE } from '../../../shared/site.ts';
import { BookingButton } from '../booking/booking-button.tsx';
import { PhoneIcon } from '../icons.tsx';
import type { LinkAction } from './block-types.ts';
import { ButtonLink } from './button-link.tsx';
import { slugify } from './slugify.ts';
import { href } from '../../../shared/route-paths.ts';

export const CTA_DEFAULT_PRIMARY: LinkAction = { label: 'Contact Us Today', to: href('contact') };

export interface CtaBandProps {
  title: string;
  description?: string;
  primary?: Partial<LinkAction>;
  secondary?: LinkAction;
  showCall?: boolean;
  compact?: boolean;
  id?: string;
  /** Short label above the title, e.g. 'Free, no obligation'. */
  eyebrow?: string;
  tone?: 'brand' | 'light';
}

const TONES = {
  brand: {
    band: 'bg-brand-800 text-white',
    eyebrow: 'text-brand-100',
    text: 'text-brand-50',
    primary: 'inverse',
    other: 'inverse-outline',
  },
  // Tinted from the theme's roles, not the brand palette: pale blue on light, deep blue on dark.
  light: {
    band: 'border-y border-accent-100 bg-accent-50 text-ink',
    eyebrow: 'text-accent-700',
    text: 'text-ink-3',
    primary: 'primary',
    other: 'secondary',
  },
} as const;

export function CtaBand({
  title,
  description,
  primary,
  secondary,
  showCall = false,
  compact = false,
  id,
  eyebrow,
  tone = 'brand',
}: CtaBandProps) {
  const main = { ...CTA_DEFAULT_PRIMARY, ...primary };
  const headingId = `${id ?? slugify(title)}-heading`;
  const look = TONES[tone];
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-20 focus:outline-none ${look.band} ${compact ? 'py-10' : 'py-16 sm:py-20'}`}
    >
      <div
        className={`mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 ${compact ? 'flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between' : 'text-center'}`}
      >
        <div className={compact ? 'max-w-3xl' : 'mx-auto max-w-3xl'}>
          {eyebrow && <p className={`text-sm font-semibold uppercase tracking-wide ${look.eyebrow}`}>{eyebrow}</p>}
          <h2
            id={headingId}
            className={`${eyebrow ? 'mt-2 ' : ''}font-bold tracking-tight text-balance ${compact ? 'text-2xl sm:text-3xl' : 'text-3xl sm:text-4xl'}`}
          >
            {title}
          </h2>
          {description && <p className={`mt-3 ${look.text} ${compact ? 'text-base sm:text-lg' : 'text-lg'}`}>{description}</p>}
        </div>
        <div className={`flex shrink-0 flex-col gap-3 sm:flex-row ${compact ? '' : 'mt-8 justify-center'}`}>
          <ButtonLink to={main.to} variant={look.primary}>
            {main.label}
          </ButtonLink>
          <BookingButton beside={main.to} variant={look.other} />
          {showCall && (
            <ButtonLink to={`tel:${SITE.phoneDial}`} variant={look.other} icon={<PhoneIcon />}>
              Call {SITE.phoneDisplay}
            </ButtonLink>
          )}
          {secondary && (
            <ButtonLink to={secondary.to} variant={look.other}>
              {secondary.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
