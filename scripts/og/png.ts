/**
 * Just enough PNG for the social cards: read the size from the header (for the og-image
 * test) and encode a drawn card as an 8-bit palette image, which makes a flat-colour card
 * several times smaller than a truecolour PNG.
 */
import { deflateSync } from 'node:zlib';

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
 * Encodes opaque RGBA pixels (a drawn card) as a palette PNG: the 256 most frequent colours are
 * kept and every other pixel (text anti-aliasing) takes its nearest kept colour, which is
 * invisible on a flat card. Alpha is dropped.
 */
export function palettePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const keyAt = (pixel: number) => (rgba[pixel * 4]! << 16) | (rgba[pixel * 4 + 1]! << 8) | rgba[pixel * 4 + 2]!;
  const counts = new Map<number, number>();
  for (let pixel = 0; pixel < width * height; pixel++) {
    const key = keyAt(pixel);
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
      const key = keyAt(y * width + x);
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
