/**
 * The docs cannot drift silently: every repository path that README.md, a page under docs/ or
 * the decisions' index names must exist. A path is what a reader would open:
 * - a word in `backticks` (outside fenced blocks; commands are split into words) that starts
 *   with a top-level folder of the repository and contains a '/' or a file extension, or is a
 *   top-level file (`compose.yaml`); written from the repository root;
 * - a relative Markdown link target, resolved from the page's folder.
 * A template (`routes/<route>/route.ts`, `tests/e2e/blog*.spec.ts`) is checked up to its first
 * placeholder. Build output and local files (.gitignore'd) are not repository paths.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_IN_A_CLONE, ROOT } from '../support/repo-files.ts';

const FILE_EXTENSION = /\.(ts|tsx|mts|js|mjs|cjs|json|md|ya?ml|css|svg|png|sh|txt|html|example)$/;
/** A segment from here on is a placeholder, not a name. */
const PLACEHOLDER = /[<>{}*…]/;
const FENCE = /^\s*(```|~~~)/;

const TOP_LEVEL = new Set(readdirSync(ROOT).filter((name) => !NOT_IN_A_CLONE.has(name)));

/** The pages this test keeps honest, relative to the root. */
function checkedPages(): string[] {
  const docs = readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs, 'docs/decisions/README.md'].filter((page) => existsSync(path.join(ROOT, page)));
}

/** The part of a path up to its first placeholder segment ('' when it starts with one). */
function concretePart(candidate: string): string {
  const segments = candidate.split('/');
  const first = segments.findIndex((segment) => PLACEHOLDER.test(segment));
  return (first === -1 ? segments : segments.slice(0, first)).join('/');
}

function looksLikeRepoPath(word: string): boolean {
  const top = word.split('/')[0]!;
  if (!TOP_LEVEL.has(top)) return false;
  return word.includes('/') || FILE_EXTENSION.test(word) || word === top;
}

/** Missing paths in one page's text, as "line N: path". */
function missingPaths(page: string, text: string, exists = (p: string) => existsSync(path.join(ROOT, p))) {
  const missing: string[] = [];
  let fenced = false;
  text.split('\n').forEach((line, index) => {
    if (FENCE.test(line)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    const report = (candidate: string) => missing.push(`${page}:${index + 1}: ${candidate}`);
    for (const [, code] of line.matchAll(/`([^`]+)`/g)) {
      for (const raw of code!.split(/\s+/)) {
        const word = raw.replace(/^[("'[]+|[)"',;:.\]]+$/g, '').replace(/#.*$/, '');
        if (!word || word.includes('://') || !looksLikeRepoPath(word)) continue;
        const concrete = concretePart(word).replace(/\/$/, '');
        if (concrete && !exists(concrete)) report(word);
      }
    }
    for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const link = target!.replace(/#.*$/, '');
      if (!link || /^[a-z]+:/i.test(link) || link.startsWith('/')) continue;
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(page), link));
      const concrete = concretePart(resolved).replace(/\/$/, '');
      if (concrete && !exists(concrete)) report(link);
    }
  });
  return missing;
}

describe('paths named in the docs exist', () => {
  it('README.md, docs/*.md and the decisions index name only paths that exist', () => {
    const pages = checkedPages();
    expect(pages).toContain('docs/architecture.md');
    const missing = pages.flatMap((page) => missingPaths(page, readFileSync(path.join(ROOT, page), 'utf8')));
    expect(missing).toEqual([]);
  });

  it('the rule finds a wrong path in backticks, in a command and in a link, and lets the rest through', () => {
    const text = [
      'See `server/no-such-file.ts`, run `npx tsx scripts/no-such-tool.ts`, read [x](no-such-page.md).',
      'Fine: `shared/site.ts`, `routes/<route>/route.ts`, `tests/e2e/blog*.spec.ts`, `compose.yaml`,',
      '`/api/contact`, `site.ts`, `dist/client/manifest.json`, [y](configuration.md#variables), [z](https://x.org).',
      '```',
      'server/ignored-inside-a-fence.ts',
      '```',
    ].join('\n');
    expect(missingPaths('docs/example.md', text)).toEqual([
      'docs/example.md:1: server/no-such-file.ts',
      'docs/example.md:1: scripts/no-such-tool.ts',
      'docs/example.md:1: no-such-page.md',
    ]);
  });
});
