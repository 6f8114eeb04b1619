import { describe, expect, it } from 'vitest';
import { makeTreeShakable } from './react-router-tree-shaking.ts';

describe('makeTreeShakable', () => {
  it('marks component and context factories pure and drops displayName assignments', () => {
    const source = [
      'var Link = React10.forwardRef(function Link2() {});',
      'Link.displayName = "Link";',
      'var RouteContext = React.createContext(null);',
      '  RouteContext.displayName = "Route";',
      'var Memo = React3.memo(Inner);',
      'var other = MyReact.forwardRef(x);',
    ].join('\n');
    expect(makeTreeShakable(source).split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React10.forwardRef(function Link2() {});',
      '',
      'var RouteContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var Memo = /* @__PURE__ */ React3.memo(Inner);',
      'var other = MyReact.forwardRef(x);',
    ]);
  });

  it('leaves displayName reads and conditional assignments alone', () => {
    const source = 'const name = Link.displayName;\nif (dev) Link.displayName = "Link";';
    expect(makeTreeShakable(source)).toBe(source);
  });
});
