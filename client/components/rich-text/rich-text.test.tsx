import type { Document } from '@contentful/rich-text-types';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NO_CONTENT_TEXT, RENDER_ERROR_TEXT, RichText } from './rich-text.tsx';
import { safeHref, safeImageUrl } from '../../../shared/safe-url.ts';
import { href } from '../../../shared/route-paths.ts';

const text = (value: string, ...marks: string[]) => ({ nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} });
const node = (nodeType: string, content: unknown[] = [], data: object = {}) => ({ nodeType, data, content });
const doc = (...content: unknown[]) => ({ nodeType: 'document', data: {}, content }) as unknown as Document;

function render(document: Document | null, onError?: (error: unknown) => void): string {
  return renderToString(
    <StaticRouter location="/">
      <RichText document={document} onError={onError} />
    </StaticRouter>,
  );
}

describe('RichText', () => {
  it('renders every block with its own element', () => {
    const html = render(
      doc(
        node('heading-1', [text('H1')]),
        node('heading-2', [text('H2')]),
        node('heading-3', [text('H3')]),
        node('heading-4', [text('H4')]),
        node('heading-5', [text('H5')]),
        node('heading-6', [text('H6')]),
        node('paragraph', [text('para')]),
        node('unordered-list', [node('list-item', [node('paragraph', [text('u1')])])]),
        node('ordered-list', [node('list-item', [node('paragraph', [text('o1')])])]),
        node('blockquote', [node('paragraph', [text('quoted')])]),
        node('hr'),
        node('table', [
          node('table-row', [node('table-header-cell', [node('paragraph', [text('Head')])])]),
          node('table-row', [node('table-cell', [node('paragraph', [text('Cell')])])]),
        ]),
        node('paragraph', [text('line one\nline two', 'code')]),
      ),
    );
    // The page title is the only h1: a body heading 1 is an h2.
    expect(html).not.toContain('<h1');
    for (const tag of [
      '<h2',
      '<h3',
      '<h4',
      '<h5',
      '<h6',
      '<ul',
      '<ol',
      '<li',
      '<blockquote',
      '<hr',
      '<table',
      '<th scope="col"',
      '<td',
      '<pre',
    ]) {
      expect(html).toContain(tag);
    }
    expect(html).toContain('<code class="font-mono">line one\nline two</code>');
  });

  it('renders every mark', () => {
    const html = render(
      doc(
        node('paragraph', [
          text('b', 'bold'),
          text('i', 'italic'),
          text('u', 'underline'),
          text('c', 'code'),
          text('sup', 'superscript'),
          text('sub', 'subscript'),
          text('s', 'strikethrough'),
          text(' plain'),
        ]),
      ),
    );
    expect(html).toMatch(/<strong[^>]*>b<\/strong>/);
    expect(html).toContain('<em>i</em>');
    expect(html).toContain('<u>u</u>');
    expect(html).toMatch(/<code[^>]*>c<\/code>/);
    expect(html).toContain('<sup>sup</sup>');
    expect(html).toContain('<sub>sub</sub>');
    expect(html).toContain('<s>s</s>');
  });

  it.each([
    ['https://example.org/a', true],
    ['http://example.org/', true],
    ['mailto:hello@example.com', true],
    ['tel:+13605550142', true],
    [href('contact'), true],
    ['javascript:alert(1)', false],
    ['  JavaScript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['ftp://example.org/file', false],
  ])('hyperlink %j becomes a link: %s', (uri, linked) => {
    const html = render(doc(node('paragraph', [node('hyperlink', [text('label')], { uri })])));
    expect(html.includes('<a ')).toBe(linked);
    expect(html).toContain('label');
  });

  it('embedded entries link to posts; embedded assets use the Images API with sizes', () => {
    const html = render(
      doc(
        node('embedded-entry-block', [], {
          target: { kind: 'entry', id: 'p', contentType: 'blogPost', title: 'Other post', slug: 'other-post', excerpt: 'Why' },
        }),
        node('paragraph', [
          node('embedded-entry-inline', [], {
            target: { kind: 'entry', id: 'p', contentType: 'blogPost', title: 'Inline post', slug: 'inline-post' },
          }),
        ]),
        node('embedded-asset-block', [], {
          target: {
            kind: 'asset',
            id: 'a',
            url: 'https://images.ctfassets.net/s/a/t/pic.jpg',
            contentType: 'image/jpeg',
            title: 'Caption',
            description: 'Alt text',
            width: 900,
            height: 600,
          },
        }),
        node('embedded-resource-block', [], { target: { sys: { type: 'ResourceLink', urn: 'crn:x' } } }),
      ),
    );
    expect(html).toContain('href="/blog/other-post"');
    expect(html).toContain('href="/blog/inline-post"');
    expect(html).toContain(
      '<source type="image/avif" srcSet="https://images.ctfassets.net/s/a/t/pic.jpg?fm=avif&amp;q=75&amp;w=400 400w, https://images.ctfassets.net/s/a/t/pic.jpg?fm=avif&amp;q=75&amp;w=800 800w"',
    );
    expect(html).toMatch(
      /<img src="https:\/\/images\.ctfassets\.net\/s\/a\/t\/pic\.jpg\?w=800"[^>]*alt="Alt text" width="900" height="600"/,
    );
    expect(html).toContain('<figcaption');
  });

  it("shows 'No content available' without a body", () => {
    expect(render(null)).toContain(NO_CONTENT_TEXT);
    expect(render(doc())).toContain(NO_CONTENT_TEXT);
  });

  it("shows 'Error displaying content' and reports when the body cannot be rendered", () => {
    const errors: unknown[] = [];
    // A paragraph without a content array makes the renderer throw.
    const html = render(doc({ nodeType: 'paragraph', data: {} }), (error) => errors.push(error));
    expect(html).toContain(RENDER_ERROR_TEXT);
    expect(errors).toHaveLength(1);
  });

  it('never turns CMS text into markup', () => {
    const html = render(doc(node('paragraph', [text('<img src=x onerror=alert(1)><script>alert(2)</script>')])));
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });
});

describe('safe URLs', () => {
  it('prefixes protocol-relative URLs with https:', () => {
    expect(safeImageUrl('//images.ctfassets.net/a.jpg')).toBe('https://images.ctfassets.net/a.jpg');
    expect(safeHref('//example.org/x')).toBe('https://example.org/x');
  });

  it('refuses image URLs that are not web URLs or site paths', () => {
    expect(safeImageUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeImageUrl('data:image/svg+xml,<svg onload=alert(1)>')).toBeUndefined();
    expect(safeImageUrl('/images/blog/a.svg')).toBe('/images/blog/a.svg');
  });
});
