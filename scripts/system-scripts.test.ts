import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { toSystemScripts } from './system-scripts.ts';

const DIR = '/build/assets';
const MODULES = [
  { path: `${DIR}/entry-AAA.js`, text: 'import{a as x}from"./chunk-BBB.js";export const run=()=>x+1;export const later=()=>import("./chunk-CCC.js");' },
  { path: `${DIR}/chunk-BBB.js`, text: 'var a=41;export{a};' },
  { path: `${DIR}/chunk-CCC.js`, text: 'import{a}from"./chunk-BBB.js";export default a*2;' },
];

type Declare = (exports: (name: string, value: unknown) => void, module: { import: (id: string) => unknown }) => {
  setters: Array<(namespace: Record<string, unknown>) => void>;
  execute: () => void;
};

/** Evaluates one script as a browser would and returns what it registered. */
function register(text: string): { deps: string[]; declare: Declare } {
  let registered: { deps: string[]; declare: Declare } | undefined;
  runInNewContext(text, { System: { register: (deps: string[], declare: Declare) => (registered = { deps, declare }) } });
  return registered!;
}

describe('toSystemScripts', () => {
  it('writes one System.register script per module, under the same name, with the same imports', async () => {
    const scripts = await toSystemScripts(MODULES);
    expect(scripts.map((script) => script.path).sort()).toEqual(MODULES.map((module) => module.path).sort());
    const byName = new Map(scripts.map((script) => [script.path.split('/').pop()!, script.text]));
    expect(register(byName.get('entry-AAA.js')!).deps).toEqual(['./chunk-BBB.js']);
    expect(register(byName.get('chunk-CCC.js')!).deps).toEqual(['./chunk-BBB.js']);
    expect(byName.get('entry-AAA.js')).not.toMatch(/(?<!\.)\bimport\s*\(|\bexport\b/);
  });

  it('keeps the code working: exports, imports and dynamic imports through the loader', async () => {
    const scripts = await toSystemScripts(MODULES);
    const byName = new Map(scripts.map((script) => [script.path.split('/').pop()!, register(script.text)]));
    const exportsOf = (name: string, namespaceOf: (dep: string) => Record<string, unknown>) => {
      const values: Record<string, unknown> = {};
      const imported: string[] = [];
      const { deps, declare } = byName.get(name)!;
      const body = declare((key, value) => (values[key] = value), { import: (id) => imported.push(id) });
      deps.forEach((dep, index) => body.setters[index]!(namespaceOf(dep)));
      body.execute();
      return { values, imported };
    };
    const chunk = exportsOf('chunk-BBB.js', () => ({}));
    expect(chunk.values).toEqual({ a: 41 });
    const entry = exportsOf('entry-AAA.js', () => chunk.values);
    expect((entry.values.run as () => number)()).toBe(42);
    (entry.values.later as () => unknown)();
    expect(entry.imported).toEqual(['./chunk-CCC.js']);
  });

  it('fails the build when a module imports a file the build did not write', async () => {
    await expect(toSystemScripts([{ path: `${DIR}/entry-AAA.js`, text: 'import"./chunk-GONE.js";' }])).rejects.toThrow(/chunk-GONE\.js/);
  });
});
