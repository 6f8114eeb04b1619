/**
 * Adds lockfile entries for Tailwind's native platform packages that this workplace's npm
 * registry does not serve (it answers 404 for every platform but ours). Without them
 * `npm ci` refuses the lockfile ("Missing: @tailwindcss/oxide-… from lock file"). Each entry
 * carries its os/cpu so npm skips it on other platforms, exactly as a full lockfile would.
 * Run after `npm install` changes the lockfile: `node scripts/lockfile-platform-entries.mjs`.
 * See docs/decisions/003-build.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCKFILE = path.resolve(import.meta.dirname, '../package-lock.json');
const PLATFORMS = {
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'freebsd-x64': { os: ['freebsd'], cpu: ['x64'] },
  'linux-arm-gnueabihf': { os: ['linux'], cpu: ['arm'] },
  'linux-arm64-gnu': { os: ['linux'], cpu: ['arm64'] },
  'linux-arm64-musl': { os: ['linux'], cpu: ['arm64'] },
  'linux-x64-gnu': { os: ['linux'], cpu: ['x64'] },
  'linux-x64-musl': { os: ['linux'], cpu: ['x64'] },
  'wasm32-wasi': { cpu: ['wasm32'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
};

const lock = JSON.parse(readFileSync(LOCKFILE, 'utf8'));
const oxide = lock.packages['node_modules/@tailwindcss/oxide'];
if (!oxide) throw new Error('@tailwindcss/oxide is not in the lockfile');
let added = 0;
for (const [name, version] of Object.entries(oxide.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const platform = PLATFORMS[name.replace('@tailwindcss/oxide-', '')];
  if (!platform) throw new Error(`unknown platform package ${name}`);
  lock.packages[key] = { version, dev: true, license: 'MIT', optional: true, ...platform, engines: { node: '>= 20' } };
  added += 1;
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform entries`);
