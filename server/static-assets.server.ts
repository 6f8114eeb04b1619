/**
 * Serves the build's files from an index made at start (docs/decisions/003):
 * - content-hashed /assets/* with one-year immutable caching; public files (favicon, images)
 *   for a day, then revalidated with their ETag (304 when unchanged);
 * - the precompressed brotli or gzip twin made at build time, chosen from Accept-Encoding
 *   (q-values honoured), so no request spends CPU compressing a static file;
 * - small files from memory, larger ones streamed from disk;
 * - a missing /assets/ file is a plain 404 (an old hash after a deploy), never a rendered page.
 */
import { createHash } from 'node:crypto';
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { preferredEncoding, type Encoding } from './core/content-encoding.ts';

const ONE_YEAR_SECONDS = 31536000;
/** Un-hashed public files (favicon, images) may change between releases: a day, then revalidate. */
const PUBLIC_FILE_MAX_AGE_SECONDS = 86400;
const HASHED_PREFIX = '/assets/';
/** Files up to this size are kept in memory (the whole client build is about a megabyte). */
const MEMORY_MAX_BYTES = 256 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

interface Body {
  file: string;
  size: number;
  data?: Buffer;
}

interface StaticFile extends Body {
  type: string;
  etag: string;
  variants: Partial<Record<Encoding, Body>>;
}

function walk(directory: string, found: string[] = []): string[] {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else found.push(full);
  }
  return found;
}

function body(file: string): Body {
  const size = statSync(file).size;
  return { file, size, data: size <= MEMORY_MAX_BYTES ? readFileSync(file) : undefined };
}

export function indexStaticFiles(root: string): Map<string, StaticFile> {
  const index = new Map<string, StaticFile>();
  let files: string[] = [];
  try {
    files = walk(root);
  } catch {
    return index;
  }
  const all = new Set(files);
  for (const file of files) {
    if (file.endsWith('.br') || file.endsWith('.gz') || path.basename(file) === 'manifest.json') continue;
    const urlPath = '/' + path.relative(root, file).split(path.sep).join('/');
    const original = body(file);
    const variants: StaticFile['variants'] = {};
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (all.has(file + suffix)) variants[encoding] = body(file + suffix);
    }
    const hash = createHash('sha1')
      .update(original.data ?? `${original.size}:${statSync(file).mtimeMs}`)
      .digest('base64url')
      .slice(0, 16);
    index.set(urlPath, {
      ...original,
      type: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${hash}"`,
      variants,
    });
  }
  return index;
}

export function staticAssets(root: string): RequestHandler {
  const index = indexStaticFiles(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const entry = index.get(req.path);
    const hashed = req.path.startsWith(HASHED_PREFIX);
    if (!entry) {
      if (hashed) return void res.status(404).type('text/plain').setHeader('Cache-Control', 'no-store').end('Not found');
      return next();
    }
    const encoding = preferredEncoding(req.get('accept-encoding'), (name) => entry.variants[name] !== undefined);
    const chosen = encoding ? entry.variants[encoding]! : entry;
    res.setHeader('Content-Type', entry.type);
    res.setHeader(
      'Cache-Control',
      hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : `public, max-age=${PUBLIC_FILE_MAX_AGE_SECONDS}`,
    );
    res.setHeader('ETag', entry.etag);
    if (Object.keys(entry.variants).length > 0) res.setHeader('Vary', 'Accept-Encoding');
    if (
      req
        .get('if-none-match')
        ?.split(',')
        .some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)
    )
      return void res.status(304).end();
    res.setHeader('Content-Length', String(chosen.size));
    // A Content-Encoding header also tells the compression middleware to leave the body alone.
    if (encoding) res.setHeader('Content-Encoding', encoding);
    if (req.method === 'HEAD') return void res.end();
    if (chosen.data) return void res.end(chosen.data);
    createReadStream(chosen.file).on('error', next).pipe(res);
  };
}
