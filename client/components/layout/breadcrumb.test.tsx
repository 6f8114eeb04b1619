import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from './breadcrumb.tsx';
import { href, postHref } from '../../../shared/route-paths.ts';

const TRAIL = [
  { path: '/', label: 'Home' },
  { path: href('blog'), label: 'Blog' },
  { path: postHref('a-post'), label: 'A Post With a Long Title' },
];

describe('Breadcrumb', () => {
  const html = renderToString(
    <StaticRouter location="/">
      <Breadcrumb trail={TRAIL} />
    </StaticRouter>,
  );
  const items = [...html.matchAll(/<li\b[^>]*>(.*?)<\/li>/g)].map((match) => match[1]!);

  it('ends every item but the last with its separator, so a wrap never starts a line with "/"', () => {
    expect(items).toHaveLength(3);
    for (const item of items.slice(0, -1)) expect(item).toMatch(/<\/a><span aria-hidden="true"[^>]*>\/<\/span>$/);
    expect(items.at(-1)).not.toContain('/</span>');
    expect(items.at(-1)).toContain('aria-current="page"');
  });

  it('keeps a link and its separator on one line', () => {
    const classes = [...html.matchAll(/<li class="([^"]*)"/g)].map((match) => match[1]);
    expect(classes.slice(0, -1).every((value) => value?.includes('whitespace-nowrap'))).toBe(true);
  });
});
