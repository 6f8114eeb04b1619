/**
 * The navigation drawer below the large breakpoint: slides in from the left, traps focus
 * while open, closes on Escape, on the backdrop and on any link; Services and Blog expand
 * independently.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { SITE } from '../../../shared/site.ts';
import { useDismiss } from '../../hooks/use-dismiss.ts';
import { ChevronDownIcon, CloseIcon, PhoneIcon } from '../icons.tsx';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { MAIN_SECTIONS, type MenuLink, type SectionMenus } from './nav-links.ts';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  /** The sections that expand into a list rather than go to a page. */
  menus: SectionMenus;
}

// Visibility switches at once on opening (so focus can move in) and only after the slide on closing.
const DRAWER_OPEN = 'visible translate-x-0 transition-transform';
const DRAWER_CLOSED = 'invisible -translate-x-full transition-[transform,visibility]';
const ROW = 'block rounded-lg px-3 py-3 text-base text-ink-2 hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent-600';

export function MobileDrawer({ open: requestedOpen, onClose, returnFocusTo, menus }: MobileDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const close = useCallback(() => onClose(), [onClose]);
  // The drawer mounts on its first opening (its code loads on first use): lay it out closed
  // once before opening, so the first opening slides in like every later one.
  const [laidOut, setLaidOut] = useState(false);
  useLayoutEffect(() => {
    panelRef.current?.getBoundingClientRect();
    setLaidOut(true);
  }, []);
  const open = requestedOpen && laidOut;
  useDismiss(open, close, panelRef, returnFocusTo);

  // Focus moves into the drawer when it opens and back to the menu button when it closes.
  useEffect(() => {
    if (open) closeButtonRef.current?.focus();
    else if (wasOpen.current) returnFocusTo.current?.focus();
    wasOpen.current = open;
  }, [open, returnFocusTo]);

  const trapFocus = (event: React.KeyboardEvent) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = panelRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className={`lg:hidden ${open ? '' : 'pointer-events-none'}`}>
      <div
        className={`fixed inset-0 z-40 bg-slate-950/60 transition-opacity ${open ? 'opacity-100' : 'opacity-0'}`}
        aria-hidden="true"
        onClick={close}
      />
      <div
        ref={panelRef}
        id="mobile-drawer"
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        onKeyDown={trapFocus}
        className={`fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-surface shadow-2xl duration-200 ${open ? DRAWER_OPEN : DRAWER_CLOSED}`}
      >
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <span className="font-semibold text-ink">Menu</span>
          <button
            ref={closeButtonRef}
            type="button"
            onClick={close}
            aria-label="Close menu"
            className="rounded p-2 focus-visible:outline-2 focus-visible:outline-accent-600"
          >
            <CloseIcon width={24} height={24} />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 px-2 py-3">
          {MAIN_SECTIONS.map((section) => {
            const menu = menus[section.id];
            return menu ? (
              <DrawerSection key={section.id} label={section.name} links={menu} onNavigate={close} />
            ) : (
              <Link key={section.id} to={section.path!} className={ROW} onClick={close}>
                {section.name}
              </Link>
            );
          })}
          <a href={`tel:${SITE.phoneDial}`} className={`${ROW} flex items-center gap-2 font-semibold text-accent-700`} onClick={close}>
            <PhoneIcon width={18} height={18} /> {SITE.phoneDisplay}
          </a>
        </nav>
        <div className="border-t border-line px-4 py-4">
          <ThemeToggle showLabels className="flex" />
        </div>
      </div>
    </div>
  );
}

function DrawerSection({ label, links, onNavigate }: { label: string; links: MenuLink[]; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const listId = `drawer-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <div>
      <button
        type="button"
        className={`${ROW} flex w-full items-center justify-between text-left`}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        {label}
        <ChevronDownIcon className={`transition-transform ${expanded ? 'rotate-180' : ''}`} />
      </button>
      <ul id={listId} hidden={!expanded} className="mb-2 ml-3 border-l border-line pl-2">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              onClick={onNavigate}
              className="block rounded px-3 py-2 text-ink-3 hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent-600"
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
