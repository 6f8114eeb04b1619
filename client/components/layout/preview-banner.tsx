/**
 * Shown above the header while an editor previews drafts (the frame's data says preview):
 * says so, and leaves preview through the server (it clears the cookie), back to this page.
 * A plain <a>, not the router's Link: leaving needs a full request.
 */
import { useLocation } from 'react-router-dom';

const PREVIEW_EXIT_PATH = '/api/preview/exit';

export function PreviewBanner() {
  const { pathname, search } = useLocation();
  const exitHref = `${PREVIEW_EXIT_PATH}?${new URLSearchParams({ redirect: pathname + search })}`;
  return (
    <aside aria-label="Preview mode" className="border-b border-amber-400 bg-amber-200 text-ink">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <p>
          <strong className="font-bold">Preview mode</strong>
          <span className="text-ink-2"> · unpublished drafts are shown</span>
        </p>
        <a
          href={exitHref}
          className="rounded font-semibold text-ink underline underline-offset-2 hover:text-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
        >
          Exit preview
        </a>
      </div>
    </aside>
  );
}
