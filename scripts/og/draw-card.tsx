/**
 * Draws one social card (1200x630 PNG) without a browser, so the build can draw them anywhere
 * Node runs, the container image included: satori lays the card out as SVG with the text as
 * outlines, resvg (WebAssembly) rasterises it, and the pixels are encoded with a palette, which
 * keeps a flat-colour card several times smaller. The font ships in an npm package (Arimo has
 * Liberation Sans's shapes and metrics) because the image has no system fonts.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori, { type Font } from 'satori';
import { palettePng } from './png.ts';
import type { Card } from './card-list.ts';

/** The size Facebook, LinkedIn and X recommend for large link previews. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** A longer title takes the smaller size so it fits in two lines. */
const LONG_TITLE = 24;

const fontFile = (name: string) => readFileSync(fileURLToPath(import.meta.resolve(`@fontsource/arimo/files/${name}`)));

/** Latin and Latin Extended, regular and bold: the only weights and scripts a card uses. */
function loadFonts(): Font[] {
  return (['latin', 'latin-ext'] as const).flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      name: 'Arimo',
      data: fontFile(`arimo-${subset}-${weight}-normal.woff`),
      weight,
      style: 'normal' as const,
    })),
  );
}

let ready: Promise<Font[]> | undefined;
/** resvg's WebAssembly module may be initialised once per process. */
export function prepare(): Promise<Font[]> {
  ready ??= initWasm(readFileSync(fileURLToPath(import.meta.resolve('@resvg/resvg-wasm/index_bg.wasm')))).then(loadFonts);
  return ready;
}

function CardLayout({ card }: { card: Card }) {
  return (
    <div
      style={{
        width: OG_WIDTH,
        height: OG_HEIGHT,
        // As the browser-drawn cards were: the padding inside the card's size, not around it.
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px 64px',
        background: '#1e3a8a',
        color: '#fff',
        fontFamily: 'Arimo',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 34, fontWeight: 700 }}>
        <svg viewBox="0 0 32 32" width="64" height="64" style={{ marginRight: 20 }}>
          <rect width="32" height="32" rx="8" fill="#fff" />
          <path d="M6 23 13 11l4 6 3-4 6 10z" fill="#1d4ed8" />
        </svg>
        {card.brand}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: 28, fontWeight: 700, letterSpacing: 3, textTransform: 'uppercase', color: '#bfdbfe', marginBottom: 20 }}>
          {card.eyebrow}
        </div>
        <div style={{ fontSize: card.title.length > LONG_TITLE ? 76 : 92, lineHeight: 1.05, fontWeight: 700, maxWidth: 1040 }}>
          {card.title}
        </div>
        <div style={{ fontSize: 34, lineHeight: 1.3, color: '#dbeafe', marginTop: 24, maxWidth: 1000 }}>{card.subtitle}</div>
      </div>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          fontSize: 28,
          color: '#bfdbfe',
          borderTop: '4px solid #3b82f6',
          paddingTop: 24,
        }}
      >
        <span>Free consultation</span>
        <span>{card.phone}</span>
      </div>
    </div>
  );
}

export async function drawCard(card: Card): Promise<Buffer> {
  const fonts = await prepare();
  const svg = await satori(<CardLayout card={card} />, { width: OG_WIDTH, height: OG_HEIGHT, fonts });
  const rendered = new Resvg(svg, { fitTo: { mode: 'original' } }).render();
  try {
    return palettePng(rendered.width, rendered.height, rendered.pixels);
  } finally {
    rendered.free();
  }
}
