/**
 * TechGrid: a grid of technology tiles (name, icon, optional description).
 *
 *   <TechGrid items={[{ name: 'PostgreSQL', icon: 'database', description: 'Relational' }, { name: 'Redis' }]} />
 *
 * A tile without an icon shows a monogram of the name: we draw no third-party logos, so
 * nothing is fetched from other hosts and no trademark artwork is copied. With `title` it is
 * a whole section (heading, subtitle, `id`, `tone`); without, just the list (then pass `label`
 * if no visible heading names it).
 */
import { BlockIcon, type BlockIconName } from './block-icons.tsx';
import { BlockSection, type SectionTone } from './block-section.tsx';
import { SectionHeading } from './section-heading.tsx';
import { slugify } from './slugify.ts';

export interface TechItem {
  name: string;
  icon?: BlockIconName;
  description?: string;
}

export interface TechGridProps {
  items: TechItem[];
  /** Accessible name of the list when no visible heading labels it. */
  label?: string;
  title?: string;
  subtitle?: string;
  eyebrow?: string;
  id?: string;
  tone?: Exclude<SectionTone, 'brand'>;
}

export function TechGrid({ items, label, title, subtitle, eyebrow, id, tone = 'white' }: TechGridProps) {
  if (!title) return <TechList items={items} label={label} />;
  const headingId = `${id ?? slugify(title)}-heading`;
  return (
    <BlockSection id={id} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} eyebrow={eyebrow} />
      <div className="mt-12">
        <TechList items={items} label={label} />
      </div>
    </BlockSection>
  );
}

function TechList({ items, label }: Pick<TechGridProps, 'items' | 'label'>) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((item) => (
        // Icon above the name on phones, so two tiles a row leave room for names like 'Elasticsearch'.
        <li key={item.name} className="flex flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-3">
          <span aria-hidden="true" className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-sm font-bold text-brand-800">
            {item.icon ? <BlockIcon name={item.icon} width={20} height={20} /> : monogram(item.name)}
          </span>
          <span className="min-w-0">
            <span className="block font-semibold break-words text-slate-900">{item.name}</span>
            {item.description && <span className="block text-sm text-slate-600">{item.description}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** 'Google Cloud' → 'GC', 'PostgreSQL' → 'Po', 'C#' → 'C#'. */
export function monogram(name: string): string {
  const words = name.split(/[\s/.-]+/).filter(Boolean);
  if (words.length > 1) return words.slice(0, 2).map((word) => word[0]?.toUpperCase() ?? '').join('');
  return name.slice(0, 2);
}
