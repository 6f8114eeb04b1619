import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InViewFirstContext } from '../router/route-context.ts';
import { BelowFirstScreen } from './below-first-screen.tsx';

describe('BelowFirstScreen', () => {
  it('renders its part with the rest of the page on the server (search engines, the first load)', () => {
    expect(
      renderToStaticMarkup(
        <BelowFirstScreen>
          <p>Below</p>
        </BelowFirstScreen>,
      ),
    ).toBe('<p>Below</p>');
  });

  it('shows the stand-in first only for a page shown from its top by a client navigation', () => {
    const inViewFirst = (element: React.ReactNode) => renderToStaticMarkup(<InViewFirstContext value>{element}</InViewFirstContext>);
    expect(
      inViewFirst(
        <BelowFirstScreen>
          <p>Below</p>
        </BelowFirstScreen>,
      ),
    ).toBe('<div aria-hidden="true" class="min-h-screen"></div>');
    expect(
      inViewFirst(
        <BelowFirstScreen placeholder={<li aria-hidden="true" />}>
          <li>Card</li>
        </BelowFirstScreen>,
      ),
    ).toBe('<li aria-hidden="true"></li>');
  });
});
