/**
 * The not-found screen: status 404 is set by the server. The server's document is the same for
 * every path, so it is rendered once and stored (docs/decisions/088); the path the visitor
 * asked for is filled in by the browser once the page is hydrated.
 */
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useHydrated } from '../../client/hooks/use-hydrated.ts';
import { href } from '../../shared/route-paths.ts';
import { serviceEntry } from '../../shared/services.ts';
import { sectionPage } from '../../client/components/layout/nav-links.ts';

// Names and paths from the services list and the main sections, where they are written once.
const POPULAR_PAGES = [
  ...(['software-development', 'web-development', 'ai-consulting', 'cloud-infrastructure'] as const).map(serviceEntry),
  sectionPage('contact'),
  sectionPage('about-us'),
];

const BUTTON =
  'inline-flex items-center justify-center rounded-lg px-5 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600';

export function Page() {
  const { pathname } = useLocation();
  const path = useHydrated() ? pathname : undefined;
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <section className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
      <p className="text-8xl font-extrabold text-accent-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">Oops! Page Not Found</h1>
      <p className="mt-4 text-ink-3">
        {path === undefined ? (
          "We couldn't find the page you asked for."
        ) : (
          <>
            We couldn't find <code className="break-all rounded bg-surface-3 px-2 py-1 text-ink">{path}</code>.
          </>
        )}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}>
          Return Home
        </Link>
        <button
          type="button"
          onClick={() => window.history.back()}
          className={`${BUTTON} border border-line-strong text-ink-2 hover:bg-surface-2`}
        >
          Go Back
        </button>
      </div>
      <h2 className="mt-14 text-xl font-semibold text-ink">Popular Pages</h2>
      <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-3">
        {POPULAR_PAGES.map((page) => (
          <li key={page.path}>
            <Link
              to={page.path}
              className="block rounded-lg border border-line px-4 py-3 font-medium text-ink-2 hover:border-accent-600 hover:text-accent-700 focus-visible:outline-2 focus-visible:outline-accent-600"
            >
              {page.name}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-ink-3">
        Still lost?{' '}
        <Link to={href('contact')} className="font-semibold text-accent-700 underline">
          Contact our team
        </Link>{' '}
        and we'll point you the right way.
      </p>
    </section>
  );
}
