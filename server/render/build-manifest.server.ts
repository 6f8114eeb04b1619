/** What the client build produced (written by scripts/build.ts): entry, stylesheet, each route's chunks. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteId } from '../../shared/route-paths.ts';

export interface BuildManifest {
  entry: string;
  css: string;
  /** Modules the entry imports statically (preloaded on every page). */
  entryImports: string[];
  /** Per route id: its module's chunk, its page's, and the chunks they import (preloaded on its pages). */
  routes: Partial<Record<RouteId, string[]>>;
}

export const MANIFEST_FILE = 'manifest.json';

export function readBuildManifest(clientDir: string): BuildManifest {
  const file = path.join(clientDir, MANIFEST_FILE);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  } catch (error) {
    throw new Error(`No client build at ${file}: run "npm run build" first (${(error as Error).message})`);
  }
}

/**
 * The stylesheet's text, for inlining in every page (docs/decisions/087), read once at start.
 * Undefined when the build has no such file (a test's stand-in manifest) or when the text could
 * end the <style> element early; the page then links it.
 */
export function readInlineStylesheet(clientDir: string, href: string): string | undefined {
  const file = path.join(clientDir, href.replace(/^\/+/, ''));
  if (!file.startsWith(path.resolve(clientDir)) || !existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  return /<\/style/i.test(text) ? undefined : text;
}
