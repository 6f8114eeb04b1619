/**
 * Writes the tech tiles' brand marks into public/images/tech/ from Simple Icons (CC0), one
 * small SVG per mark in the brand's own colour. Run after adding a mark to TECH_MARKS
 * (client/components/blocks/tech-marks.ts) or after updating simple-icons, and commit the files:
 *   npx tsx scripts/make-tech-marks.ts
 * Named imports only: the list below is exactly the marks the site shows.
 * tests/integration/tech-marks.test.ts fails when the files and this list drift apart.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  siAnsible,
  siArgo,
  siDocker,
  siDotnet,
  siElasticsearch,
  siElectron,
  siFlux,
  siGithubactions,
  siGitlab,
  siGo,
  siGooglecloud,
  siGrafana,
  siHelm,
  siIstio,
  siK3s,
  siKubernetes,
  siLinkerd,
  siMariadb,
  siMongodb,
  siMysql,
  siNextdotjs,
  siNginx,
  siNodedotjs,
  siPostgresql,
  siPrometheus,
  siPython,
  siReact,
  siRedis,
  siSqlite,
  siStripe,
  siTailwindcss,
  siTerraform,
  siTrivy,
  siTwitch,
  siTypescript,
  type SimpleIcon,
} from 'simple-icons';

const ROOT = path.resolve(import.meta.dirname, '..');
export const TECH_MARKS_DIR = path.join(ROOT, 'public/images/tech');

export const SIMPLE_ICONS: SimpleIcon[] = [
  siAnsible,
  siArgo,
  siDocker,
  siDotnet,
  siElasticsearch,
  siElectron,
  siFlux,
  siGithubactions,
  siGitlab,
  siGo,
  siGooglecloud,
  siGrafana,
  siHelm,
  siIstio,
  siK3s,
  siKubernetes,
  siLinkerd,
  siMariadb,
  siMongodb,
  siMysql,
  siNextdotjs,
  siNginx,
  siNodedotjs,
  siPostgresql,
  siPrometheus,
  siPython,
  siReact,
  siRedis,
  siSqlite,
  siStripe,
  siTailwindcss,
  siTerraform,
  siTrivy,
  siTwitch,
  siTypescript,
];

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
