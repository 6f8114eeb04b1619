import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadRoute } from '../../../server/loaders/load-route.server.ts';
import { ServerApp } from '../../app/server-app.tsx';

const ROOT = { categories: [], publicConfig: { siteUrl: 'http://x' } };

describe('route error screen', () => {
  it("shows 'Unexpected Application Error!' with the message when a loader fails, and the status is 500", async () => {
    const loaders = {
      root: () => ROOT,
      home: () => {
        throw new Error('content store exploded');
      },
    };
    const { status, state } = await loadRoute({ loaders, siteUrl: 'http://x', rootFallback: ROOT }, new URL('http://x/'));
    expect(status).toBe(500);
    const html = renderToString(<ServerApp location="/" state={state} Page={() => <p>the home page</p>} />);
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('content store exploded');
    expect(html).not.toContain('the home page');
    // The frame stays: the error replaces only the page.
    expect(html).toContain('<header');
  });
});
