/** Sticky site header: logo, desktop navigation (lg and up) and the mobile drawer trigger below it. */
import { memo, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { SITE } from '../../../shared/site.ts';
import type { Category } from '../../../shared/types.ts';
import { MenuIcon, PhoneIcon } from '../icons.tsx';
import { Logo } from './logo.tsx';
import { LazyMobileDrawer, preloadMobileDrawer } from './lazy-mobile-drawer.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import { NoScriptMenu } from './no-script-menu.tsx';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { MAIN_SECTIONS, sectionMenus } from './nav-links.ts';

const NAV_LINK_CLASS = 'rounded px-3 py-2 text-ink-3 hover:text-accent-700 focus-visible:outline-2 focus-visible:outline-accent-600';
const navLinkClass = ({ isActive }: { isActive: boolean }) => `${NAV_LINK_CLASS} ${isActive ? 'font-bold text-ink' : ''}`;

/** The label in the width of its bold self, so marking the current page bold moves nothing in the bar. */
function SteadyLabel({ children }: { children: string }) {
  return (
    <span className="inline-grid text-center">
      <span className="col-start-1 row-start-1">{children}</span>
      <span className="invisible col-start-1 row-start-1 font-bold" aria-hidden="true">
        {children}
      </span>
    </span>
  );
}

export const Header = memo(function Header({ categories }: { categories: Category[] }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerRequested, setDrawerRequested] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menus = sectionMenus(categories);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded focus-visible:outline-2 focus-visible:outline-accent-600" aria-label={`${SITE.companyName} home`}>
          <Logo />
        </Link>
        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 lg:flex">
          {MAIN_SECTIONS.map((section) => {
            const menu = menus[section.id];
            if (menu) return <NavDropdown key={section.id} label={section.name} links={menu} wide={section.id === 'services'} />;
            // Contact is a call to action, never marked as the current page.
            if (section.id === 'contact')
              return (
                <Link key={section.id} to={section.path!} className={NAV_LINK_CLASS}>
                  {section.name}
                </Link>
              );
            return (
              <NavLink key={section.id} to={section.path!} end={section.id === 'home'} className={navLinkClass}>
                <SteadyLabel>{section.name}</SteadyLabel>
              </NavLink>
            );
          })}
          <a
            href={`tel:${SITE.phoneDial}`}
            className="ml-2 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
          >
            <PhoneIcon width={16} height={16} />
            {SITE.phoneDisplay}
          </a>
        </nav>
        <ThemeToggle className="ml-3 hidden lg:flex" />
        <button
          ref={menuButtonRef}
          type="button"
          className="rounded p-2 text-ink-2 focus-visible:outline-2 focus-visible:outline-accent-600 lg:hidden [@media(scripting:none)]:hidden"
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          aria-controls="mobile-drawer"
          onPointerEnter={preloadMobileDrawer}
          onTouchStart={preloadMobileDrawer}
          onFocus={preloadMobileDrawer}
          onClick={() => {
            setDrawerRequested(true);
            setDrawerOpen(true);
          }}
        >
          <MenuIcon width={24} height={24} />
        </button>
        {/* Without JavaScript the button above is hidden and this disclosure opens the menu instead. */}
        <NoScriptMenu />
      </div>
      <LazyMobileDrawer
        requested={drawerRequested}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        returnFocusTo={menuButtonRef}
        menus={menus}
      />
    </header>
  );
});
