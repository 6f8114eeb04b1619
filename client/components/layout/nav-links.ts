/** The header's menus as data, so the desktop bar and the mobile drawer list the same links. */
import { CASE_STUDY_LINKS, SERVICES } from '../../../shared/services.ts';
import type { Category } from '../../../shared/types.ts';
import { blogCategoryPath } from '../../../shared/blog-data.ts';
import { href } from '../../../shared/route-paths.ts';

export interface MenuLink {
  name: string;
  path: string;
  description?: string;
}

export const SERVICE_LINKS: MenuLink[] = SERVICES.map(({ name, path, description }) => ({ name, path, description }));
export const CASE_STUDY_MENU: MenuLink[] = CASE_STUDY_LINKS.map(({ name, path, description }) => ({ name, path, description }));

export function blogMenu(categories: Category[]): MenuLink[] {
  return [
    { name: 'All posts', path: href('blog') },
    ...categories.map((category) => ({ name: category.name, path: blogCategoryPath(category.id) })),
  ];
}
