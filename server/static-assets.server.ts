/**
 * Serves the build's files from memory-indexed paths: content-hashed assets with one-year
 * immutable caching, and the precompressed .br / .gz twin the browser accepts (made at build
 * time, so no request spends CPU compressing a static file).
 */
import { createReadStream, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

const ONE_YEAR_SECONDS = 31536000;
/** Un-hashed public files (favicon, images) may change between releases: a day, then revalidate. */
const PUBLIC_FILE_MAX_AGE_SECONDS = 86400;
const HASHED_PREFIX = '/assets/';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

interface StaticFile {
  file: string;
  size: number;
  type: string;
  brotli?: { file: string; size: number };
  gzip?: { file: string; size: number };
}

function walk(directory: string, base = directory, found: string[] = []): string[] {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) walk(full, base, found);
    else found.push(full);
  }
  return found;
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
    if (file.endsWith('.br') || file.endsWith('.gz') || file.endsWith('manifest.json')) continue;
    const urlPath = '/' + path.relative(root, file).split(path.sep).join('/');
    const twin = (suffix: string) => (all.has(file + suffix) ? { file: file + suffix, size: statSync(file + suffix).size } : undefined);
    index.set(urlPath, {
      file,
      size: statSync(file).size,
      type: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      brotli: twin('.br'),
      gzip: twin('.gz'),
    });
  }
  return index;
}

export function staticAssets(root: string): RequestHandler {
  const index = indexStaticFiles(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const entry = index.get(req.path);
    if (!entry) return next();
    const accepted = req.get('accept-encoding') ?? '';
    const variant =
      (entry.brotli && /\bbr\b/.test(accepted) && { ...entry.brotli, encoding: 'br' }) ||
      (entry.gzip && /\bgzip\b/.test(accepted) && { ...entry.gzip, encoding: 'gzip' }) ||
      undefined;
    const hashed = req.path.startsWith(HASHED_PREFIX);
    res.setHeader('Content-Type', entry.type);
    res.setHeader('Cache-Control', hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : `public, max-age=${PUBLIC_FILE_MAX_AGE_SECONDS}`);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Length', String(variant ? variant.size : entry.size));
    // A Content-Encoding header also tells the compression middleware to leave the body alone.
    if (variant) res.setHeader('Content-Encoding', variant.encoding);
    if (req.method === 'HEAD') return void res.end();
    createReadStream(variant ? variant.file : entry.file)
      .on('error', next)
      .pipe(res);
  };
}
