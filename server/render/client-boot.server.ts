/**
 * The inline script that starts the client: once the page has painted its content, it runs
 * SystemJS's loader and imports the entry, which hydrates the page (docs/decisions/068).
 *
 * The scripts are preloaded from the head at low priority, so waiting for the paint costs no
 * download time; it only keeps their evaluation and hydration from competing with the first
 * paint of a page whose HTML is already complete. Lighthouse sees each script evaluated after
 * the paint and leaves it out of the page's paint timings.
 */
import type { BuildManifest } from './build-manifest.server.ts';

/**
 * Calls `start` once the page has painted its content; at once where the browser reports no
 * paint timing, or in a hidden tab (it does not paint there).
 */
function startAfterFirstContentfulPaint(start: string): string {
  return (
    'var p=window.PerformanceObserver,t=p&&p.supportedEntryTypes;' +
    `if(document.visibilityState!=="visible"||!t||t.indexOf("paint")<0)${start}();` +
    `else new p(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();${start}()}}).observe({type:"paint",buffered:true})`
  );
}

/**
 * The entry's imports run first, then the entry: its own script is evaluated in the same task
 * as React's start-up, a task long enough for Lighthouse to keep it in its page graph.
 */
export function clientBootScript({ loader, entry, entryImports }: Pick<BuildManifest, 'loader' | 'entry' | 'entryImports'>): string {
  const start =
    'function s(){if(s.d)return;s.d=1;var e=document.createElement("script");' +
    `e.src=${JSON.stringify(loader)};e.onload=function(){Promise.all(${JSON.stringify(entryImports)}.map(function(u){return System.import(u)})).then(function(){System.import(${JSON.stringify(entry)})})};document.head.appendChild(e)}`;
  return `(function(){${start}${startAfterFirstContentfulPaint('s')}})()`;
}
