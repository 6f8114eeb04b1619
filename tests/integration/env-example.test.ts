/**
 * .env.example documents exactly the variables the config schema reads, parses as it is, and
 * can be given to the container image (`docker run --env-file .env`) without breaking it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_SCHEMA, parseConfig } from '../../server/core/config.server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const EXAMPLE = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
const ASSIGNMENT = /^[A-Z0-9_]+=/;
/** A line commented out: documented, left at its default. */
const COMMENTED_ASSIGNMENT = /^# [A-Z0-9_]+=/;

function parseAssignments(lines: string[]): Record<string, string> {
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

/** What a .env reader (process.loadEnvFile, docker --env-file) sets: the lines not commented out. */
const shipped = () => parseAssignments(EXAMPLE.split('\n').filter((line) => ASSIGNMENT.test(line)));
const commentedOut = () =>
  parseAssignments(
    EXAMPLE.split('\n')
      .filter((line) => COMMENTED_ASSIGNMENT.test(line))
      .map((line) => line.slice(2)),
  );

/** The ENV of the Dockerfile's last stage (the image that runs), continuation lines joined. */
function imageEnv(): Record<string, string> {
  const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const pairs = [...runtime.matchAll(/^ENV\s+(.+)$/gm)].flatMap((match) => match[1]!.trim().split(/\s+/));
  return parseAssignments(pairs);
}

describe('.env.example', () => {
  it('lists every variable of the schema once, set or commented out, each after a comment', () => {
    // OTEL_* are read by the OpenTelemetry SDK itself, outside the schema (docs/operating.md, "Tracing").
    const documented = [...Object.keys(shipped()), ...Object.keys(commentedOut())].filter((key) => !key.startsWith('OTEL_')).sort();
    expect(Object.keys(commentedOut()).filter((key) => key.startsWith('OTEL_'))).toContain('OTEL_EXPORTER_OTLP_ENDPOINT');
    const schemaKeys = Object.keys(ENV_SCHEMA.shape)
      .filter((key) => key !== 'NODE_ENV')
      .sort();
    expect(documented).toEqual(schemaKeys);
    const lines = EXAMPLE.split('\n');
    lines.forEach((line, index) => {
      if (ASSIGNMENT.test(line) || COMMENTED_ASSIGNMENT.test(line)) {
        expect(lines.slice(0, index).some((before) => before.startsWith('#') && !COMMENTED_ASSIGNMENT.test(before))).toBe(true);
      }
    });
  });

  it('is a valid configuration as shipped, and with every commented-out line set', () => {
    expect(() => parseConfig(shipped())).not.toThrow();
    expect(() => parseConfig({ ...shipped(), ...commentedOut() })).not.toThrow();
  });

  it("given to the image as its env file, keeps the image's writable OUTBOX_DIR (the image root is read-only)", () => {
    const image = imageEnv();
    expect(image.OUTBOX_DIR, 'the Dockerfile sets OUTBOX_DIR').toMatch(/^\/tmp\//);
    // docker run --env-file: the file's lines (blank ones too) override the image's ENV.
    expect(parseConfig({ ...image, ...shipped() }).OUTBOX_DIR).toBe(image.OUTBOX_DIR);
  });
});
