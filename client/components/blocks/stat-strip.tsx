/**
 * StatStrip: a row of headline figures (value + label), e.g. '90%' / 'less deployment time'.
 *
 *   <StatStrip label="Results" stats={[{ value: '90%', label: 'less time spent deploying' }]} />
 *
 * A definition-style list: each figure is read with its label. Two across on phones, up to
 * four on large screens. Only claims the business can stand behind belong here (spec §9).
 */
export interface Stat {
  value: string;
  label: string;
}

export interface StatStripProps {
  stats: Stat[];
  /** Accessible name of the list. */
  label: string;
}

export function StatStrip({ stats, label }: StatStripProps) {
  return (
    <ul
      aria-label={label}
      className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${stats.length >= 4 ? 'lg:grid-cols-4' : stats.length === 3 ? 'lg:grid-cols-3' : ''}`}
    >
      {stats.map((stat) => (
        <li key={stat.label} className="rounded-2xl border border-accent-100 bg-accent-50 px-4 py-5 text-center sm:p-6">
          <p className="text-3xl font-extrabold tracking-tight text-accent-800 sm:text-4xl">{stat.value}</p>
          <p className="mt-2 font-medium text-ink-3">{stat.label}</p>
        </li>
      ))}
    </ul>
  );
}
