/** The HTML around the React stream: <head> (all tags in the server HTML) and the closing tags. */
import { metaEntries, type HeadTags } from '../../shared/head.ts';
import { escapeHtml, serializeForScript } from '../../shared/serialize.ts';

export interface DocumentHeadInput {
  head: HeadTags;
  nonce: string;
  stylesheet: string;
  modulePreloads: string[];
  /** The router's dehydrated state, read by createBrowserRouter. */
  hydrationData: unknown;
}

export function renderDocumentStart({ head, nonce, stylesheet, modulePreloads, hydrationData }: DocumentHeadInput): string {
  const attr = escapeHtml;
  const meta = metaEntries(head)
    .map(({ attr: kind, key, content }) => `<meta ${kind}="${attr(key)}" content="${attr(content)}">`)
    .join('');
  const jsonLd = head.jsonLd
    .map((block) => `<script type="application/ld+json" nonce="${nonce}">${serializeForScript(block)}</script>`)
    .join('');
  const preloads = modulePreloads.map((href) => `<link rel="modulepreload" href="${attr(href)}">`).join('');
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(head.title)}</title>${meta}` +
    `<link rel="canonical" href="${attr(head.canonical)}">` +
    '<meta name="theme-color" content="#1d4ed8">' +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    `<link rel="stylesheet" href="${attr(stylesheet)}">${preloads}${jsonLd}` +
    // Loader data goes in the head so it is in place before the (async) entry module runs.
    `<script nonce="${nonce}">window.__staticRouterHydrationData=${serializeForScript(hydrationData)}</script>` +
    '</head><body><div id="root">'
  );
}

export const DOCUMENT_END = '</div></body></html>';

/** Sent when rendering fails before anything was streamed. No scripts, no dependencies. */
export const MINIMAL_ERROR_PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Something went wrong</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">' +
  '<h1>Unexpected Application Error!</h1><p>500: the page could not be rendered. Please try again in a moment.</p>' +
  '<p><a href="/">Return Home</a></p></body></html>';
