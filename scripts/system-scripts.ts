/**
 * Rewrites esbuild's split ES module output as classic scripts in SystemJS's System.register
 * format, file for file: same names, same imports between files. Pages run them with
 * SystemJS's minimal loader (s.js) after their first paint (docs/decisions/068).
 *
 * Why classic scripts: Chromium's trace records an EvaluateScript event (with the script's URL)
 * for classic scripts, and none for module scripts. Lighthouse's simulation only leaves a script
 * out of a page's paint when it sees that script evaluated after the paint, so every module
 * file fetched before the paint counted against its Largest Contentful Paint
 * (GoogleChrome/lighthouse#17163).
 */
import path from 'node:path';
import { rollup, VERSION as ROLLUP_VERSION, type Plugin } from '@rollup/wasm-node';
import * as esbuild from 'esbuild';

/**
 * Goes at the top of every ES module file esbuild writes, so it is part of the content hash in
 * the file's name. The scripts keep the modules' names, so a new Rollup or esbuild, which can
 * change a script without changing its module, still changes its name and nobody is served
 * an old script from a year-long cache. (The final minification drops the comment.)
 */
export const SYSTEM_SCRIPTS_BANNER = `/* System.register by rollup ${ROLLUP_VERSION}, esbuild ${esbuild.version} */`;

export interface ScriptFile {
  path: string;
  text: string;
}

/** Serves the given files to Rollup from memory: every import between them is relative. */
function inMemoryFiles(files: Map<string, string>): Plugin {
  return {
    name: 'in-memory-files',
    resolveId(source, importer) {
      const resolved = importer ? path.resolve(path.dirname(importer), source) : path.resolve(source);
      if (!files.has(resolved)) throw new Error(`${importer ?? 'entry'} imports ${source}, which the client build did not write`);
      return resolved;
    },
    load(id) {
      return files.get(id);
    },
  };
}

/**
 * ES module files (absolute paths, all in one directory) in, System.register scripts out, with
 * the same paths. Rollup changes only the import/export statements and dynamic imports; no
 * code is moved between files or left out (tree shaking is off: esbuild has done it).
 */
export async function toSystemScripts(modules: ScriptFile[]): Promise<ScriptFile[]> {
  if (modules.length === 0) return [];
  const directory = path.dirname(modules[0]!.path);
  if (modules.some((file) => path.dirname(file.path) !== directory)) throw new Error('toSystemScripts expects the files of one directory');
  const files = new Map(modules.map((file) => [file.path, file.text]));
  const bundle = await rollup({ input: [...files.keys()], plugins: [inMemoryFiles(files)], treeshake: false, logLevel: 'silent' });
  try {
    const { output } = await bundle.generate({
      format: 'system',
      preserveModules: true,
      preserveModulesRoot: directory,
      entryFileNames: '[name].js',
      generatedCode: 'es2015',
    });
    const scripts: ScriptFile[] = [];
    for (const chunk of output) {
      if (chunk.type !== 'chunk') continue;
      // The wrapper Rollup adds is written out in full; the code inside is already minified.
      const { code } = await esbuild.transform(chunk.code, { minify: true, target: 'es2022', legalComments: 'none' });
      scripts.push({ path: path.join(directory, chunk.fileName), text: code });
    }
    const written = new Set(scripts.map((script) => script.path));
    const missing = [...files.keys()].filter((file) => !written.has(file));
    if (missing.length || written.size !== files.size) throw new Error(`System scripts do not match the modules: missing ${missing.join(', ')}`);
    return scripts;
  } finally {
    await bundle.close();
  }
}
