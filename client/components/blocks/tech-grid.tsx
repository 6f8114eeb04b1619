/**
 * TechGrid: a grid of technology tiles (name, mark or icon, optional description).
 *
 *   <TechGrid items={[{ name: 'PostgreSQL', mark: 'postgresql', description: 'Relational' }, { name: 'Oracle', icon: 'database' }]} />
 *
 * `mark` is the technology's brand mark (tech-marks.ts: a small SVG file of our own, drawn
 * from Simple Icons), shown as a decorative image beside the name, which stays the text that
 * says what the tile is. A technology without a mark in Simple Icons takes a neutral generic
 * `icon` (decision 083); a tile with neither gets GENERIC_TECH_ICON. With `title` it is a whole
 * section (heading, subtitle, `id`, `tone`); without, just the list (then pass `label` if no
 * visible heading names it).
 */
import { BlockIcon, type BlockIconName } from './block-icons.tsx';
import { BlockSection, type SectionTone } from './block-section.tsx';
import { SectionHeading } from './section-heading.tsx';
import { slugify } from './slugify.ts';
import { techMarkSrc, type TechMark } from './tech-marks.ts';

/** What a tile shows when it names neither a mark nor an icon: a stack of layers, no brand. */
export const GENERIC_TECH_ICON: BlockIconName = 'layers';
/** Marks are drawn on a 24-unit grid; shown at 24 px they stay crisp. */
const MARK_SIZE = 24;

export interface TechItem {
  name: string;
  /** The technology's brand mark; takes precedence over `icon`. */
  mark?: TechMark;
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
        <li
          key={item.name}
          className="flex flex-col items-start gap-2 rounded-xl border border-line bg-surface p-4 shadow-sm sm:flex-row sm:items-center sm:gap-3"
        >
          <TileGlyph item={item} />
          <span className="min-w-0">
            <span className="block font-semibold break-words text-ink">{item.name}</span>
            {item.description && <span className="block text-sm text-ink-4">{item.description}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Marks and generic icons share one neutral frame; a generic icon is grey, so it reads as "no brand". */
const GLYPH_FRAME = 'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-white';

function TileGlyph({ item }: { item: TechItem }) {
  if (item.mark) {
    return (
      <span className={GLYPH_FRAME}>
        {/* The name beside it says what it is, so the mark is decoration: alt="". */}
        <img src={techMarkSrc(item.mark)} alt="" width={MARK_SIZE} height={MARK_SIZE} loading="lazy" decoding="async" />
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={`${GLYPH_FRAME} text-ink-5`}>
      <BlockIcon name={item.icon ?? GENERIC_TECH_ICON} width={22} height={22} />
    </span>
  );
}
