/** A bad configuration stops the real process at start with one clear line naming the variable. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * The server runs in this one process, with tsx as an import hook: tsx's command line would
 * start the server as a child of its own, which a SIGKILL to the command leaves running.
 * `tsx` is resolved from the working directory, the project's root.
 */
const TSX = ['--import', 'tsx'];

describe('startup with an invalid configuration', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ CONTENTFUL_SPACE_ID: 'abc123' }, 'CONTENTFUL_ACCESS_TOKEN'],
    [{ PUBLIC_SITE_URL: 'not a url' }, 'PUBLIC_SITE_URL'],
    [{ BOOKING_URL: 'javascript:alert(1)' }, 'BOOKING_URL'],
  ])('%o exits 1 naming %s', (env, variable) => {
    const result = spawnSync(process.execPath, [...TSX, path.join(ROOT, 'server/index.ts')], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
  });
});
