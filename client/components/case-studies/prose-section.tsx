/** A case-study section of running text under an <h2>, with the site's link style for inline links. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BlockSection, type SectionTone } from '../blocks/block-section.tsx';
import { SectionHeading } from '../blocks/section-heading.tsx';

export function ProseSection({
  id,
  title,
  eyebrow,
  tone,
  children,
}: {
  id: string;
  title: string;
  eyebrow?: string;
  tone?: SectionTone;
  children: ReactNode;
}) {
  return (
    <BlockSection id={id} labelledBy={`${id}-heading`} tone={tone}>
      <div className="mx-auto max-w-3xl">
        <SectionHeading id={`${id}-heading`} title={title} eyebrow={eyebrow} align="left" />
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-3">{children}</div>
      </div>
    </BlockSection>
  );
}

/** A link inside running text: underlined, so it is not told apart by colour alone. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="font-medium text-accent-700 underline underline-offset-2 hover:text-accent-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700"
    >
      {children}
    </Link>
  );
}
