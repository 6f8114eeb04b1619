/** A header dropdown: a button that shows a panel of links; Escape, outside clicks and links close it. */
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDismiss } from '../../hooks/use-dismiss.ts';
import { ChevronDownIcon } from '../icons.tsx';
import type { MenuLink } from './nav-links.ts';

const ITEM = 'block rounded-lg px-3 py-2 hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent-600';

interface NavDropdownProps {
  label: string;
  links: MenuLink[];
  /** Two columns with descriptions (Services); otherwise a simple list. */
  wide?: boolean;
}

export function NavDropdown({ label, links, wide = false }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  // Derived from the label, not useId: the server's and the browser's router providers differ in shape.
  const panelId = `nav-menu-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, panelRef, triggerRef);

  return (
    <div className="relative">
      <button
        ref={triggerRef}
        type="button"
        className="flex items-center gap-1 rounded px-3 py-2 text-ink-3 hover:text-accent-700 focus-visible:outline-2 focus-visible:outline-accent-600"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <ChevronDownIcon className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className={`absolute left-0 top-full z-50 mt-2 rounded-xl border border-line bg-surface p-3 shadow-xl ${wide ? 'w-[40rem]' : 'w-64'}`}
      >
        <ul className={wide ? 'grid grid-cols-2 gap-1' : 'grid gap-1'}>
          {links.map((link) => {
            const content = (
              <>
                <span className="block font-medium text-ink">{link.name}</span>
                {link.description && <span className="block text-sm text-ink-4">{link.description}</span>}
              </>
            );
            // Closed, the panel's links are plain anchors: a router Link renders again at every page change, and most of the header's are in these panels.
            return (
              <li key={link.path}>
                {open ? (
                  <Link to={link.path} onClick={close} className={ITEM}>
                    {content}
                  </Link>
                ) : (
                  <a href={link.path} className={ITEM}>
                    {content}
                  </a>
                )}
              </li>
            );
          })}
          {links.length === 0 && <li className="px-3 py-2 text-sm text-ink-4">Nothing here yet</li>}
        </ul>
      </div>
    </div>
  );
}
