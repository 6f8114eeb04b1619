/**
 * Lets esbuild drop the parts of React Router the site does not use (docs/decisions/058).
 *
 * React Router's ESM build declares its components at module level as
 * `var Link = React10.forwardRef(...)` followed by `Link.displayName = "Link"`. Neither is
 * marked side-effect free, so esbuild keeps every such component and all it reaches (data
 * routers, forms, prefetching, scroll restoration) even when the site imports only
 * `matchRoutes`: about 40 KB minified in every page's first load. Marking those factory
 * calls `@__PURE__` (which they are) and dropping the displayName assignments (names for
 * React DevTools only) lets tree shaking remove what nothing imports.
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

const REACT_ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;
const DISPLAY_NAME_ASSIGNMENT = /^[ \t]*[\w$]+\.displayName = [^;\n]+;[ \t]*$/gm;
const PURE_FACTORY_CALL = /(?<![\w$.])(React\d*\.(?:forwardRef|createContext|memo)\()/g;

/** The source with component factories marked pure and displayName assignments removed. */
export function makeTreeShakable(source: string): string {
  return source.replace(DISPLAY_NAME_ASSIGNMENT, '').replace(PURE_FACTORY_CALL, '/* @__PURE__ */ $1');
}

export const reactRouterTreeShaking: Plugin = {
  name: 'react-router-tree-shaking',
  setup(build) {
    build.onLoad({ filter: REACT_ROUTER_DIST }, async (args) => ({
      contents: makeTreeShakable(await readFile(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};
