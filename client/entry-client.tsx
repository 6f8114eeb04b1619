/**
 * Browser entry: loads the first page's code (so hydration renders the same tree the server
 * sent), then hydrates from the state the server wrote into the page.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ROUTE_STATE_GLOBAL, type RouteState } from '../shared/route-data.ts';
import { PAGE_MODULES } from './pages/page-modules.ts';
import { ClientRouter } from './router/client-router.tsx';

async function start(): Promise<void> {
  const { root, ...first } = (window as unknown as Record<string, RouteState>)[ROUTE_STATE_GLOBAL]!;
  const { Page } = await PAGE_MODULES[first.routeId].load();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (as Remix's entry does; docs/decisions/066).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <ClientRouter first={{ ...first, Page }} root={root} />
      </StrictMode>,
    );
  });
}

void start();
