/** Where the project's files are, wherever the process was started from. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const CLIENT_BUILD_DIR = path.join(PROJECT_ROOT, 'dist', 'client');
export const CONTENT_DIR = path.join(PROJECT_ROOT, 'content');
