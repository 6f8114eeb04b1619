/**
 * The frame around every page (the element of the routes' root): skip link, preview banner
 * (drafts only), header, breadcrumb, the page itself (the router's Outlet), footer. Memoised, as
 * are the header and footer: a navigation's pending state re-renders only what reads it.
 */
import { memo } from 'react';
import { Outlet } from 'react-router-dom';
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
        <Outlet />
      </main>
      <Footer />
      <RouteChangeEffects publicConfig={root.publicConfig} />
    </div>
  );
});
