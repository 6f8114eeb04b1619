/** .env.example documents exactly the variables the config schema reads, and parses as it is. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_SCHEMA, parseConfig } from '../../server/config.server.ts';

const EXAMPLE = readFileSync(path.resolve(import.meta.dirname, '../../.env.example'), 'utf8');

function parseDotenv(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z0-9_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

describe('.env.example', () => {
  it('lists every variable of the schema, each after a comment', () => {
    const documented = Object.keys(parseDotenv(EXAMPLE)).sort();
    const schemaKeys = Object.keys(ENV_SCHEMA.shape).filter((key) => key !== 'NODE_ENV').sort();
    expect(documented).toEqual(schemaKeys);
    const lines = EXAMPLE.split('\n');
    lines.forEach((line, index) => {
      if (/^[A-Z0-9_]+=/.test(line)) expect(lines.slice(0, index).some((before) => before.startsWith('#'))).toBe(true);
    });
  });

  it('is a valid configuration as shipped', () => {
    expect(() => parseConfig(parseDotenv(EXAMPLE))).not.toThrow();
  });
});
