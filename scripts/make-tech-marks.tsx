/**
 * Writes the tech tiles' brand marks into public/images/tech/ from Simple Icons (CC0), one
 * small SVG per mark in the brand's own colour. Run after adding a mark to TECH_MARKS
 * (client/components/blocks/tech-marks.ts) or after updating simple-icons, and commit the files:
 *   npx tsx scripts/make-tech-marks.tsx
 * tests/integration/tech-marks.test.ts fails when the files and TECH_MARKS drift apart.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as simpleIcons from 'simple-icons';
import type { SimpleIcon } from 'simple-icons';
import { Resvg } from '@resvg/resvg-wasm';
import satori from 'satori';
import { MONOGRAMS, TECH_MARKS } from '../client/components/blocks/tech-marks.ts';
import { prepare } from './og/draw-card.tsx';

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

/** The comment that keeps the attribution with each file. */
const attribution = (icon: SimpleIcon) => `<!-- ${icon.title} mark from Simple Icons (CC0-1.0); trademark of its owner. -->`;

/**
 * One mark as a standalone SVG: Simple Icons' 24x24 path in the brand colour. The page shows it
 * as a decorative <img alt=""> beside the technology's name, so it carries no <title>.
 */
export function markSvg(icon: SimpleIcon): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24">${attribution(icon)}<path fill="#${icon.hex}" d="${icon.path}"/></svg>\n`;
}

/**
 * A mark drawn smaller on a rounded plate: a hairline mark (PostgreSQL's elephant) in white on
 * its brand colour, so it reads at 24 px; a light one (React's cyan) in its colour on a dark plate.
 */
function platedSvg(icon: SimpleIcon, plate: string, ink: string, transform: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24">${attribution(icon)}` +
    `<rect width="24" height="24" rx="5" fill="${plate}"/>` +
    `<path fill="${ink}" transform="${transform}" d="${icon.path}"/></svg>\n`
  );
}

/** The least contrast a mark may have with what is under it (WCAG 1.4.11, graphics). */
export const MIN_MARK_CONTRAST = 3;
const DARK_PLATE = '#1e293b';

/** WCAG contrast ratio of two `#rrggbb` colours. */
export function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Below this share of solid pixels among the painted ones at 24 px, a mark is hairlines: it goes on a plate. */
export const MIN_SOLID_SHARE = 0.1;

/** Of the pixels a mark paints at 24 px, the share painted (nearly) solid. */
export async function solidShare(svg: string): Promise<number> {
  await prepare();
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: 24 } }).render();
  let painted = 0;
  let solid = 0;
  for (let index = 3; index < image.pixels.length; index += 4) {
    painted += Number(image.pixels[index]! > 16);
    solid += Number(image.pixels[index]! > 230);
  }
  image.free();
  return painted ? solid / painted : 0;
}

/** A provider Simple Icons no longer carries: its letters, in the site's ink, on a light plate; no logo imitated. */
async function monogramSvg(letters: string): Promise<string> {
  const fonts = await prepare();
  const svg = await satori(
    <div
      style={{
        display: 'flex',
        width: 24,
        height: 24,
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 5,
        background: '#e2e8f0',
      }}
    >
      <div style={{ fontFamily: 'Arimo', fontWeight: 700, fontSize: letters.length > 2 ? 9 : 12, letterSpacing: -0.3, color: '#1e293b' }}>
        {letters}
      </div>
    </div>,
    { width: 24, height: 24, fonts },
  );
  return `${svg}\n`;
}

export async function techMarkFiles(): Promise<{ file: string; svg: string }[]> {
  const fromSimpleIcons = await Promise.all(
    SIMPLE_ICONS.map(async (icon) => {
      const plain = markSvg(icon);
      const file = `${icon.slug}.svg`;
      if ((await solidShare(plain)) < MIN_SOLID_SHARE)
        return { file, svg: platedSvg(icon, `#${icon.hex}`, '#fff', 'translate(4 4) scale(.6667)') };
      if (contrast(`#${icon.hex}`, '#ffffff') >= MIN_MARK_CONTRAST) return { file, svg: plain };
      return { file, svg: platedSvg(icon, DARK_PLATE, `#${icon.hex}`, 'translate(3 3) scale(.75)') };
    }),
  );
  const monograms = await Promise.all(
    Object.entries(MONOGRAMS).map(async ([mark, letters]) => ({ file: `${mark}.svg`, svg: await monogramSvg(letters) })),
  );
  return [...fromSimpleIcons, ...monograms];
}

async function main() {
  mkdirSync(TECH_MARKS_DIR, { recursive: true });
  const files = await techMarkFiles();
  const wanted = new Set(files.map(({ file }) => file));
  for (const stale of readdirSync(TECH_MARKS_DIR).filter((name) => !wanted.has(name))) rmSync(path.join(TECH_MARKS_DIR, stale));
  for (const { file, svg } of files) writeFileSync(path.join(TECH_MARKS_DIR, file), svg);
  console.log(`wrote ${files.length} marks to ${path.relative(ROOT, TECH_MARKS_DIR)}/`);
}

if (process.argv[1] === import.meta.filename) await main();
