/**
 * The mobile drawer's code loads on first use, not with every page (docs/decisions/055): it is
 * needed only after a tap on the menu button, and most visits never open it. Intent (pointer
 * over, touch or focus on the button) starts the download early, so a tap rarely waits.
 */
import { lazy, Suspense, type ComponentProps } from 'react';

const loadDrawer = () => import('./mobile-drawer.tsx');
const MobileDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileDrawer })));

export function preloadMobileDrawer(): void {
  void loadDrawer();
}

/** Renders nothing until the drawer has been asked for once; then the drawer, open or closed. */
export function LazyMobileDrawer({ requested, ...props }: ComponentProps<typeof MobileDrawer> & { requested: boolean }) {
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <MobileDrawer {...props} />
    </Suspense>
  );
}
