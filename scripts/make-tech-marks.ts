/**
 * Writes the tech tiles' brand marks into public/images/tech/ from Simple Icons (CC0), one
 * small SVG per mark in the brand's own colour. Run after adding a mark to TECH_MARKS
 * (client/components/blocks/tech-marks.ts) or after updating simple-icons, and commit the files:
 *   npx tsx scripts/make-tech-marks.ts
 * tests/integration/tech-marks.test.ts fails when the files and TECH_MARKS drift apart.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as simpleIcons from 'simple-icons';
import type { SimpleIcon } from 'simple-icons';
import { TECH_MARKS } from '../client/components/blocks/tech-marks.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
export const TECH_MARKS_DIR = path.join(ROOT, 'public/images/tech');

const BY_SLUG = new Map(
  Object.values(simpleIcons)
    .filter((value): value is SimpleIcon => typeof value === 'object' && value !== null && 'slug' in value && 'path' in value)
    .map((icon) => [icon.slug, icon]),
);

/** The Simple Icons entry of each mark in TECH_MARKS (the one list of marks the site shows). */
export const SIMPLE_ICONS: SimpleIcon[] = TECH_MARKS.map((slug) => {
  const icon = BY_SLUG.get(slug);
  if (!icon) throw new Error(`Simple Icons has no mark "${slug}" (client/components/blocks/tech-marks.ts)`);
  return icon;
});

/**
 * One mark as a standalone SVG: Simple Icons' 24x24 path filled with the brand colour. The
 * page shows it as a decorative <img alt=""> beside the technology's name, so it carries no
 * <title>; the comment keeps the attribution with the file.
 */
export function markSvg(icon: SimpleIcon): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24">` +
    `<!-- ${icon.title} mark from Simple Icons (CC0-1.0); trademark of its owner. -->` +
    `<path fill="#${icon.hex}" d="${icon.path}"/></svg>\n`
  );
}

export function techMarkFiles(): { file: string; svg: string }[] {
  return SIMPLE_ICONS.map((icon) => ({ file: `${icon.slug}.svg`, svg: markSvg(icon) }));
}

function main() {
  mkdirSync(TECH_MARKS_DIR, { recursive: true });
  const files = techMarkFiles();
  const wanted = new Set(files.map(({ file }) => file));
  for (const stale of readdirSync(TECH_MARKS_DIR).filter((name) => !wanted.has(name))) rmSync(path.join(TECH_MARKS_DIR, stale));
  for (const { file, svg } of files) writeFileSync(path.join(TECH_MARKS_DIR, file), svg);
  console.log(`wrote ${files.length} marks to ${path.relative(ROOT, TECH_MARKS_DIR)}/`);
}

if (process.argv[1] === import.meta.filename) main();
