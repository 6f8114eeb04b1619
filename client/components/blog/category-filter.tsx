/**
 * The blog's category buttons ('All' plus one per category). They are links to
 * /blog?category={id}, so the filter works without JavaScript and each view has a URL;
 * with JavaScript the router loads the list without a full page load.
 */
import { Link } from 'react-router-dom';
import type { Category } from '../../../shared/types.ts';
import { blogCategoryPath } from '../../../shared/blog-data.ts';
import { KEEP_SCROLL } from '../../navigation/scroll-memory.ts';

const BASE =
  'inline-flex items-center rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600';
const SELECTED = 'border-brand-700 bg-brand-700 text-white';
const IDLE = 'border-line-strong bg-surface text-ink-3 hover:border-accent-600 hover:text-accent-800';

export function CategoryFilter({ categories, selectedId }: { categories: Category[]; selectedId: string | null }) {
  const options = [{ id: null, name: 'All' }, ...categories.map((category) => ({ id: category.id, name: category.name }))];
  return (
    <nav aria-label="Blog categories" className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const selected = option.id === selectedId || (option.id === null && !categories.some((category) => category.id === selectedId));
          return (
            <li key={option.id ?? 'all'}>
              <Link
                to={blogCategoryPath(option.id)}
                className={`${BASE} ${selected ? SELECTED : IDLE}`}
                aria-current={selected ? 'page' : undefined}
                state={KEEP_SCROLL}
              >
                {option.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
