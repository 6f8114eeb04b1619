/**
 * A gzip body compressed once and still carrying a fresh nonce per request (docs/decisions/051).
 *
 * The cached page is split at its nonce. Each piece is deflated on its own and ended with a
 * full flush, so it is byte-aligned, not final, and refers to nothing before it. A response is
 * the pieces in order with the request's nonce between them as stored (uncompressed) deflate
 * blocks, a final empty block, and the CRC-32 and length of the whole page: a valid gzip
 * stream for the cost of a CRC, instead of compressing the page again on every request.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Minimal gzip header: deflate, no name, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** A final, empty fixed-Huffman block: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
/** Pages are compressed once per cache entry, so the smallest output is worth the time. */
const LEVEL = 9;

export interface PrecompressedPage {
  /** The page's pieces between nonces, as UTF-8. */
  pieces: Buffer[];
  /** Each piece deflated and full-flushed. */
  deflated: Buffer[];
}

export function precompress(pieces: string[]): PrecompressedPage {
  const buffers = pieces.map((piece) => Buffer.from(piece, 'utf8'));
  return {
    pieces: buffers,
    deflated: buffers.map((piece) => deflateRawSync(piece, { level: LEVEL, finishFlush: constants.Z_FULL_FLUSH })),
  };
}

/** A stored deflate block holding `data` (at most 65535 bytes: a nonce is 24). */
function storedBlock(data: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0x00; // not final, stored; the stream is byte-aligned after a full flush
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

/** The pages' pieces with the nonce between each page's pieces (no copy of the stored pieces). */
export function identityParts(pages: PrecompressedPage | PrecompressedPage[], nonce: string): Buffer[] {
  const nonceBuffer = Buffer.from(nonce, 'utf8');
  const parts: Buffer[] = [];
  // A plain loop: this runs for every cached page sent.
  for (const page of Array.isArray(pages) ? pages : [pages]) {
    for (let index = 0; index < page.pieces.length; index += 1) {
      if (index > 0) parts.push(nonceBuffer);
      parts.push(page.pieces[index]!);
    }
  }
  return parts;
}

export function identityBody(pages: PrecompressedPage | PrecompressedPage[], nonce: string): Buffer {
  return Buffer.concat(identityParts(pages, nonce));
}

/** The pages one after the other (a nonce goes only between the pieces of each page), as gzip stream parts. */
export function gzipParts(pages: PrecompressedPage | PrecompressedPage[], nonce: string): Buffer[] {
  const nonceBuffer = Buffer.from(nonce, 'utf8');
  const nonceBlock = storedBlock(nonceBuffer);
  let crc = 0;
  let length = 0;
  const parts: Buffer[] = [GZIP_HEADER];
  for (const page of Array.isArray(pages) ? pages : [pages]) {
    page.pieces.forEach((piece, index) => {
      if (index > 0) {
        parts.push(nonceBlock);
        crc = crc32(nonceBuffer, crc);
        length += nonceBuffer.length;
      }
      parts.push(page.deflated[index]!);
      crc = crc32(piece, crc);
      length += piece.length;
    });
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  parts.push(FINAL_BLOCK, trailer);
  return parts;
}

export function gzipBody(pages: PrecompressedPage | PrecompressedPage[], nonce: string): Buffer {
  return Buffer.concat(gzipParts(pages, nonce));
}

export function precompressedSize(page: PrecompressedPage): number {
  return page.pieces.reduce((sum, piece) => sum + piece.length, 0) + page.deflated.reduce((sum, piece) => sum + piece.length, 0);
}
