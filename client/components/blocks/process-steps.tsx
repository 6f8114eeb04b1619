/**
 * ProcessSteps: numbered steps (title + description) as an ordered list.
 *
 *   <ProcessSteps title="Our Process" subtitle="…" id="process"
 *                 steps={[{ title: 'Discover', description: '…' }, { title: 'Plan', description: '…' }]} />
 *
 * With `title` it is a whole section (heading, optional subtitle/eyebrow, `id` as anchor,
 * `tone`); without, just the list, for a section you compose yourself. Lays out in up to
 * four columns (`columns` 2, 3 or 4), one under another on phones. Step titles are <h3>.
 */
import { BlockSection, type SectionTone } from './block-section.tsx';
import { SectionHeading } from './section-heading.tsx';
import { slugify } from './slugify.ts';

export interface ProcessStep {
  title: string;
  description: string;
  /** Optional bullet points under the description. */
  points?: string[];
}

export interface ProcessStepsProps {
  steps: ProcessStep[];
  columns?: 2 | 3 | 4;
  title?: string;
  subtitle?: string;
  eyebrow?: string;
  id?: string;
  tone?: Exclude<SectionTone, 'brand'>;
}

const COLUMNS: Record<2 | 3 | 4, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
};

export function ProcessSteps({ steps, columns, title, subtitle, eyebrow, id, tone = 'white' }: ProcessStepsProps) {
  if (!title) return <StepList steps={steps} columns={columns} />;
  const headingId = `${id ?? slugify(title)}-heading`;
  return (
    <BlockSection id={id} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} eyebrow={eyebrow} />
      <div className="mt-12">
        <StepList steps={steps} columns={columns} />
      </div>
    </BlockSection>
  );
}

function StepList({ steps, columns }: Pick<ProcessStepsProps, 'steps' | 'columns'>) {
  // Even rows: three across for 3/6/9 steps, two for two, otherwise four.
  const cols = columns ?? (steps.length % 3 === 0 ? 3 : steps.length === 2 ? 2 : 4);
  return (
    <ol className={`grid gap-6 ${COLUMNS[cols]}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-line bg-surface p-6 shadow-sm">
          {/* Number beside the title on phones (less scrolling), above it in the columns. */}
          <div className="flex items-center gap-3 md:block">
            <span
              aria-hidden="true"
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="text-lg font-semibold text-ink md:mt-4">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
          </div>
          <p className="mt-2 text-ink-3">{step.description}</p>
          {step.points && step.points.length > 0 && (
            <ul className="mt-4 space-y-2 text-sm text-ink-3">
              {step.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-600" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
