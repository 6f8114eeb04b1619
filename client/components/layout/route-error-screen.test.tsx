import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resolveAllLazyRoutes } from '../../../server/render/resolve-routes.server.ts';
import { buildRoutes } from '../../routes.tsx';

describe('route error screen', () => {
  it("shows 'Unexpected Application Error!' with the message when a loader fails, and the status is 500", async () => {
    const routes = buildRoutes((id) => () => {
      if (id === 'home') throw new Error('content store exploded');
      return id === 'root' ? { categories: [], publicConfig: { siteUrl: 'http://x' } } : null;
    });
    await resolveAllLazyRoutes(routes);
    const handler = createStaticHandler(routes);
    const context = (await handler.query(new Request('http://x/'))) as StaticHandlerContext;
    expect(context.statusCode).toBe(500);
    const html = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('content store exploded');
    // The frame stays: the error replaces only the page.
    expect(html).toContain('<header');
  });
});
