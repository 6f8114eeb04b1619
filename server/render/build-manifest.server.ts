/** What the client build produced (written by scripts/build.ts): entry, stylesheet, each route's chunks. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteId } from '../../shared/route-paths.ts';

export interface BuildManifest {
  /** URL of the client entry module. */
  entry: string;
  /** URL of the stylesheet. */
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
