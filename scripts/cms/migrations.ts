/** The migration scripts in content/contentful/migrations, in the order they apply. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MigrationFunction } from 'contentful-migration';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../content/contentful/migrations');

export interface MigrationFile {
  /** The number the file name starts with: 001-create-blog-model.ts is 1. */
  version: number;
  name: string;
  file: string;
}

const NAME = /^(\d{3})-[a-z0-9-]+\.ts$/;

export function listMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  const migrations = readdirSync(dir)
    .filter((name) => NAME.test(name))
    .map((name) => ({ version: Number(NAME.exec(name)![1]), name: path.basename(name, '.ts'), file: path.join(dir, name) }))
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) throw new Error(`migrations must be numbered 001, 002, ... without gaps: ${migration.name}`);
  });
  return migrations;
}

export async function loadMigration(migration: MigrationFile): Promise<MigrationFunction> {
  const module = (await import(pathToFileURL(migration.file).href)) as { default?: MigrationFunction };
  if (typeof module.default !== 'function') throw new Error(`${migration.name} has no default export (the migration function)`);
  return module.default;
}
