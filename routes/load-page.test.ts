import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS, type RouteId } from '../shared/route-paths.ts';
import { loadRoutePage } from './load-page.ts';
import { ROUTE_MODULES } from './route-modules.gen.ts';

const IDS = Object.keys(ROUTE_PATHS) as RouteId[];

describe('route pages', () => {
  it.each(IDS)('%s: its lazily loaded module is the route of that id and path, with its page component', async (id) => {
    const { default: route } = await ROUTE_MODULES[id]();
    expect([route.id, route.path]).toEqual([id, ROUTE_PATHS[id]]);
    expect(typeof (await loadRoutePage(id)).Page).toBe('function');
  });

  it('a page shared by several routes gets one component per route, the same on every load (no remount)', async () => {
    const kubernetes = await loadRoutePage('kubernetes');
    expect((await loadRoutePage('kubernetes')).Page).toBe(kubernetes.Page);
    expect((await loadRoutePage('devops')).Page).not.toBe(kubernetes.Page);
    const r3dlabs = await loadRoutePage('case-study-r3dlabs');
    expect((await loadRoutePage('case-study-r3dlabs')).Page).toBe(r3dlabs.Page);
  });
});
