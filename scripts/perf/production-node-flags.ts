/**
 * The Node.js flags the production image starts the server with (the Dockerfile's CMD), so
 * the bench measures the server as it runs in production, and `npm start` can be checked
 * against the same list (tests/deploy/node-flags.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const DOCKERFILE = path.resolve(import.meta.dirname, '../../Dockerfile');

export function productionNodeFlags(dockerfile = readFileSync(DOCKERFILE, 'utf8')): string[] {
  const cmd = /^CMD (\[.*\])\s*$/m.exec(dockerfile)?.[1];
  if (!cmd) throw new Error('The Dockerfile has no exec-form CMD');
  const [command, ...args] = JSON.parse(cmd) as string[];
  if (command !== 'node') throw new Error(`The Dockerfile's CMD runs ${command}, not node`);
  return args.filter((arg) => arg.startsWith('--'));
}
