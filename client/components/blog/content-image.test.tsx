import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentImage } from './content-image.tsx';

const SVG = 'data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27/%3E';
const render = (props: Partial<Parameters<typeof ContentImage>[0]>) =>
  renderToStaticMarkup(<ContentImage url="/images/blog/cover.svg" alt="" width={1200} height={630} sizes="100vw" {...props} />);

describe('ContentImage', () => {
  it('a priority image with an inline copy paints from the page: no request, no lazy loading', () => {
    const html = render({ priority: true, inlineSrc: SVG });
    expect(html).toBe(`<img src="${SVG}" alt="" width="1200" height="630"/>`);
  });

  it('a priority image without one loads at once with high priority; any other loads lazily from its URL', () => {
    expect(render({ priority: true })).toContain('src="/images/blog/cover.svg"');
    expect(render({ priority: true })).toContain('loading="eager"');
    expect(render({ priority: true })).toContain('fetchPriority="high"');
    const lazy = render({ inlineSrc: SVG });
    expect(lazy).toContain('src="/images/blog/cover.svg"');
    expect(lazy).toContain('loading="lazy"');
  });

  it('uses an inline copy only when it is an SVG data: URL', () => {
    for (const inlineSrc of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'https://example.com/x.svg'])
      expect(render({ priority: true, inlineSrc })).toContain('src="/images/blog/cover.svg"');
  });
});
