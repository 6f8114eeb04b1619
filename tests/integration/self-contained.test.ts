/**
 * The repository stands alone: no file sends its reader to something beside the checkout. A
 * clone has nothing next to it, so a path that climbs out of the repository root is a dead
 * end. The project's own `shared/` folder is imported everywhere as `../shared/...` or
 * `../../shared/...`; those resolve inside the repository and are fine. What fails:
 * - any relative `../shared/` path that, resolved from its file's folder, leaves the root;
 * - in prose and configuration (anything but source code), any `../shared` at all: a reader
 *   does not resolve Markdown links from the file's folder in their head;
 * - any mention of a `shared/` spec or design document: the repository has none, the
 *   product is described in docs/product.md.
 * Every file counts except node_modules, .git and what .gitignore keeps out (build output,
 * local data).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFiles, ROOT } from '../support/repo-files.ts';

const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|pdf|gz|br|zip|tgz)$/i;
/** Names built here, so this file does not match its own rule. */
const HANDBOOK_FILES = ['spec', 'design'].map((name) => `shared/${name}.md`);
const CLIMB_TO_SHARED = /((?:\.\.\/)+)shared\//g;

/** Every text file of the repository, as absolute paths. */
function repositoryFiles(): string[] {
  return repoFiles()
    .filter((file) => !BINARY.test(file))
    .map((file) => path.join(ROOT, file));
}

/** Every way a file's text points outside the repository, as 'file:line: reason'. */
function outsideReferences(file: string, text: string): string[] {
  const relative = path.relative(ROOT, file);
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    const where = `${relative}:${index + 1}`;
    for (const name of HANDBOOK_FILES) if (line.includes(name)) found.push(`${where}: mentions ${name}`);
    for (const match of line.matchAll(CLIMB_TO_SHARED)) {
      const target = path.resolve(path.dirname(file), `${match[1]}shared`);
      const leaves = path.relative(ROOT, target).startsWith('..');
      if (leaves) found.push(`${where}: ${match[0]} leaves the repository`);
      else if (!CODE.test(file)) found.push(`${where}: ${match[0]} in prose (write the repository path, e.g. shared/site.ts)`);
    }
  });
  return found;
}

describe('the repository stands alone', () => {
  it('no file refers to anything beside the checkout', () => {
    const files = repositoryFiles();
    expect(files.length).toBeGreaterThan(200);
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return text.includes('\0') ? [] : outsideReferences(file, text);
    });
    expect(found).toEqual([]);
  });

  it('the rule catches what it should and lets imports of our own shared/ through', () => {
    const readme = path.join(ROOT, 'README.md');
    const module = path.join(ROOT, 'client/components/map/map-embed.ts');
    const decision = path.join(ROOT, 'docs/decisions/001-example.md');
    expect(outsideReferences(readme, 'See `../shared/notes.txt`.')).toHaveLength(1);
    expect(outsideReferences(readme, `Read ${HANDBOOK_FILES[0]} first.`)).toHaveLength(1);
    // Built from parts, so this file's own scan does not see them.
    const up = (levels: number) => '../'.repeat(levels);
    expect(outsideReferences(module, `import { SITE } from '${up(3)}shared/site.ts';`)).toEqual([]);
    expect(outsideReferences(module, `import x from '${up(4)}shared/site.ts';`)).toHaveLength(1);
    expect(outsideReferences(decision, 'as ../shared/x.md says')).toHaveLength(1);
  });
});
