/** Wide service rows (icon, title, description, what is included), used by AI consulting. */
import { BlockIcon } from '../../client/components/blocks/block-icons.tsx';
import { CheckIcon } from '../../client/components/icons.tsx';
import type { ServiceRow } from './service-copy.ts';

export function ServiceRows({ rows }: { rows: ServiceRow[] }) {
  return (
    <ul className="divide-y divide-line rounded-2xl border border-line bg-surface shadow-sm">
      {rows.map((row) => (
        <li key={row.title} className="grid gap-6 p-6 sm:p-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
          <div className="flex gap-4">
            <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
              <BlockIcon name={row.icon} />
            </span>
            <div>
              <h3 className="text-xl font-semibold text-ink">{row.title}</h3>
              <p className="mt-2 text-ink-3">{row.description}</p>
            </div>
          </div>
          <ul className="grid content-start gap-3 sm:grid-cols-2">
            {row.points.map((point) => (
              <li key={point} className="flex gap-2 text-ink-3">
                <CheckIcon className="mt-0.5 shrink-0 text-accent-700" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
