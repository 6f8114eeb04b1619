/**
 * The whole React tree of the site, the same on the server (inside a StaticRouter) and in the
 * browser (inside ClientRouter), so hydration matches: the frame around the page shown.
 */
import { RootLayout } from '../components/layout/root-layout.tsx';
import type { RootData } from '../../shared/route-data.ts';
import { PageContext, PendingNavigationContext, RootDataContext, type PendingNavigation, type ShownPage } from './route-context.ts';

export interface AppProps {
  page: ShownPage;
  root: RootData;
  pending?: PendingNavigation | null;
}

export function App({ page, root, pending = null }: AppProps) {
  return (
    <RootDataContext value={root}>
      <PageContext value={page}>
        <PendingNavigationContext value={pending}>
          <RootLayout />
        </PendingNavigationContext>
      </PageContext>
    </RootDataContext>
  );
}
