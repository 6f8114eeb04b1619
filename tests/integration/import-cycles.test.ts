/**
 * The server's layers (docs/architecture.md): the HTTP shell is the files at server/'s root;
 * features and the render path live in folders; server/core/ is what every part uses.
 * - No file imports one that imports it back, directly or round a loop, and no folder does.
 * - No folder imports the shell: a feature that needed the app would be one the app could not
 *   change without fear.
 * Type-only imports count too: a type a folder borrows ties it to that folder's changes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'server');
/** `import x from './y'`, `import type`, `export { x } from './y'`, `import './y'`. */
const IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function serverFiles(dir = SERVER): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each server file's imports of other server files, by path relative to server/. */
export function importGraph(files = serverFiles()): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map((match) => path.resolve(path.dirname(file), match[1]!))
      .filter((target) => target.startsWith(SERVER + path.sep))
      .map((target) => path.relative(SERVER, target));
    graph.set(path.relative(SERVER, file), targets);
  }
  return graph;
}

/** The folder a server file belongs to: its first folder under server/, or '(shell)' at the root. */
const folderOf = (file: string) => (file.includes('/') ? file.split('/')[0]! : '(shell)');

/** One loop in the graph, as the names round it, or undefined when there is none. */
export function findCycle(graph: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (node: string): string[] | undefined => {
    state.set(node, 'open');
    trail.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') return [...trail.slice(trail.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    trail.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of graph.keys()) {
    if (state.has(node)) continue;
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

function folderGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    for (const target of targets) {
      const to = folderOf(target);
      if (to !== from) folders.set(from, (folders.get(from) ?? new Set()).add(to));
    }
  }
  return new Map([...folders].map(([folder, targets]) => [folder, [...targets]]));
}

describe('server imports', () => {
  const graph = importGraph();

  it('form no cycle between files', () => {
    expect(findCycle(graph)).toBeUndefined();
  });

  it('form no cycle between folders', () => {
    expect(findCycle(folderGraph(graph))).toBeUndefined();
  });

  it('reach the shell only from the shell', () => {
    const wrong = [...graph].flatMap(([file, targets]) =>
      folderOf(file) === '(shell)'
        ? []
        : targets.filter((target) => folderOf(target) === '(shell)').map((target) => `${file} -> ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it('finds a loop when there is one (the check itself)', () => {
    const looped = new Map([
      ['a.ts', ['b/x.ts']],
      ['b/x.ts', ['c/y.ts']],
      ['c/y.ts', ['a.ts']],
    ]);
    expect(findCycle(looped)).toEqual(['a.ts', 'b/x.ts', 'c/y.ts', 'a.ts']);
    expect(findCycle(folderGraph(looped))).toEqual(['(shell)', 'b', 'c', '(shell)']);
  });
});
