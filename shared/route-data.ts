/** Shapes of the data loaders hand to the pages (the same on the server and the client). */
import type { HeadOverride, HeadTags } from './head.ts';
import type { RouteId } from './route-paths.ts';
import type { LivePreviewSettings } from './live-preview.ts';
import type { Category, PublicConfig } from './types.ts';

/** A breadcrumb step (a route module's `parents`, and the page itself). */
export interface Crumb {
  label: string;
  /** Where the crumb links; the current page's crumb, the last, is not a link and has none. */
  path?: string;
}

/** Data of the root route: what the frame (header, footer, analytics) needs. */
export interface RootData {
  categories: Category[];
  publicConfig: PublicConfig;
  /** Drafts from Contentful's Preview API are shown (the preview banner says so). */
  preview?: boolean;
  /** Preview only: inspector tags and live updates in Contentful's Live Preview pane. */
  livePreview?: LivePreviewSettings;
}

/** Every page loader may refine the head and the breadcrumb label of its page. */
export interface PageDataBase {
  head?: HeadOverride;
  crumb?: string;
}

/** The frame's loader runs beside every page's loader; its id is not a page. */
export const ROOT_ROUTE_ID = 'root';
export type LoaderRouteId = RouteId | typeof ROOT_ROUTE_ID;

/** What a page shows: its route, its loader's data, or the message of a load that failed. */
export interface PageState {
  routeId: RouteId;
  data: unknown;
  /** Set when the page could not be loaded: the error screen shows it in the frame. */
  error?: string;
  /** The breadcrumb, from Home to this page. */
  trail: Crumb[];
}

/**
 * One page as /api/route-data sends it for a client-side navigation: what it shows, and its
 * head tags (the first page's head is already in the server's HTML).
 */
export interface PageResponse extends PageState {
  head: HeadTags;
}

/**
 * Everything the first render needs, written by the server into the page as JSON (see
 * ROUTE_STATE_ELEMENT_ID) and read by the client before hydrating.
 */
export interface RouteState extends PageState {
  root: RootData;
}

/** Id of the `<script type="application/json">` element that carries the page's RouteState. */
export const ROUTE_STATE_ELEMENT_ID = 'route-state';
