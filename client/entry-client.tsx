/**
 * Browser entry (an ES module the page loads with <script type="module">): reads the page's
 * state, which the server wrote as JSON, loads the first page's code (so hydration renders
 * the same tree the server sent), then hydrates inside React Router's BrowserRouter.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { LivePreviewSettings } from '../shared/live-preview.ts';
import { ROUTE_STATE_ELEMENT_ID, type RouteState } from '../shared/route-data.ts';
import type { LivePreviewTools } from './live-preview/live-preview-context.ts';
import { loadRoutePage } from '../routes/load-page.ts';
import { SiteRouter } from './router/site-router.tsx';
import { startRum } from './rum/start-rum.ts';

function readRouteState(): RouteState {
  const element = document.getElementById(ROUTE_STATE_ELEMENT_ID);
  if (!element?.textContent) throw new Error(`Missing #${ROUTE_STATE_ELEMENT_ID}`);
  return JSON.parse(element.textContent) as RouteState;
}

/** Preview pages only: Contentful's Live Preview SDK, in a chunk of its own that visitors never load. */
async function loadLivePreview(settings: LivePreviewSettings): Promise<LivePreviewTools> {
  const sdk = await import('./live-preview/live-preview-sdk.ts');
  sdk.startLivePreview(settings);
  return sdk.livePreviewTools(settings);
}

async function start(): Promise<void> {
  const { root, ...first } = readRouteState();
  // Before the page's code loads, so an error loading or hydrating it is reported too.
  startRum(root.publicConfig.rumSampleRate ?? 0);
  // The SDK writes the field tags the server wrote: it is there before hydration compares them.
  const [{ Page }, livePreview] = await Promise.all([
    loadRoutePage(first.routeId),
    root.livePreview ? loadLivePreview(root.livePreview) : null,
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (as Remix's entry does; docs/decisions/066).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        {/* The address changes in the click's own render, not a transition: a page ready at the click shows in that task. */}
        <BrowserRouter useTransitions={false}>
          <SiteRouter first={{ ...first, Page }} root={root} livePreview={livePreview} />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}

void start();
