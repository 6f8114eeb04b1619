import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { keepsScroll, Link, NavLink } from './links.tsx';

const at = (path: string, element: React.ReactNode) => renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
const activeClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');

describe('Link', () => {
  it('renders a real anchor with the path, query and fragment', () => {
    expect(
      at(
        '/',
        <Link to="/blog?category=ai#top" className="c">
          Blog
        </Link>,
      ),
    ).toBe('<a class="c" href="/blog?category=ai#top">Blog</a>');
  });
});

describe('NavLink', () => {
  it('is active on its path and below it, with aria-current', () => {
    expect(
      at(
        '/about-us',
        <NavLink to="/about-us" className={activeClass}>
          About
        </NavLink>,
      ),
    ).toBe('<a aria-current="page" class="on" href="/about-us">About</a>');
    expect(
      at(
        '/blog/post',
        <NavLink to="/blog" className={activeClass}>
          Blog
        </NavLink>,
      ),
    ).toContain('class="on"');
    expect(
      at(
        '/blogroll',
        <NavLink to="/blog" className={activeClass}>
          Blog
        </NavLink>,
      ),
    ).toContain('class="off"');
  });

  it('with end, only on the exact path', () => {
    expect(
      at(
        '/',
        <NavLink to="/" end className={activeClass}>
          Home
        </NavLink>,
      ),
    ).toContain('class="on"');
    expect(
      at(
        '/about-us',
        <NavLink to="/" end className={activeClass}>
          Home
        </NavLink>,
      ),
    ).toBe('<a class="off" href="/">Home</a>');
  });
});

describe('keepsScroll', () => {
  it('reads the state a scroll-keeping link leaves in history, and nothing else', () => {
    expect(keepsScroll({ preventScrollReset: true })).toBe(true);
    expect(keepsScroll(null)).toBe(false);
    expect(keepsScroll({ preventScrollReset: 'yes' })).toBe(false);
  });
});
