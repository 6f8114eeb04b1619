/**
 * The tech tiles' brand marks (decision 083): the files in public/images/tech/ are exactly what
 * scripts/make-tech-marks.tsx draws from the installed Simple Icons, every tile that names a
 * technology Simple Icons carries shows its mark, and the tiles left with a generic icon are
 * ones Simple Icons really lacks (so a mark added to it later makes this test ask for it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as simpleIcons from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { MONOGRAMS, TECH_MARKS } from '../../client/components/blocks/tech-marks.ts';
import type { TechItem } from '../../client/components/blocks/tech-grid.tsx';
import { isCaseStudyRoute } from '../../routes/case-studies/case-study-route.ts';
import { isServiceRoute } from '../../routes/services/service-route.ts';
import { ROUTE_TABLE } from '../../routes/server/route-table.ts';
import {
  contrast,
  MIN_MARK_CONTRAST,
  MIN_SOLID_SHARE,
  SIMPLE_ICONS,
  solidShare,
  TECH_MARKS_DIR,
  techMarkFiles,
} from '../../scripts/make-tech-marks.tsx';

/** Every service page's copy, from its route module. */
const SERVICE_PAGE_CONTENT = ROUTE_TABLE.filter(isServiceRoute).map((route) => route.copy);

/** The providers with a lettered tile of our own, and the Simple Icons titles they would have. */
const MONOGRAM_BRANDS: Record<keyof typeof MONOGRAMS, string[]> = {
  aws: ['Amazon Web Services', 'AWS'],
  azure: ['Microsoft Azure', 'Azure'],
};
/** Tiles that keep a generic icon, and the Simple Icons title their mark would have. */
const BRANDS_WITHOUT_A_MARK: Record<string, string[]> = {
  'AWS & Azure': ['Amazon Web Services', 'Microsoft Azure'],
  'SQL Server': ['Microsoft SQL Server'],
  Oracle: ['Oracle'],
  'cert-manager': ['cert-manager'],
  Velero: ['Velero'],
  Kyverno: ['Kyverno'],
  OpenAI: ['OpenAI'],
};
/** Tiles naming a kind of thing, not a product: no brand to draw. */
const GENERIC_CONCEPTS = ['Headless CMS', 'CDN hosting', 'AI image generation', 'Object storage + CDN'];

function allTiles(): TechItem[] {
  const servicePages = SERVICE_PAGE_CONTENT.flatMap((page) =>
    page.sections.flatMap((section) => (section.kind === 'tech' ? section.items : [])),
  );
  const caseStudies = ROUTE_TABLE.filter(isCaseStudyRoute).flatMap((route) =>
    route.copy.sections.flatMap((section) => (section.kind === 'tech' ? section.items : [])),
  );
  return [...servicePages, ...caseStudies];
}

const titles = new Set(
  Object.values(simpleIcons).flatMap((value) =>
    typeof value === 'object' && value && 'title' in value ? [String(value.title).toLowerCase()] : [],
  ),
);

describe('tech marks', () => {
  it('the committed files are exactly what the script draws from the installed Simple Icons', async () => {
    const expected = await techMarkFiles();
    expect(readdirSync(TECH_MARKS_DIR).sort()).toEqual(expected.map(({ file }) => file).sort());
    for (const { file, svg } of expected) expect(readFileSync(path.join(TECH_MARKS_DIR, file), 'utf8'), file).toBe(svg);
  });

  it('the script draws every mark the tiles may name, from its Simple Icons entry', () => {
    expect(SIMPLE_ICONS.map((icon) => icon.slug)).toEqual([...TECH_MARKS]);
  });

  it('each file is one small 24x24 drawing, a Simple Icons mark in its brand colour', () => {
    for (const file of readdirSync(TECH_MARKS_DIR)) {
      const svg = readFileSync(path.join(TECH_MARKS_DIR, file), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/);
      expect(svg).not.toMatch(/<script|on\w+=|href=/i);
      expect(Buffer.byteLength(svg), file).toBeLessThan(8 * 1024);
    }
    for (const icon of SIMPLE_ICONS)
      expect(readFileSync(path.join(TECH_MARKS_DIR, `${icon.slug}.svg`), 'utf8')).toContain(`fill="#${icon.hex}"`);
  });

  it('every mark reads at 24 px: hairline marks are drawn on a plate, so each paints solid pixels', async () => {
    for (const file of readdirSync(TECH_MARKS_DIR)) {
      const share = await solidShare(readFileSync(path.join(TECH_MARKS_DIR, file), 'utf8'));
      expect(share, file).toBeGreaterThanOrEqual(MIN_SOLID_SHARE);
    }
  });

  it('every brand mark stands out from what is under it (its plate, or the white frame) by at least 3:1', () => {
    for (const icon of SIMPLE_ICONS) {
      const svg = readFileSync(path.join(TECH_MARKS_DIR, `${icon.slug}.svg`), 'utf8');
      const under = /<rect [^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? '#ffffff';
      const mark = /<path fill="(#[0-9a-f]{3,6})"/i.exec(svg)![1]!.replace(/^#fff$/i, '#ffffff');
      expect(contrast(mark, under), `${icon.slug}: ${mark} on ${under}`).toBeGreaterThanOrEqual(MIN_MARK_CONTRAST);
    }
  });

  it('no two technologies in one list show the same mark, and a tile naming AWS or Azure shows its own', () => {
    const lists = [...SERVICE_PAGE_CONTENT, ...ROUTE_TABLE.filter(isCaseStudyRoute).map((route) => route.copy)].flatMap((page) =>
      page.sections.flatMap((section) => (section.kind === 'tech' ? [section.items] : [])),
    );
    // One family may share its mark (React and React Native); different technologies may not.
    const family = (name: string) => name.split(' ')[0];
    for (const items of lists) {
      const byMark = new Map<string, TechItem[]>();
      for (const item of items) if (item.mark) byMark.set(item.mark, [...(byMark.get(item.mark) ?? []), item]);
      for (const [mark, tiles] of byMark)
        expect(new Set(tiles.map((tile) => family(tile.name))).size, `${mark}: ${tiles.map((tile) => tile.name).join(', ')}`).toBe(1);
    }
    for (const tile of allTiles().filter((item) => /\b(AWS|Amazon|Azure)\b/.test(item.name) && !item.name.includes('&')))
      expect(tile.mark, tile.name).toMatch(/^(aws|azure)$/);
    for (const tile of allTiles().filter((item) => /Amazon .*&/.test(item.name))) expect(tile.mark, tile.name).toBe('aws');
  });

  it('every tile has a mark, or names a brand Simple Icons lacks, or is a generic concept', () => {
    const tiles = allTiles();
    expect(tiles.length).toBeGreaterThan(50);
    const unexplained = tiles.filter(
      (tile) => !tile.mark && !(tile.name in BRANDS_WITHOUT_A_MARK) && !GENERIC_CONCEPTS.includes(tile.name),
    );
    expect(unexplained.map((tile) => tile.name)).toEqual([]);
    // A tile with a generic icon names it, so no tile falls back to the default glyph unawares.
    for (const tile of tiles.filter((item) => !item.mark)) expect(tile.icon, tile.name).toBeDefined();
  });

  it('the brands listed as lacking a mark really have none in the installed Simple Icons', () => {
    expect(titles.size).toBeGreaterThan(1000);
    for (const [tile, candidates] of Object.entries({ ...BRANDS_WITHOUT_A_MARK, ...MONOGRAM_BRANDS })) {
      for (const title of candidates) expect(titles.has(title.toLowerCase()), `${tile}: Simple Icons now has "${title}"`).toBe(false);
    }
  });
});
