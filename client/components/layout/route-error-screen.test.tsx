import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadRoute } from '../../../server/loaders/load-route.server.ts';
import { App } from '../../app/app.tsx';
import { addressOf } from '../../app/route-context.ts';

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
    const html = renderToString(<App address={addressOf('/')} page={{ ...state, Page: () => <p>the home page</p> }} root={state.root} />);
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('content store exploded');
    expect(html).not.toContain('the home page');
    // The frame stays: the error replaces only the page.
    expect(html).toContain('<header');
  });
});
