/**
 * Links name routes, not strings: source code reaches a page's path through shared/route-paths.ts
 * (`href('contact')`, `href('contact', { hash: 'send-message' })`, `postHref(slug)`), so renaming a
 * URL is one edit, in the route's module. This test reads every source file under client/,
 * routes/, shared/, server/ and scripts/ and fails on a string literal (quotes, backticks, JSX attribute values) that is a
 * page's path, or a page's path followed by `#` or `?`, or that starts a post's path
 * (`/blog/${slug}`), and on such a path as an attribute's value inside a longer string (a
 * selector's `a[href="…"]`, a piece of HTML). Comments are not read: prose may name a URL.
 * Allowed:
 * - '/' alone: it is also a cookie's path, a router's mount point and a URL's root, too common a
 *   string to forbid (the home page's links may still say href('home'));
 * - a route module's own `path` (routes/<route>/route.ts, `<name>.route.ts`), and the registry
 *   written from them (shared/route-paths.gen.ts);
 * - route-paths.ts itself, tests and the Markdown posts (content/: a post's links are its text);
 * - LEGACY_REDIRECTS' keys (routes/server/route-table.ts): old URLs, never a page's path, so no rule is needed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoFiles, ROOT } from '../support/repo-files.ts';
import { ROUTE_PATHS } from '../../shared/route-paths.ts';

const SOURCE = /\.(ts|tsx|mjs)$/;
const SKIPPED = new Set(['shared/route-paths.ts', 'shared/route-paths.gen.ts']);
/** A route module: its own `path` property is where a page's path is written. */
const ROUTE_MODULE = /(^|\/|\.)route\.ts$/;

const PAGE_PATHS = Object.values(ROUTE_PATHS).filter((routePath) => routePath.startsWith('/') && routePath !== '/');
/** The fixed start of a path with a parameter: '/blog/' of '/blog/:slug'. */
const PARAMETER_PREFIXES = PAGE_PATHS.filter((routePath) => routePath.includes(':')).map((routePath) =>
  routePath.slice(0, routePath.indexOf(':')),
);

function sourceFiles(relativeDir: string, tests = false): string[] {
  return repoFiles(relativeDir).filter(
    (file) => !SKIPPED.has(file) && SOURCE.test(file) && /\.(test|spec)\./.test(path.basename(file)) === tests,
  );
}

/**
 * Test files that spell page paths: the URL contract (the one place meant to) and this file's
 * own examples.
 */
const TESTS_WITH_PATHS = new Set(['tests/integration/public-urls.contract.test.ts', 'tests/integration/no-path-literals.test.ts']);

function namesPage(text: string): boolean {
  return PAGE_PATHS.some((routePath) => text === routePath || text.startsWith(`${routePath}#`) || text.startsWith(`${routePath}?`));
}

/** An attribute's value inside a string: a selector's `a[href="…"]` or `[href^='…']`, markup's `href="…"`. */
const ATTRIBUTE_VALUE = /[\w-]+\s*[~|^$*]?=\s*(["'])(.*?)\1/g;
/** The same, left open where a template's first part ends: `a[href="/blog/${`. */
const OPEN_ATTRIBUTE_VALUE = /[\w-]+\s*[~|^$*]?=\s*["']([^"']*)$/;

/** A page's path as an attribute's value within a longer string (a selector, a piece of HTML). */
function embedsPage(text: string, startsTemplate: boolean): boolean {
  if ([...text.matchAll(ATTRIBUTE_VALUE)].some((match) => namesPage(match[2] ?? ''))) return true;
  const open = startsTemplate ? OPEN_ATTRIBUTE_VALUE.exec(text)?.[1] : undefined;
  return open !== undefined && (namesPage(open) || PARAMETER_PREFIXES.includes(open));
}

/**
 * `path: '…'` in the object a route module exports: `export default { path: '/terms', … } as
 * const satisfies RouteModule`, or `export default serviceRoute({ path: '/devops-vancouver-wa', … })`.
 */
function isOwnPath(node: ts.Node, source: ts.SourceFile): boolean {
  const property = node.parent;
  if (!property || !ts.isPropertyAssignment(property) || property.initializer !== node || property.name.getText(source) !== 'path')
    return false;
  let outer: ts.Node = property.parent.parent;
  while (ts.isAsExpression(outer) || ts.isSatisfiesExpression(outer) || ts.isCallExpression(outer)) outer = outer.parent;
  return ts.isExportAssignment(outer);
}

/** Every string literal of a file that names a page, as 'file:line: literal'. */
function pathLiterals(file: string, text: string): string[] {
  // Parsing every file takes seconds; most never mention a page.
  if (!PAGE_PATHS.some((routePath) => text.includes(routePath))) return [];
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  // Parents are set, to tell a route module's own `path: '/about-us'` from a link.
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const isString = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
    const startsTemplate = ts.isTemplateHead(node);
    const templatePart = startsTemplate || ts.isTemplateMiddle(node) || ts.isTemplateTail(node);
    const ownPath = ROUTE_MODULE.test(file) && isOwnPath(node, source);
    const spells = (isString || startsTemplate) && (namesPage(node.text) || (startsTemplate && PARAMETER_PREFIXES.includes(node.text)));
    if ((isString || templatePart) && !ownPath && (spells || embedsPage(node.text, startsTemplate))) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${file}:${line}: ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('links name routes, not strings', () => {
  it('finds a page path in quotes, backticks and JSX, with a fragment or a query, and a post path', () => {
    const text = [
      "const a = '/contact';",
      'const b = `/contact#send-message`;',
      'const c = <Link to="/about-us">About</Link>;',
      'const d = `/blog?category=${id}`;',
      'const e = `/blog/${slug}`;',
      '// a comment may say /contact',
      "const f = ['/', '/contacts-of-ours', '/blog/rss.xml', '/api/contact'];",
      "const g = { path: '/terms' };",
    ].join('\n');
    expect(pathLiterals('example.tsx', text)).toEqual([
      "example.tsx:1: '/contact'",
      'example.tsx:2: `/contact#send-message`',
      'example.tsx:3: "/about-us"',
      'example.tsx:4: `/blog?category=${',
      'example.tsx:5: `/blog/${',
      "example.tsx:8: '/terms'",
    ]);
  });

  it('finds a page path inside a selector or a piece of HTML, and nothing else there', () => {
    const text = [
      `page.locator('footer a[href="/kubernetes-vancouver-wa"]');`,
      'page.locator("a[href^=\'/blog?category=\']");',
      `expect(html).toContain('<a class="x" href="/contact#send-message">');`,
      'page.locator(`main a[href="/blog/${slug}"]`);',
      'const h = `<p>${name}</p><a href="/about-us">`;',
      `page.locator('header nav a[href="/"]');`,
      `expect(html).toContain('href="/blog/rss.xml" data-x="/api/contact"');`,
      'page.locator(`footer a[href="${href(\'kubernetes\')}"]`);',
    ].join('\n');
    expect(pathLiterals('example.spec.ts', text)).toEqual([
      `example.spec.ts:1: 'footer a[href="/kubernetes-vancouver-wa"]'`,
      `example.spec.ts:2: "a[href^='/blog?category=']"`,
      `example.spec.ts:3: '<a class="x" href="/contact#send-message">'`,
      'example.spec.ts:4: `main a[href="/blog/${',
      'example.spec.ts:5: }</p><a href="/about-us">`',
    ]);
  });

  it("allows a route module's own path, and nothing else in it", () => {
    const text = [
      "export default { id: 'terms', path: '/terms',",
      "  parents: [{ label: 'Contact', path: '/contact' }], to: '/about-us' } as const satisfies RouteModule;",
      "export const other = { path: '/terms' };",
    ].join('\n');
    expect(pathLiterals('routes/terms/route.ts', text)).toEqual([
      "routes/terms/route.ts:2: '/contact'",
      "routes/terms/route.ts:2: '/about-us'",
      "routes/terms/route.ts:3: '/terms'",
    ]);
    const made = "export default serviceRoute({ id: 'devops', path: '/devops-vancouver-wa', hero: { cta: { to: '/contact' } } });";
    expect(pathLiterals('routes/services/devops.route.ts', made)).toEqual(["routes/services/devops.route.ts:1: '/contact'"]);
  });

  it('no source file spells a page path (write href(id) from shared/route-paths.ts)', () => {
    const files = ['client', 'routes', 'shared', 'server', 'scripts'].flatMap((dir) => sourceFiles(dir));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => pathLiterals(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(
      found,
      `page paths spelled as strings; write href('id') or postHref(slug) (shared/route-paths.ts):\n${found.join('\n')}`,
    ).toEqual([]);
  });

  it('no test spells a page path but the URL contract (take paths from href(id), postHref(slug), ROUTE_PATHS)', () => {
    const files = ['tests', 'client', 'routes', 'shared', 'server', 'scripts'].flatMap((dir) => sourceFiles(dir, true));
    expect(files.length).toBeGreaterThan(50);
    const found = files
      .filter((file) => !TESTS_WITH_PATHS.has(file))
      .flatMap((file) => pathLiterals(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found, `page paths spelled in tests:\n${found.join('\n')}`).toEqual([]);
  });
});
