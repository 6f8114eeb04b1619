/**
 * BlockSection: the outer <section> every block uses, so spacing, width, background and the
 * heading link (aria-labelledby) are the same everywhere.
 *
 *   <BlockSection id="process" labelledBy="process-heading" tone="muted">…</BlockSection>
 *
 * `id` is the anchor target (scroll-margin keeps it clear of the sticky header).
 */
import type { ReactNode } from 'react';
import { useShownAfterFirstFrame } from '../../navigation/visible-part-first.ts';

export type SectionTone = 'white' | 'muted' | 'brand';

export interface BlockSectionProps {
  children: ReactNode;
  id?: string;
  labelledBy?: string;
  tone?: SectionTone;
  className?: string;
}

const TONES: Record<SectionTone, string> = {
  white: 'bg-surface',
  muted: 'bg-surface-2',
  brand: 'bg-brand-800 text-white',
};

export function BlockSection({ children, id, labelledBy, tone = 'white', className = '' }: BlockSectionProps) {
  // After a followed link, the content comes a frame after the page's top; until then a screen's height keeps the footer down.
  const shown = useShownAfterFirstFrame();
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`content-auto scroll-mt-20 py-16 focus:outline-none sm:py-20 ${shown ? '' : 'min-h-screen '}${TONES[tone]} ${className}`.trim()}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{shown && children}</div>
    </section>
  );
}
