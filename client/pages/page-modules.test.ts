import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../shared/route-table.ts';
import { PAGE_MODULES } from './page-modules.ts';

describe('page modules', () => {
  it('every route has a page whose recorded file is the one it imports', async () => {
    for (const route of ROUTE_TABLE) {
      const entry = PAGE_MODULES[route.id];
      expect(entry.load.toString()).toContain(entry.file);
      const mod = await entry.load();
      expect(typeof mod.Page).toBe('function');
    }
  });
});
