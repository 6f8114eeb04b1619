/**
 * SectionHeading: the heading and optional lead of a page section.
 *
 *   <SectionHeading id="process-heading" eyebrow="How we work" title="Our Process" subtitle="Four steps…" />
 *
 * Renders an <h2> by default (`as="h3"` inside a sub-section). Give it an `id` and point the
 * enclosing <section aria-labelledby> at it. `tone="light"` for dark backgrounds;
 * `align="left"` for side-by-side layouts.
 */
export interface SectionHeadingProps {
  title: string;
  subtitle?: string;
  /** Short label above the title. */
  eyebrow?: string;
  id?: string;
  as?: 'h2' | 'h3';
  align?: 'center' | 'left';
  tone?: 'dark' | 'light';
}

export function SectionHeading({ title, subtitle, eyebrow, id, as: Tag = 'h2', align = 'center', tone = 'dark' }: SectionHeadingProps) {
  const centered = align === 'center';
  const light = tone === 'light';
  return (
    <div className={centered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow && (
        <p className={`text-sm font-semibold uppercase tracking-wide ${light ? 'text-brand-100' : 'text-accent-700'}`}>{eyebrow}</p>
      )}
      <Tag
        id={id}
        className={`${eyebrow ? 'mt-2 ' : ''}text-3xl font-bold tracking-tight text-balance sm:text-4xl ${light ? 'text-white' : 'text-ink'}`}
      >
        {title}
      </Tag>
      {subtitle && <p className={`mt-4 text-lg ${light ? 'text-brand-50' : 'text-ink-3'}`}>{subtitle}</p>}
    </div>
  );
}
