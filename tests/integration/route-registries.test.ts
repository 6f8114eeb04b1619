/**
 * The route registries are written from the route modules (`npm run routes`): they must be
 * current, or a route added, renamed or given a loader would be missing from links, the
 * server or the build. And each route module is a file of its own in the browser: the first
 * load of every page carries the paths (route-paths.gen.ts), never the other routes' heads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../routes/server/route-table.ts';
import { findRoutes, writeRouteRegistries } from '../../scripts/routes/write-registries.ts';
import { ROUTE_PATHS } from '../../shared/route-paths.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('route registries', () => {
  it('are current (run npm run routes after adding, renaming or removing a route module or a loader)', async () => {
    expect(await writeRouteRegistries({ check: true })).toEqual([]);
  });

  it('list every route module once, with its own id and path', async () => {
    const found = await findRoutes();
    expect(found.map((route) => route.id).sort()).toEqual(ROUTE_TABLE.map((route) => route.id).sort());
    for (const route of ROUTE_TABLE) expect(ROUTE_PATHS[route.id], route.id).toBe(route.path);
  });

  it('the browser imports route modules only lazily (the registry every page loads holds no head)', () => {
    const lazy = readFileSync(path.join(ROOT, 'routes/route-modules.gen.ts'), 'utf8');
    expect(lazy).not.toMatch(/^import /m);
    const paths = readFileSync(path.join(ROOT, 'shared/route-paths.gen.ts'), 'utf8');
    expect(paths).not.toMatch(/import/);
    for (const route of ROUTE_TABLE) expect(paths).not.toContain(route.meta.description);
  });
});
