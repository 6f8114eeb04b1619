/**
 * Width and height of a local image (SVG, PNG), so the page reserves the space before the
 * image loads and nothing shifts. Other formats answer undefined.
 */
import { readFileSync } from 'node:fs';

export interface ImageSize {
  width: number;
  height: number;
}

/** A PNG starts with an 8-byte signature, then the IHDR chunk: length, "IHDR", width, height. */
const PNG_SIGNATURE = '89504e470d0a1a0a';

export function readImageSize(file: string): ImageSize | undefined {
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch {
    return undefined;
  }
  if (data.subarray(0, 8).toString('hex') === PNG_SIGNATURE) {
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  if (file.endsWith('.svg')) {
    const svg = /<svg\b[^>]*>/i.exec(data.toString('utf8'))?.[0] ?? '';
    const width = Number(/\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1]);
    const height = Number(/\sheight="(\d+(?:\.\d+)?)"/.exec(svg)?.[1]);
    if (width > 0 && height > 0) return { width, height };
    const viewBox = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(svg);
    if (viewBox) return { width: Number(viewBox[1]), height: Number(viewBox[2]) };
  }
  return undefined;
}
