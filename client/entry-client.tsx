/**
 * Browser entry (an ES module the page loads with <script type="module">): reads the page's
 * state, which the server wrote as JSON, loads the first page's code (so hydration renders
 * the same tree the server sent), then hydrates.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ROUTE_STATE_ELEMENT_ID, type RouteState } from '../shared/route-data.ts';
import { PAGE_MODULES } from './pages/page-modules.ts';
import { ClientRouter } from './router/client-router.tsx';
import { startRum } from './rum/start-rum.ts';

function readRouteState(): RouteState {
  const element = document.getElementById(ROUTE_STATE_ELEMENT_ID);
  if (!element?.textContent) throw new Error(`Missing #${ROUTE_STATE_ELEMENT_ID}`);
  return JSON.parse(element.textContent) as RouteState;
}

async function start(): Promise<void> {
  const { root, ...first } = readRouteState();
  // Before the page's code loads, so an error loading or hydrating it is reported too.
  startRum(root.publicConfig.rumSampleRate ?? 0);
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
