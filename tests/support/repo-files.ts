/** The repository's files as a fresh clone has them, for the tests that read the whole tree. */
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Not in a clone: dependencies, git itself, and what .gitignore keeps out. */
export const NOT_IN_A_CLONE = new Set([
  'node_modules',
  '.git',
  'dist',
  'data',
  '.env',
  'test-results',
  'playwright-report',
  'bench-results',
  '.cache',
  '.scratch',
]);

/** Every file under `dir` (relative to the root), as paths relative to the root. */
export function repoFiles(dir = ''): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (NOT_IN_A_CLONE.has(entry.name)) return [];
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return repoFiles(relative);
    return entry.isFile() ? [relative] : [];
  });
}
