/**
 * The enforced Content-Security-Policy. Scripts run only from this origin or with the
 * request's nonce; analytics hosts are allowed only when analytics are configured.
 * See docs/decisions/002-csp.md.
 */
import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

export interface CspOptions {
  gaMeasurementId?: string;
  metaPixelId?: string;
  /** Extra frame sources (the embedded map). */
  frameSrc?: string[];
  /** Extra image hosts (CMS images, review photos). */
  imgSrc?: string[];
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

const NONCE_BYTES = 16;
/**
 * Random bytes are drawn 4 KiB at a time and each 16-byte slice is used for one nonce only:
 * one call into the system's CSPRNG per 256 requests instead of one per request (it showed as
 * 3-4 % of a cached page's cost under load). Every nonce is still 128 fresh random bits.
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let offset = 0;

export function nextNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const nonce = pool.toString('base64', offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}

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
    scriptSrc: [...script, (_req: unknown, res: { locals: { nonce: string } }) => `'nonce-${res.locals.nonce}'`],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'"],
    // style="" attributes (widths of progress bars, image aspect boxes) are harmless; <style> elements stay blocked.
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: img,
    fontSrc: ["'self'"],
    connectSrc: connect,
    frameSrc: options.frameSrc?.length ? options.frameSrc : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
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

/** Stands for the request's nonce while helmet's headers are recorded (letters only: helmet accepts it). */
const NONCE_MARK = 'NONCEMARKq7Zx';

/**
 * Runs helmet once, at start, against a response that only records what is set. Every header
 * helmet sets is the same for every request except the CSP's nonce, so the CSP is kept as the
 * pieces of text around the nonce.
 */
export function recordHelmetHeaders(middleware: RequestHandler): { constant: [string, string][]; cspAroundNonce: string[] } {
  const headers = new Map<string, string>();
  const response = {
    locals: { nonce: NONCE_MARK },
    setHeader: (name: string, value: unknown) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
  };
  let passed = false;
  middleware({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
    passed = true;
  });
  const csp = headers.get('Content-Security-Policy');
  if (!passed || !csp?.includes(NONCE_MARK)) throw new Error('helmet did not set a Content-Security-Policy with the nonce synchronously');
  headers.delete('Content-Security-Policy');
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  // Every place the nonce appears (script-src now; style-src too, should it ever use one).
  return { constant: [...headers], cspAroundNonce: csp.split(NONCE_MARK) };
}

/**
 * Gives each request a fresh nonce (res.locals.nonce) and helmet's security headers with it.
 * Helmet's eleven middlewares ran per request before, about 9 % of a cached page's work; the
 * headers are now recorded from helmet once and copied (docs/decisions/064).
 */
export function securityHeaders(options: CspOptions): RequestHandler {
  const { constant, cspAroundNonce } = recordHelmetHeaders(helmetFor(options));
  return (_req, res, next) => {
    const nonce = nextNonce();
    res.locals.nonce = nonce;
    for (const [name, value] of constant) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', cspAroundNonce.join(nonce));
    next();
  };
}
