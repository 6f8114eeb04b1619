/**
 * The header's menu for a visitor without JavaScript: a disclosure the browser opens by itself,
 * in the server HTML only (inside <noscript>), so the scripted drawer stays as it is.
 */
import { SECTION_PAGES, SERVICE_LINKS, mainSection } from './nav-links.ts';
import { MenuIcon } from '../icons.tsx';

const ROW = 'block rounded px-3 py-2 text-ink-2 hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent-600';

export function NoScriptMenu() {
  return (
    <noscript>
      <details className="lg:hidden">
        <summary
          aria-label="Open menu"
          className="block cursor-pointer list-none rounded p-2 text-ink-2 focus-visible:outline-2 focus-visible:outline-accent-600 [&::-webkit-details-marker]:hidden"
        >
          <MenuIcon width={24} height={24} />
        </summary>
        <nav
          aria-label="Mobile"
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-surface px-4 py-3 shadow-lg"
        >
          <LinkList links={SECTION_PAGES} />
          <p className="mt-2 px-3 text-sm font-semibold text-ink-3">{mainSection('services').name}</p>
          <LinkList links={SERVICE_LINKS} className="ml-3 border-l border-line pl-2" />
        </nav>
      </details>
    </noscript>
  );
}

/** Plain anchors, one a row: this menu exists only where no script runs. */
function LinkList({ links, className }: { links: readonly { name: string; path: string }[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.path}>
          <a href={link.path} className={ROW}>
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
