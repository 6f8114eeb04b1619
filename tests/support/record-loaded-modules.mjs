/**
 * Records which modules a Node process loads: with `NODE_OPTIONS=--import=<this file>` and
 * LOADED_MODULES_FILE set, every module Node's ES module loader loads (the process's own
 * modules and each package it imports, CommonJS ones included) is appended to that file, one
 * URL a line. Through Node's public module hooks (module.register); nothing is changed.
 *
 * This one file is both parts: imported on the main thread it registers itself, and Node loads
 * it again on the hooks thread, where its `initialize` and `load` exports are the hooks.
 */
import { appendFileSync } from 'node:fs';
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

if (isMainThread) register(import.meta.url, { data: process.env.LOADED_MODULES_FILE });

let file;

export function initialize(data) {
  file = data;
}

export async function load(url, context, nextLoad) {
  if (file) appendFileSync(file, `${url}\n`);
  return nextLoad(url, context);
}
