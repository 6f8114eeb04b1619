/**
 * The enforced Content-Security-Policy. Scripts run only from this origin (and, should an
 * inline script ever be needed, by its sha256 hash, computed at start); no nonce, so every
 * visitor can get the same cached page. Analytics hosts are allowed only when analytics are
 * configured. See docs/decisions/002-csp.md.
 */
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

export interface CspOptions {
  gaMeasurementId?: string;
  metaPixelId?: string;
  /** Extra frame sources (the embedded map). */
  frameSrc?: string[];
  /** Extra image hosts (CMS images, review photos). */
  imgSrc?: string[];
  /** The text of every inline script the pages carry (the theme script): allowed by hash, never by 'unsafe-inline'. */
  inlineScripts?: string[];
  /** The text of every <style> element the pages carry (the inlined stylesheet): allowed by hash. */
  inlineStyles?: string[];
  /** Who may frame the page: nobody unless given (preview responses only, see framedPreviewPolicy). */
  frameAncestors?: string[];
}

/** The CSP source that allows exactly this inline script (or <style> element's text). */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

const GA_HOSTS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  img: ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
};
const META_HOSTS = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  img: ['https://www.facebook.com'],
};

export function cspDirectives(options: CspOptions) {
  const script = ["'self'"];
  const connect = ["'self'"];
  const img = ["'self'", 'data:', ...(options.imgSrc ?? [])];
  for (const [enabled, hosts] of [
    [options.gaMeasurementId, GA_HOSTS],
    [options.metaPixelId, META_HOSTS],
  ] as const) {
    if (!enabled) continue;
    script.push(...hosts.script);
    connect.push(...hosts.connect);
    img.push(...hosts.img);
  }
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [...script, ...(options.inlineScripts ?? []).map(scriptHash)],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", ...(options.inlineStyles ?? []).map(scriptHash)],
    // style="" attributes (widths of progress bars, image aspect boxes) are harmless; <style> elements stay blocked.
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: img,
    fontSrc: ["'self'"],
    connectSrc: connect,
    frameSrc: options.frameSrc?.length ? options.frameSrc : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: options.frameAncestors?.length ? options.frameAncestors : ["'none'"],
  };
}

/** Helmet as configured for this site (run once at start by securityHeaders). */
export function helmetFor(options: CspOptions): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) as never },
    // Cross-origin isolation would block the map frame and analytics; the CSP does the work.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The same as frame-ancestors 'none', for browsers that only read this header.
    xFrameOptions: { action: 'deny' },
  });
}

/**
 * The Content-Security-Policy of a preview response (docs/decisions/095): the site's own, with
 * `frame-ancestors` opened to Contentful's web app so its Live Preview pane can show the page.
 * Nothing else changes: the Live Preview SDK is bundled and served from 'self', talks to the
 * pane with postMessage only, and needs no other source. Recorded once, at start.
 */
export function framedPreviewPolicy(options: CspOptions, frameAncestors: string[]): string {
  const headers = new Map(recordHelmetHeaders(helmetFor({ ...options, frameAncestors })));
  return headers.get('Content-Security-Policy')!;
}

/**
 * Browser features the site never uses, denied to this page and to every frame in it (the map
 * included). Only feature names Chromium knows: an unknown one is a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Runs helmet once, at start, against a response that only records what is set: every header
 * it sets is the same for every request.
 */
export function recordHelmetHeaders(middleware: RequestHandler): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    locals: {},
    setHeader: (name: string, value: unknown) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
  };
  let passed = false;
  middleware({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
    passed = true;
  });
  if (!passed || !headers.has('Content-Security-Policy')) throw new Error('helmet did not set a Content-Security-Policy synchronously');
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  return [...headers];
}

/**
 * Helmet's security headers on every response. Helmet's eleven middlewares ran per request
 * before, about 9 % of a cached page's work; the headers are recorded from helmet once and
 * copied (docs/decisions/067).
 */
export function securityHeaders(options: CspOptions): RequestHandler {
  const headers = recordHelmetHeaders(helmetFor(options));
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
