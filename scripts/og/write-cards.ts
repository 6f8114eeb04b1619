/**
 * The build's step that draws every social card into the client output, at the URLs the route
 * modules and SITE name (/images/og/...), so the cards always say what the site says.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteModule } from '../../routes/route-module.ts';
import { SITE } from '../../shared/site.ts';
import type { FoundRoute } from '../routes/write-registries.ts';
import { cardList, OG_URL_PREFIX } from './card-list.ts';
import { drawCard } from './draw-card.tsx';

const ROUTES_DIR = path.resolve(import.meta.dirname, '../../routes');

/**
 * Draws the cards under `clientDir` (dist/client) and returns their sizes in bytes. The route
 * modules come from the files the build found, not the generated table, which may predate them.
 */
export async function writeCards(clientDir: string, routes: readonly FoundRoute[]): Promise<number[]> {
  const modules = await Promise.all(
    routes.map(
      async (route) => ((await import(pathToFileURL(path.join(ROUTES_DIR, route.file)).href)) as { default: RouteModule }).default,
    ),
  );
  const directory = path.join(clientDir, OG_URL_PREFIX);
  mkdirSync(directory, { recursive: true });
  const sizes: number[] = [];
  for (const card of cardList(SITE, modules)) {
    const png = await drawCard(card);
    writeFileSync(path.join(directory, card.file), png);
    sizes.push(png.length);
  }
  return sizes;
}
