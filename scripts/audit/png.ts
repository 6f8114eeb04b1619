/**
 * Just enough PNG for the social cards: read the size from the header (for the og-image
 * test) and re-encode a Chromium screenshot as an 8-bit palette image, which makes a
 * flat-colour card several times smaller than the screenshot's truecolour PNG.
 */
import { deflateSync, inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A palette PNG holds at most 256 colours. */
const MAX_PALETTE = 256;

export function isPng(data: Buffer): boolean {
  return data.length > 24 && data.subarray(0, 8).equals(SIGNATURE) && data.toString('latin1', 12, 16) === 'IHDR';
}

export function pngSize(data: Buffer): { width: number; height: number } {
  if (!isPng(data)) throw new Error('not a PNG');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

function chunks(data: Buffer): Array<{ type: string; body: Buffer }> {
  const found = [];
  for (let offset = 8; offset < data.length;) {
    const length = data.readUInt32BE(offset);
    found.push({ type: data.toString('latin1', offset + 4, offset + 8), body: data.subarray(offset + 8, offset + 8 + length) });
    offset += 12 + length;
  }
  return found;
}

/** Decodes an 8-bit RGB or RGBA, non-interlaced PNG into RGB triples. */
function decodeRgb(data: Buffer): { width: number; height: number; rgb: Buffer } {
  const all = chunks(data);
  const header = all.find((chunk) => chunk.type === 'IHDR')!.body;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [depth, colorType, , , interlace] = [header[8], header[9], header[10], header[11], header[12]];
  if (depth !== 8 || (colorType !== 2 && colorType !== 6) || interlace !== 0) throw new Error('unsupported PNG layout');
  const bpp = colorType === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(all.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.body)));
  const stride = width * bpp;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = pixels.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? out[x - bpp]! : 0;
      const b = prev[x]!;
      const c = x >= bpp ? prev[x - bpp]! : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      out[x] = (line[x]! + predictor) & 0xff;
    }
  }
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.copy(rgb, i * 3, i * bpp, i * bpp + 3);
  return { width, height, rgb };
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])) >>> 0, 0);
  return Buffer.concat([head, body, crc]);
}

let crcTable: Uint32Array | undefined;
function crc32(data: Buffer): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * Re-encodes as a palette PNG: the 256 most frequent colours are kept and every other pixel
 * (text anti-aliasing) takes its nearest kept colour, which is invisible on a flat card.
 */
export function toPalettePng(data: Buffer): Buffer {
  const { width, height, rgb } = decodeRgb(data);
  const counts = new Map<number, number>();
  for (let i = 0; i < rgb.length; i += 3) {
    const key = (rgb[i]! << 16) | (rgb[i + 1]! << 8) | rgb[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const palette = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_PALETTE)
    .map(([key]) => key);
  const indexOf = new Map(palette.map((key, index) => [key, index]));
  const nearest = (key: number): number => {
    let best = 0;
    let bestDistance = Infinity;
    palette.forEach((candidate, index) => {
      const distance =
        ((key >> 16) - (candidate >> 16)) ** 2 +
        (((key >> 8) & 255) - ((candidate >> 8) & 255)) ** 2 +
        ((key & 255) - (candidate & 255)) ** 2;
      if (distance < bestDistance) [best, bestDistance] = [index, distance];
    });
    indexOf.set(key, best);
    return best;
  };
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const key = (rgb[i]! << 16) | (rgb[i + 1]! << 8) | rgb[i + 2]!;
      raw[y * (width + 1) + 1 + x] = indexOf.get(key) ?? nearest(key);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 3; // palette colour
  const plte = Buffer.alloc(palette.length * 3);
  palette.forEach((key, index) => plte.writeUIntBE(key, index * 3, 3));
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', plte),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
