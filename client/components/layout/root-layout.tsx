/**
 * The frame around every page: skip link, preview banner (drafts only), header, breadcrumb, the
 * page itself, footer. Memoised, as are the header and footer: a navigation's pending state or a
 * page rendered ahead (client-router.tsx) re-renders only what reads them, not the whole frame.
 */
import { memo } from 'react';
import { PageOutlet } from '../../app/page-outlet.tsx';
import { useRootData, useShownPage } from '../../app/route-context.ts';
import { Breadcrumb } from './breadcrumb.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { PreviewBanner } from './preview-banner.tsx';
import { RouteChangeEffects } from './route-change-effects.tsx';

export const RootLayout = memo(function RootLayout() {
  const root = useRootData();
  const { trail } = useShownPage();
  return (
    <div className="flex min-h-screen flex-col bg-surface text-ink-2">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded focus:bg-surface focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      {root.preview && <PreviewBanner />}
      <Header categories={root.categories} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* Home's own trail is just "Home": a breadcrumb that leads nowhere is not shown. */}
        {trail.length > 1 && <Breadcrumb trail={trail} />}
        <PageOutlet />
      </main>
      <Footer />
      <RouteChangeEffects publicConfig={root.publicConfig} />
    </div>
  );
});
