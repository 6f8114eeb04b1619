/**
 * Breadcrumb trail from Home to the current page, taken from the route table (and the page's data).
 * Each separator ends the item before it (and never wraps away from it), so when the trail
 * wraps on a phone the break falls between items and no line starts with a lone "/".
 */
import { Link } from 'react-router-dom';
import type { Crumb } from '../../../shared/route-data.ts';

export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mx-auto max-w-7xl px-4 pt-4 text-sm sm:px-6 lg:px-8">
      <ol className="flex flex-wrap items-baseline gap-x-1 gap-y-0.5 text-ink-4">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path ?? crumb.label} className={last ? 'min-w-0 break-words' : 'whitespace-nowrap'}>
              {last || !crumb.path ? (
                <span aria-current={last ? 'page' : undefined} className="font-medium text-ink">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link
                    to={crumb.path}
                    className="rounded underline-offset-2 hover:text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
                  >
                    {crumb.label}
                  </Link>
                  <span aria-hidden="true" className="ml-1">
                    /
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
