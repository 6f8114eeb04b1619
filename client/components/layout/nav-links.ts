/**
 * The site's menus as data: the main sections, written once here, in the order and with the
 * labels the header bar, the drawer, the no-script menu and the footer show them; and the
 * header's menus, so the desktop bar and the mobile drawer list the same links.
 */
import { CASE_STUDY_LINKS, SERVICES } from '../../../shared/services.ts';
import type { Category } from '../../../shared/types.ts';
import { blogCategoryPath } from '../../../shared/blog-data.ts';
import { href } from '../../../shared/route-paths.ts';

export interface MenuLink {
  name: string;
  path: string;
  description?: string;
}

export type MainSectionId = 'home' | 'services' | 'case-studies' | 'blog' | 'about-us' | 'contact';

export interface MainSection {
  id: MainSectionId;
  name: string;
  /** Its page; Services has none of its own (its menu lists the service pages). */
  path?: string;
}

/** The main sections, in menu order. */
export const MAIN_SECTIONS: readonly MainSection[] = [
  { id: 'home', name: 'Home', path: href('home') },
  { id: 'services', name: 'Services' },
  { id: 'case-studies', name: 'Case Studies', path: href('case-studies') },
  { id: 'blog', name: 'Blog', path: href('blog') },
  { id: 'about-us', name: 'About', path: href('about-us') },
  { id: 'contact', name: 'Contact', path: href('contact') },
];

/** The main sections that are a page, as links. */
export const SECTION_PAGES = MAIN_SECTIONS.filter((section): section is MainSection & { path: string } => section.path !== undefined);

/** One main section's label, by its id. */
export function mainSection(id: MainSectionId): MainSection {
  return MAIN_SECTIONS.find((section) => section.id === id)!;
}

/** One main section that is a page, as a link, by its id. */
export function sectionPage(id: Exclude<MainSectionId, 'services'>): MainSection & { path: string } {
  return SECTION_PAGES.find((section) => section.id === id)!;
}

export const SERVICE_LINKS: MenuLink[] = SERVICES.map(({ name, path, description }) => ({ name, path, description }));
export const CASE_STUDY_MENU: MenuLink[] = CASE_STUDY_LINKS.map(({ name, path, description }) => ({ name, path, description }));

/** The main sections that open a menu rather than go to a page, with the menu's links. */
export type SectionMenus = Partial<Record<MainSectionId, MenuLink[]>>;

export function sectionMenus(categories: Category[]): SectionMenus {
  const blog = [
    { name: 'All posts', path: href('blog') },
    ...categories.map((category) => ({ name: category.name, path: blogCategoryPath(category.id) })),
  ];
  return { services: SERVICE_LINKS, 'case-studies': CASE_STUDY_MENU, blog };
}
