/**
 * A service's name and one-line description are written once, in shared/services.ts; the menus,
 * the footer, the home page's cards, the not-found page, the case studies' links and each
 * service's head and breadcrumb read them from there. This test reads every source file under
 * client/, routes/, shared/, server/ and scripts/ (tests aside) and fails on:
 * - a string (quotes, backticks, JSX text) that contains a service's one-liner;
 * - a service's name written as a string next to a link to that service: in the same object
 *   literal or JSX element as `href('<id>')` or the service's path (a link's label typed again).
 * Comments are not read. The name alone elsewhere is a word of the text, not a copy: "Kubernetes"
 * in a technology list or in search keywords names the technology.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SERVICES } from '../../shared/services.ts';
import { repoFiles, ROOT } from '../support/repo-files.ts';

const SOURCE = /\.(ts|tsx|mjs)$/;
const HOME = 'shared/services.ts';

function sourceFiles(relativeDir: string): string[] {
  return repoFiles(relativeDir).filter((file) => SOURCE.test(file) && !/\.(test|spec)\./.test(file) && file !== HOME);
}

/** Every piece of literal text in a file: strings, template parts and JSX text, with the node. */
function literals(file: string): { text: string; node: ts.Node; source: ts.SourceFile }[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { text: string; node: ts.Node; source: ts.SourceFile }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      found.push({ text: node.text, node, source });
    } else if (ts.isJsxText(node)) {
      found.push({ text: node.text.trim(), node, source });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The object literal or JSX element a literal is part of: where a link's label sits beside its target. */
function enclosingLink(node: ts.Node): ts.Node | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isObjectLiteralExpression(current) || ts.isJsxElement(current) || ts.isJsxSelfClosingElement(current)) return current;
    if (ts.isSourceFile(current) || ts.isBlock(current)) return undefined;
  }
  return undefined;
}

/** The copies of services' names and one-liners in the given files, as `file:line "text"`. */
export function copiesOfServiceText(files: readonly string[]): string[] {
  const copies: string[] = [];
  for (const file of files) {
    for (const { text, node, source } of literals(file)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      for (const service of SERVICES) {
        if (text.includes(service.description)) copies.push(`${file}:${line} one-liner of ${service.id}: "${text}"`);
        if (text !== service.name) continue;
        const link = enclosingLink(node);
        const target = link?.getText(source) ?? '';
        if (target.includes(`href('${service.id}')`) || target.includes(`'${service.path}'`)) {
          copies.push(`${file}:${line} name of ${service.id}: "${text}"`);
        }
      }
    }
  }
  return copies;
}

describe('a service is named and described once (shared/services.ts)', () => {
  it('has no second copy of a name beside its link, nor of a one-liner, in the source', () => {
    const files = ['client', 'routes', 'shared', 'server', 'scripts'].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(50);
    expect(copiesOfServiceText(files)).toEqual([]);
  });
});
