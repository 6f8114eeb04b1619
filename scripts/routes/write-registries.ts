/**
 * `npm run routes`: finds the route modules under routes/ (routes/route-module.ts says what
 * one is) and writes the registries built from them, so a route is written down once, in its
 * module:
 *
 * - shared/route-paths.gen.ts: every route's id and path, and the per-visitor ids. Every page
 *   loads it (links, matching), so it holds nothing else.
 * - routes/route-modules.gen.ts: each route module, imported lazily (the browser loads a
 *   route's module, with its page, on first use).
 * - routes/server/route-modules.gen.ts: each route module, imported at once (the server's
 *   route table, routes/server/route-table.ts; server-only).
 * - routes/server/loaders.gen.ts: the loaders beside the route modules (server-only).
 *
 * The build runs it first; `--check` only says whether the files are current (a test runs it).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import type { RouteModule } from '../../routes/route-module.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ROUTES = path.join(ROOT, 'routes');
const ROUTE_FILE = /(^|\.)route\.tsx?$/;

export interface FoundRoute {
  id: string;
  path: string;
  perVisitor: boolean;
  /** The module, relative to routes/: `about-us/route.ts`, `services/kubernetes.route.ts`. */
  file: string;
  /** Its loader, relative to routes/, when it has one: `blog/server/loader.ts`. */
  loader?: string;
}

function routeFiles(directory = ROUTES): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'server' ? [] : routeFiles(full);
    return ROUTE_FILE.test(entry.name) ? [path.relative(ROUTES, full)] : [];
  });
}

/**
 * `blog/route.ts` → `blog/server/loader.ts`; `contact/contacts.route.ts` →
 * `contact/server/contacts.loader.ts`, or, when it has none, its folder's `contact/server/loader.ts`
 * (the eleven services, the two contact addresses share one).
 */
function loaderFileOf(file: string): string | undefined {
  const name = path.basename(file).replace(ROUTE_FILE, '');
  const server = path.join(path.dirname(file), 'server');
  const candidates = [path.join(server, `${name ? `${name}.` : ''}loader.ts`), path.join(server, 'loader.ts')];
  return candidates.find((candidate) => existsSync(path.join(ROUTES, candidate)));
}

/** Every route module, in the order of their paths (the sitemap's order), the catch-all last. */
export async function findRoutes(): Promise<FoundRoute[]> {
  const found: FoundRoute[] = [];
  for (const file of routeFiles()) {
    const route = ((await import(pathToFileURL(path.join(ROUTES, file)).href)) as { default?: RouteModule }).default;
    if (!route?.id || !route.path) throw new Error(`routes/${file} must export a route module as its default (routes/route-module.ts)`);
    const loader = loaderFileOf(file);
    found.push({
      id: route.id,
      path: route.path,
      perVisitor: route.perVisitor === true,
      file,
      ...(loader && { loader }),
    });
  }
  for (const key of ['id', 'path'] as const) {
    const seen = new Map<string, string>();
    for (const route of found) {
      const other = seen.get(route[key]);
      if (other) throw new Error(`routes/${other} and routes/${route.file} have the same ${key} "${route[key]}"`);
      seen.set(route[key], route.file);
    }
  }
  const rank = (route: FoundRoute) => (route.path === '*' ? '\uffff' : route.path);
  return found.sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0));
}

const HEADER = '// Written by `npm run routes` (scripts/routes/write-registries.ts) from the route modules under routes/: do not edit.\n';
const quote = (text: string) => JSON.stringify(text).replace(/^"|"$/g, "'");
const importPath = (from: string, file: string) => {
  const relative = path.relative(path.dirname(from), path.join(ROOT, 'routes', file));
  return relative.startsWith('.') ? relative : `./${relative}`;
};
const identifier = (id: string, suffix = '') => id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) + suffix;

/** The registries' sources, by absolute file path. */
export function registrySources(routes: FoundRoute[]): Record<string, string> {
  const paths = path.join(ROOT, 'shared/route-paths.gen.ts');
  const lazy = path.join(ROOT, 'routes/route-modules.gen.ts');
  const eager = path.join(ROOT, 'routes/server/route-modules.gen.ts');
  const loaders = path.join(ROOT, 'routes/server/loaders.gen.ts');
  const withLoaders = routes.filter((route) => route.loader);
  const loaderFiles = [...new Set(withLoaders.map((route) => route.loader!))];
  const loaderName = (file: string) =>
    identifier(
      file
        .replace(/\/server\/|\//g, '-')
        .replace(/\.ts$/, '')
        .replace(/\./g, '-'),
    );
  return {
    [paths]: `${HEADER}
/** Every route's path by id (the browser matches paths and writes links with these). */
export const ROUTE_PATHS = {
${routes.map((route) => `  ${quote(route.id)}: ${quote(route.path)},`).join('\n')}
} as const;

/** Routes whose page differs per visitor: never prefetched, never stored. */
export const PER_VISITOR_ROUTE_IDS = [${routes
      .filter((route) => route.perVisitor)
      .map((route) => quote(route.id))
      .join(', ')}] as const;
`,
    [lazy]: `${HEADER}
/** Each route's module, with its page, loaded on first use (routes/load-page.ts). */
export const ROUTE_MODULES = {
${routes.map((route) => `  ${quote(route.id)}: () => import(${quote(importPath(lazy, route.file))}),`).join('\n')}
} as const;
`,
    [eager]: `${HEADER}
${routes.map((route) => `import ${identifier(route.id, 'Route')} from ${quote(importPath(eager, route.file))};`).join('\n')}

/** Every route module (routes/server/route-table.ts reads them). */
export const ROUTE_MODULE_LIST = [${routes.map((route) => identifier(route.id, 'Route')).join(', ')}] as const;
`,
    [loaders]: `${HEADER}
${loaderFiles.map((file) => `import { loader as ${loaderName(file)} } from ${quote(importPath(loaders, file))};`).join('\n')}

/** The loaders beside the route modules, by route id (server/loaders/server-loaders.ts binds them to their sources). */
export const ROUTE_LOADERS = {
${withLoaders.map((route) => `  ${quote(route.id)}: ${loaderName(route.loader!)},`).join('\n')}
};
`,
  };
}

async function formatted(file: string, source: string): Promise<string> {
  const options = await prettier.resolveConfig(file);
  return prettier.format(source, { ...options, filepath: file });
}

/** Writes the registries (or, with `check`, only compares them); returns the files that were stale. */
export async function writeRouteRegistries({ check = false } = {}): Promise<string[]> {
  const stale: string[] = [];
  for (const [file, source] of Object.entries(registrySources(await findRoutes()))) {
    const text = await formatted(file, source);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    stale.push(path.relative(ROOT, file));
    if (!check) writeFileSync(file, text);
  }
  return stale;
}

if (process.argv[1] === import.meta.filename) {
  const check = process.argv.includes('--check');
  const stale = await writeRouteRegistries({ check });
  if (check && stale.length > 0) {
    console.error(`Stale route registries (run npm run routes): ${stale.join(', ')}`);
    process.exit(1);
  }
  console.log(stale.length > 0 ? `wrote ${stale.join(', ')}` : 'route registries are current');
}
