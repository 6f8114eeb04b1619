/** The whole React tree, the same on the server and in the browser (ClientRouter), so hydration matches. */
import { RootLayout } from '../components/layout/root-layout.tsx';
import { LivePreviewContext, type LivePreviewTools } from '../live-preview/live-preview-context.ts';
import type { RootData } from '../../shared/route-data.ts';
import { AddressContext, PageContext, PendingNavigationContext, RootDataContext } from './route-context.ts';
import type { PendingNavigation, ShownAddress, ShownPage } from './route-context.ts';

export interface AppProps {
  address: ShownAddress;
  page: ShownPage;
  root: RootData;
  pending?: PendingNavigation | null;
  /** Preview pages in Contentful's Live Preview pane: field tags and live updates (null for visitors). */
  livePreview?: LivePreviewTools | null;
}

export function App({ address, page, root, pending = null, livePreview = null }: AppProps) {
  return (
    <RootDataContext value={root}>
      <LivePreviewContext value={livePreview}>
        <AddressContext value={address}>
          <PageContext value={page}>
            <PendingNavigationContext value={pending}>
              <RootLayout />
            </PendingNavigationContext>
          </PageContext>
        </AddressContext>
      </LivePreviewContext>
    </RootDataContext>
  );
}
