/** The HTML around the React stream: <head> (all tags in the server HTML) and the closing tags. */
import { metaEntries, type HeadTags } from '../../shared/head.ts';
import { ROUTE_STATE_GLOBAL } from '../../shared/route-data.ts';
import { escapeHtml, serializeForScript } from '../../shared/serialize.ts';

export interface DocumentPreludeInput {
  stylesheet: string;
  /** The loader, the entry and the scripts it and the route's page import, in that order. */
  scriptPreloads: string[];
}

/**
 * The start of <head> that depends only on the build and the route, not on data: sent before
 * the loaders run, so the browser fetches the stylesheet and scripts while the server waits
 * on its content (docs/decisions/053).
 */
export function renderDocumentPrelude({ stylesheet, scriptPreloads }: DocumentPreludeInput): string {
  // The scripts only hydrate what is already painted: at low priority they leave the bandwidth
  // of a slow link to the HTML and the stylesheet first (docs/decisions/065). They run after
  // the first paint (client-boot.server.ts, docs/decisions/068).
  const preloads = scriptPreloads.map((href) => `<link rel="preload" as="script" fetchpriority="low" href="${escapeHtml(href)}">`).join('');
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">${preloads}` +
    '<meta name="theme-color" content="#1d4ed8">' +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">'
  );
}

/** The rest of <head> (title, meta, canonical, JSON-LD, the page's state) and the opening of the body. */
export function renderDocumentHead({ head, nonce, stateJson }: { head: HeadTags; nonce: string; stateJson: string }): string {
  const attr = escapeHtml;
  const meta = metaEntries(head)
    .map(({ attr: kind, key, content }) => `<meta ${kind}="${attr(key)}" content="${attr(content)}">`)
    .join('');
  const jsonLd = head.jsonLd
    .map((block) => `<script type="application/ld+json" nonce="${nonce}">${serializeForScript(block)}</script>`)
    .join('');
  return (
    `<title>${escapeHtml(head.title)}</title>${meta}` +
    `<link rel="canonical" href="${attr(head.canonical)}">${jsonLd}` +
    // Loader data goes in the head so it is in place before the (async) entry module runs.
    `<script nonce="${nonce}">window.${ROUTE_STATE_GLOBAL}=${stateJson}</script>` +
    '</head><body><div id="root">'
  );
}

/** Closes a document whose prelude was sent when the page then failed before rendering. */
export const PRELUDE_ERROR_END =
  '<title>Something went wrong</title></head><body><h1>Unexpected Application Error!</h1>' +
  '<p>500: the page could not be rendered. Please try again in a moment.</p><p><a href="/">Return Home</a></p></body></html>';

export const DOCUMENT_END = '</div></body></html>';

/** Sent when rendering fails before anything was streamed. No scripts, no dependencies. */
export const MINIMAL_ERROR_PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Something went wrong</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">' +
  '<h1>Unexpected Application Error!</h1><p>500: the page could not be rendered. Please try again in a moment.</p>' +
  '<p><a href="/">Return Home</a></p></body></html>';
