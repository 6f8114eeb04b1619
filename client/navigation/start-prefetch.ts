/**
 * Loads the prefetching code (prefetch-on-intent.ts, a chunk of its own) once the first page
 * is interactive and the browser is idle: it costs the first load nothing. Not at all when the
 * visitor saves data, nor in draft preview (drafts change under the editor's eyes).
 */

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The visitor asked to save data (Save-Data), or the connection is 2G: nothing is fetched that was not asked for. */
export function savingData(): boolean {
  const connection = (navigator as { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '');
}

export function startPrefetchWhenIdle(): void {
  if (savingData()) return;
  const start = () => void import('./prefetch-on-intent.ts').then((module) => module.startPrefetchOnIntent());
  if ('requestIdleCallback' in window) requestIdleCallback(start);
  else setTimeout(start, 1);
}
