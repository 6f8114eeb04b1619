/**
 * The frame of the privacy policy and the terms: title, last-updated date, a list of the
 * numbered sections (anchors), then the sections themselves.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Spec section 9: both documents were last updated on this date. */
export const LEGAL_LAST_UPDATED = { iso: '2025-04-24', text: 'April 24, 2025' } as const;

export function LegalDocument({ title, intro, sections }: { title: string; intro: string; sections: LegalSection[] }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{title}</h1>
      <p className="mt-4 text-sm text-ink-4">
        Last updated <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.text}</time>
      </p>
      <p className="mt-6 text-lg text-ink-3">{intro}</p>
      <nav aria-label="Contents" className="mt-8 rounded-xl border border-line bg-surface-2 p-6">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-3">Contents</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-ink-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-accent-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent-700"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10 scroll-mt-24">
          <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-ink">
            {index + 1}. {section.title}
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed text-ink-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">{section.body}</div>
        </section>
      ))}
    </article>
  );
}

/** An underlined link inside legal text (not distinguished by colour alone). */
export function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  const className =
    'font-medium text-accent-700 underline underline-offset-2 hover:text-accent-900 focus-visible:outline-2 focus-visible:outline-accent-700';
  return to.startsWith('/') ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
