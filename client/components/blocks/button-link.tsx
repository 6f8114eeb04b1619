/**
 * ButtonLink: a link that looks like a button, with one set of styles for the whole site.
 *
 *   <ButtonLink to={href('contact')}>Contact Us Today</ButtonLink>
 *   <ButtonLink to={href('case-studies')} variant="secondary">View Case Studies</ButtonLink>
 *   <ButtonLink to={`tel:${SITE.phoneDial}`} variant="inverse" icon={<PhoneIcon />}>Call</ButtonLink>
 *
 * `to` may be a site path (rendered as the router's <Link>), a fragment such as '#process'
 * or '/this-page#process' (a plain anchor that scrolls in place), or tel:/mailto:/https: (a
 * plain anchor; other sites open in a new tab). Variants: 'primary' (solid brand) and
 * 'secondary' (outlined) for light backgrounds; 'inverse' (white) and 'inverse-outline' for
 * the brand-coloured hero and bands.
 */
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { classifyLink, scrollToFragment } from './link-target.ts';
import { useConsultationTarget } from '../contact/consultation-service.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'inverse' | 'inverse-outline';

export interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  /** An icon shown before the label (decorative). */
  icon?: ReactNode;
  /** Accessible name when the visible label alone is not enough. */
  ariaLabel?: string;
  className?: string;
}

const BASE =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-6 py-3 text-center text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2';

export const BUTTON_VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 focus-visible:outline-accent-700',
  secondary: 'border border-line-strong bg-surface text-ink hover:border-accent-600 hover:text-accent-700 focus-visible:outline-accent-700',
  inverse: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-white',
  'inverse-outline': 'border border-white/80 text-white hover:bg-white/10 focus-visible:outline-white',
};

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${BASE} ${BUTTON_VARIANTS[variant]} ${extra}`.trim();
}

export function ButtonLink({ to: given, children, variant = 'primary', icon, ariaLabel, className = '' }: ButtonLinkProps) {
  const { pathname } = useLocation();
  const to = useConsultationTarget(given);
  const link = classifyLink(to, pathname);
  const classes = buttonClass(variant, className);
  const content = (
    <>
      {icon}
      {children}
    </>
  );

  if (link.kind === 'internal') {
    return (
      <Link to={to} className={classes} aria-label={ariaLabel}>
        {content}
      </Link>
    );
  }
  if (link.kind === 'in-page') {
    const fragment = link.fragment ?? '';
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      if (scrollToFragment(fragment)) event.preventDefault();
    };
    return (
      <a href={to} className={classes} aria-label={ariaLabel} onClick={onClick}>
        {content}
      </a>
    );
  }
  const offSite = /^https?:|^\/\//.test(to);
  return (
    <a href={to} className={classes} aria-label={ariaLabel} {...(offSite ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {content}
      {offSite && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}
