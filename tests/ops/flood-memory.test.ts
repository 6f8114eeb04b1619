/**
 * Memory stays bounded under a flood of pages rendered per request (issue 20, item 1): the
 * built server, with the production image's memory flags, takes 100 connections asking for
 * brotli on /contact (per visitor: never stored; its page limit lifted here so every request
 * reaches the renderer) and then on campaign links that are a new URL each time. Before the
 * render bound, 50 such connections grew RSS past 800 MB in a minute (the pod's limit is 512
 * MiB) while the JS heap stayed at 31 MB: compression streams and renders live in native memory.
 * A smaller load than the bench's (200 connections for 30 s): the bound must hold all the same.
 * How far RSS grows without the bound depends on how fast the machine renders, so the test also
 * reads the bound itself from the server's metrics: never more renders at once than its slots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot, type BuildSnapshot } from '../../scripts/fresh-build.mjs';
import { flood, FLOOD_SHAPES } from '../../scripts/perf/load.ts';
import { DEFAULT_RENDER_SLOTS } from '../../server/render/render-slots.server.ts';
import { startBuiltServer, type RunningServer } from '../support/start-built-server.ts';

const CONNECTIONS = 100;
const DURATION_S = 8;
/** Far under the pod's 512 MiB; the process idles at about 90 MB. */
const RSS_MAX_MB = 220;

let snapshot: BuildSnapshot;
let server: RunningServer;

beforeAll(async () => {
  snapshot = buildSnapshot();
  server = await startBuiltServer({ CONTACT_PAGE_RATE_LIMIT: '1000000' }, { root: snapshot.root, quiet: true });
});

afterAll(async () => {
  await server?.stop();
  snapshot?.remove();
});

describe('a flood of per-request renders asking for brotli', () => {
  it.each(FLOOD_SHAPES.map((shape) => [shape.name, shape] as const))(
    '%s: RSS stays bounded and the server answers',
    async (_name, shape) => {
      let peak = server.rss();
      let peakActive = 0;
      const metricsUrl = await server.metricsUrl();
      const sampler = setInterval(() => {
        peak = Math.max(peak, server.rss());
        void fetch(`${metricsUrl}/metrics`)
          .then((response) => response.text())
          .then((text) => {
            const active = Number(/^ssr_render_slots\{state="active"\} (\d+)$/m.exec(text)?.[1] ?? 0);
            peakActive = Math.max(peakActive, active);
          })
          .catch(() => undefined);
      }, 100);
      try {
        const run = await flood(server.url, shape, CONNECTIONS, DURATION_S);
        // Pages were rendered (or served) all along; the rest were told to come back, not left hanging.
        expect(run.statuses['200']).toBeGreaterThan(0);
        expect(Object.keys(run.statuses).filter((status) => status !== '200' && status !== '503')).toEqual([]);
      } finally {
        clearInterval(sampler);
      }
      expect(server.child.exitCode).toBeNull();
      expect(peak / 2 ** 20).toBeLessThan(RSS_MAX_MB);
      expect(peakActive).toBeLessThanOrEqual(DEFAULT_RENDER_SLOTS.concurrency);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    },
    60_000,
  );
});
