/**
 * Every environment variable of docs/product.md, parsed once at start with one zod schema.
 * An invalid value stops the process with one line naming the variable; nothing else in
 * the server reads process.env.
 */
import { z } from 'zod';
import { parsePeerSpec } from './peer-spec.ts';
import { StartupError } from './startup-error.ts';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const port = (fallback: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0)
    .max(65535, 'must be at most 65535')
    .default(fallback);

const milliseconds = (fallback: number) =>
  z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(0, 'must not be negative').default(fallback);

const httpUrl = z
  .string()
  .trim()
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), 'must be an http(s) URL');

/**
 * Origins (scheme://host[:port], nothing after) separated by commas or spaces: they become CSP
 * sources and postMessage targets, where a path or a wildcard would not mean the same thing.
 */
const originList = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const origins = value.split(/[\s,]+/).filter(Boolean);
    for (const origin of origins) {
      // No wildcard: each is also a postMessage target, which must be one exact origin.
      if (!/^https?:\/\/[^*]+$/i.test(origin) || !URL.canParse(origin) || new URL(origin).origin !== origin.toLowerCase()) {
        ctx.addIssue({
          code: 'custom',
          message: `must be origins like https://app.contentful.com (got ${JSON.stringify(origin.slice(0, 80))})`,
        });
        return z.NEVER;
      }
    }
    if (origins.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'must name at least one origin' });
      return z.NEVER;
    }
    return origins.map((origin) => origin.toLowerCase());
  });

/** Only https: a visitor leaves for it from a button, so a script, a plain-http or a relative address is refused. */
const httpsUrl = z
  .string()
  .trim()
  .refine((value) => /^https:\/\/[^\s/]+/i.test(value) && URL.canParse(value), 'must be an https:// address')
  .transform((value) => new URL(value).href);

/** Peers as `host:port,…` or one DNS name (a headless Service): the pods, or the cache tier's replicas. */
const peerSpec = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    try {
      parsePeerSpec(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
    }
  })
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''], { message: "must be 'true' or 'false'" })
  .default('false')
  .transform((value) => value === 'true' || value === '1');

export const ENV_SCHEMA = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: port(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    // Prometheus scrapes here (same HOST), never on the public PORT.
    METRICS_PORT: port(9464),
    // Unset: this machine on PORT (parseConfig), so canonical links follow a changed PORT.
    PUBLIC_SITE_URL: httpUrl.transform((value) => value.replace(/\/+$/, '')).optional(),
    CONTENTFUL_SPACE_ID: optionalString,
    CONTENTFUL_ACCESS_TOKEN: optionalString,
    CONTENTFUL_ENVIRONMENT: z.string().trim().min(1).default('master'),
    CONTENTFUL_HOST: z
      .string()
      .trim()
      .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, 'must be host[:port] without a scheme')
      .default('cdn.contentful.com'),
    CONTENTFUL_INSECURE: booleanFlag,
    CONTENTFUL_WEBHOOK_SECRET: optionalString,
    CONTENTFUL_PREVIEW_TOKEN: optionalString,
    CONTENTFUL_PREVIEW_HOST: z
      .string()
      .trim()
      .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, 'must be host[:port] without a scheme')
      .default('preview.contentful.com'),
    // Editors' preview links carry it: long enough that guessing it is hopeless.
    CONTENTFUL_PREVIEW_SECRET: z.string().trim().min(16, 'must be at least 16 characters').optional(),
    // Who may frame preview responses: Contentful's web app, whose Live Preview pane shows the site beside the entry editor.
    CONTENTFUL_PREVIEW_FRAME_ANCESTORS: originList.default(['https://app.contentful.com']),
    REVIEWS_URL: httpUrl.optional(),
    GOOGLE_PLACES_API_KEY: optionalString,
    GOOGLE_PLACE_ID: optionalString,
    REVIEWS_FILE: optionalString,
    WEB3FORMS_ACCESS_KEY: optionalString,
    WEB3FORMS_URL: httpUrl.default('https://api.web3forms.com/submit'),
    SMTP_URL: z
      .string()
      .trim()
      .refine((value) => /^smtps?:\/\//i.test(value) && URL.canParse(value), 'must be an smtp:// or smtps:// URL')
      .optional(),
    CONTACT_TO: z.string().trim().email('must be an e-mail address').optional(),
    CONTACT_FROM: z.string().trim().email('must be an e-mail address').optional(),
    OUTBOX_DIR: z.string().trim().min(1).default('./data/outbox'),
    // The cluster sets it: an outbox on a pod's own volume dies with the pod, so a message must be forwarded.
    CONTACT_REQUIRE_FORWARDER: booleanFlag,
    CONTACT_RATE_LIMIT: z.coerce.number({ message: 'must be a number' }).int().min(1, 'must be at least 1').default(5),
    // GETs of the contact page (rendered per visitor, never stored), per client address per minute.
    CONTACT_PAGE_RATE_LIMIT: z.coerce.number({ message: 'must be a number' }).int().min(1, 'must be at least 1').default(30),
    CONTACT_MIN_FILL_MS: milliseconds(3000),
    // Share of page loads whose browser reports Web Vitals and errors (docs/decisions/091); 0 turns
    // real-user monitoring off: no script loaded, and POST /api/vitals and /api/client-errors answer 404.
    RUM_SAMPLE_RATE: z.coerce
      .number({ message: 'must be a number from 0 to 1' })
      .min(0, 'must be from 0 to 1')
      .max(1, 'must be from 0 to 1')
      .default(1),
    RUM_RATE_LIMIT: z.coerce.number({ message: 'must be a number' }).int().min(1, 'must be at least 1').default(120),
    // The owner's scheduling page (Cal.com, Calendly...), offered beside the calls to action that lead to the form.
    BOOKING_URL: httpsUrl.optional(),
    GA_MEASUREMENT_ID: z
      .string()
      .trim()
      .regex(/^G-[A-Z0-9]+$/i, 'must look like G-XXXXXXX')
      .optional(),
    META_PIXEL_ID: z.string().trim().regex(/^\d+$/, 'must be digits').optional(),
    SHUTDOWN_DRAIN_MS: milliseconds(5000),
    SHUTDOWN_TIMEOUT_MS: milliseconds(25000),
    // Signs state the server hands out and checks later (form tokens, purges between pods).
    // Unset: a random key per process, fine for one process only (server/security/site-secret.server.ts).
    SITE_SECRET: z.string().trim().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
    // Other pods to forward a content purge to: host:port,host:port or one DNS name (headless Service).
    CACHE_PURGE_PEERS: peerSpec,
    // The shared HTTP cache tier (Varnish) a publish purges by tag: host:port,host:port or one DNS name (its headless Service).
    HTTP_CACHE_PEERS: peerSpec,
    // A Redis or Valkey the rate limits share across pods; its password may be in it, so it is never logged.
    REDIS_URL: z
      .string()
      .trim()
      .refine((value) => /^rediss?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), 'must be a redis:// or rediss:// URL')
      .optional(),
    TRUST_PROXY: z.coerce.number({ message: 'must be a number of hops' }).int().min(0).default(0),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    const pairs: Array<[keyof typeof env, keyof typeof env]> = [
      ['CONTENTFUL_SPACE_ID', 'CONTENTFUL_ACCESS_TOKEN'],
      ['CONTENTFUL_ACCESS_TOKEN', 'CONTENTFUL_SPACE_ID'],
      ['GOOGLE_PLACES_API_KEY', 'GOOGLE_PLACE_ID'],
      ['GOOGLE_PLACE_ID', 'GOOGLE_PLACES_API_KEY'],
      ['SMTP_URL', 'CONTACT_TO'],
    ];
    if (env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT (metrics are never on the public port)' });
    }
    if (env.CONTACT_REQUIRE_FORWARDER && env.SMTP_URL === undefined && env.WEB3FORMS_ACCESS_KEY === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'or WEB3FORMS_ACCESS_KEY is required when CONTACT_REQUIRE_FORWARDER is true: without a forwarder messages would stay in OUTBOX_DIR on this pod and be lost with it (to keep an outbox on a persistent volume, set CONTACT_REQUIRE_FORWARDER=false)',
      });
    }
    for (const [given, needed] of pairs) {
      if (env[given] !== undefined && env[needed] === undefined) {
        ctx.addIssue({ code: 'custom', path: [needed], message: `is required when ${given} is set` });
      }
    }
  });

export type Config = Omit<z.infer<typeof ENV_SCHEMA>, 'PUBLIC_SITE_URL'> & { PUBLIC_SITE_URL: string };

export class ConfigError extends StartupError {
  override name = 'ConfigError';
}

/**
 * The origin when PUBLIC_SITE_URL is unset: this machine on PORT. With PORT=0 the port is
 * picked only when listening, after the pages' links are set up, so it is left out; set
 * PUBLIC_SITE_URL when links must be right on a picked port.
 */
function defaultSiteUrl(port: number): string {
  return port === 0 ? 'http://localhost' : `http://localhost:${port}`;
}

/** Blank values count as unset, as they do in most .env files. */
function withoutBlanks(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== ''),
  );
}

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const result = ENV_SCHEMA.safeParse(withoutBlanks(env));
  if (result.success) return { ...result.data, PUBLIC_SITE_URL: result.data.PUBLIC_SITE_URL ?? defaultSiteUrl(result.data.PORT) };
  const issue = result.error.issues[0]!;
  const variable = String(issue.path[0] ?? 'environment');
  throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}`);
}
