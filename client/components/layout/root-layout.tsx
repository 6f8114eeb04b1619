/** The frame around every page: skip link, header, breadcrumb, the page itself, footer. */
import { Outlet, useRouteLoaderData } from 'react-router';
import type { RootData } from '../../../shared/route-data.ts';
import { usePageInfo } from '../../hooks/use-page-info.ts';
import { Breadcrumb } from './breadcrumb.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { RouteChangeEffects } from './route-change-effects.tsx';

const EMPTY_ROOT: RootData = { categories: [], publicConfig: { siteUrl: '' } };

export function RootLayout() {
  const root = (useRouteLoaderData('root') as RootData | undefined) ?? EMPTY_ROOT;
  const page = usePageInfo();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-800">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg">
        Skip to content
      </a>
      <Header categories={root.categories} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {page && <Breadcrumb trail={page.trail} />}
        <Outlet />
      </main>
      <Footer />
      <RouteChangeEffects publicConfig={root.publicConfig} />
    </div>
  );
}
