/**
 * Renders the social cards (Open Graph / Twitter, 1200x630) into public/images/og/:
 * one per page that names its own card in the route table (home and the service pages)
 * plus default.png for every other page. Run after changing a page title or the brand:
 *   npx tsx scripts/make-og-images.ts
 * Flat colours and no photos keep each PNG small (well under 60 KB).
 *
 * Beside the PNGs it writes og-cards.json: the words each card was drawn with and the PNG's
 * hash. tests/integration/og-cards-current.test.ts fails when SITE or a title no longer
 * matches them (run this script) or when a PNG was replaced by hand.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ROUTE_TABLE } from '../routes/server/route-table.ts';
import { SITE } from '../shared/site.ts';
import { toPalettePng } from './audit/png.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
export const OG_DIR = path.join(ROOT, 'public/images/og');
/** The size Facebook, LinkedIn and X recommend for large link previews. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** What each committed card shows, written with the PNGs. */
export const CARDS_MANIFEST = path.join(ROOT, 'scripts/og-cards.json');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Card {
  file: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  /** The business name in the header and the phone number in the footer (from SITE). */
  brand: string;
  phone: string;
}

export interface DrawnCard extends Card {
  sha256: string;
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** "Vancouver & Camas, WA" from SITE.areaServed's first two places (one place if they are in different regions). */
export function areaLabel(areas: readonly string[] = SITE.areaServed): string {
  const [first, second] = areas.map((area) => area.split(', '));
  if (!first) return '';
  return second && second[1] === first[1] ? `${first[0]} & ${second[0]}, ${first[1]}` : areas[0]!;
}

/** Cards to draw: the default plus every image the route table names under /images/og/. */
export function cards(): Card[] {
  const brand = { brand: SITE.companyName, phone: SITE.phoneDisplay };
  const own = ROUTE_TABLE.filter((route) => route.meta.image?.startsWith('/images/og/')).map((route) => ({
    file: path.basename(route.meta.image!),
    eyebrow: route.id === 'home' ? 'Software · Cloud · AI' : 'Services',
    title: route.id === 'home' ? 'Software, Cloud & AI Consulting' : route.crumb,
    subtitle: route.id === 'home' ? `For small and medium businesses in ${areaLabel()}` : `${route.crumb} for businesses in ${areaLabel()}`,
    ...brand,
  }));
  return [
    {
      file: path.basename(SITE.defaultOgImage),
      eyebrow: areaLabel(),
      title: SITE.companyName,
      subtitle: SITE.tagline,
      ...brand,
    },
    ...own,
  ];
}

function cardHtml(card: Card): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: ${OG_WIDTH}px; height: ${OG_HEIGHT}px; background: #1e3a8a; color: #fff;
         font-family: "Liberation Sans", "DejaVu Sans", Arial, sans-serif; display: flex; flex-direction: column;
         justify-content: space-between; padding: 72px 80px 64px; }
  header { display: flex; align-items: center; gap: 20px; font-size: 34px; font-weight: 700; }
  .eyebrow { font-size: 28px; font-weight: 700; letter-spacing: 3px; text-transform: uppercase; color: #bfdbfe; margin-bottom: 20px; }
  h1 { font-size: ${card.title.length > 24 ? 76 : 92}px; line-height: 1.05; font-weight: 700; max-width: 1040px; }
  p { font-size: 34px; line-height: 1.3; color: #dbeafe; margin-top: 24px; max-width: 1000px; }
  footer { display: flex; justify-content: space-between; font-size: 28px; color: #bfdbfe; border-top: 4px solid #3b82f6; padding-top: 24px; }
</style></head><body>
  <header><svg viewBox="0 0 32 32" width="64" height="64"><rect width="32" height="32" rx="8" fill="#fff"/><path d="M6 23 13 11l4 6 3-4 6 10z" fill="#1d4ed8"/></svg>${escapeHtml(card.brand)}</header>
  <main><div class="eyebrow">${escapeHtml(card.eyebrow)}</div><h1>${escapeHtml(card.title)}</h1><p>${escapeHtml(card.subtitle)}</p></main>
  <footer><span>Free consultation</span><span>${escapeHtml(card.phone)}</span></footer>
</body></html>`;
}

async function main(): Promise<void> {
  mkdirSync(OG_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: OG_WIDTH, height: OG_HEIGHT }, deviceScaleFactor: 1 });
    const drawn: DrawnCard[] = [];
    for (const card of cards()) {
      await page.setContent(cardHtml(card));
      const file = path.join(OG_DIR, card.file);
      const png = toPalettePng(await page.screenshot({ type: 'png' }));
      writeFileSync(file, png);
      drawn.push({ ...card, sha256: sha256(png) });
      console.log(`${path.relative(ROOT, file)}  ${(statSync(file).size / 1024).toFixed(1)} KB`);
    }
    writeFileSync(CARDS_MANIFEST, `${JSON.stringify(drawn, null, 2)}\n`);
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === import.meta.filename) await main();
