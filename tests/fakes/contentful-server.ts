/**
 * A small Content Delivery API on 127.0.0.1 that the real contentful SDK talks to (over plain
 * http, as CONTENTFUL_INSECURE=true allows). It speaks the parts of the CDA the site uses:
 * GET /spaces/:space/environments/:env/entries with content_type, order, include, limit, skip
 * and equality filters on fields (fields.slug, fields.category.sys.id, ...), answers with
 * items plus includes.Entry / includes.Asset, GET /spaces/:space/environments/:env/locales
 * (one default locale, en-US), and fails the way Contentful fails.
 *
 * Beside it, on its own port (`previewHost`), the Content Preview API as Contentful runs it:
 * the same API, its own token, and drafts included. A record made with draft() exists only
 * there; a draft with the id of a published record is that record's newer, unpublished version.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CdaLink {
  sys: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string };
}

export interface CdaRecord {
  sys: Record<string, unknown> & { id: string; type: 'Entry' | 'Asset' };
  fields: Record<string, unknown>;
  /** Not published: served by the Preview API only (never sent as a field). */
  draft?: true;
}

/** Which of the two APIs answered: delivery (published content) or preview (drafts too). */
export type FakeApi = 'delivery' | 'preview';

/**
 * ok: normal answers. not-found: 404 NotFound for everything (a deleted space or environment).
 * rate-limited: 429 with x-contentful-ratelimit-reset. server-error: 500. hang: never answers.
 */
export type FakeMode = 'ok' | 'not-found' | 'rate-limited' | 'server-error' | 'hang';

export interface RecordedRequest {
  api: FakeApi;
  path: string;
  query: Record<string, string>;
  authorization?: string;
}

export interface FakeContentful {
  /** host:port for CONTENTFUL_HOST. */
  host: string;
  url: string;
  spaceId: string;
  environment: string;
  accessToken: string;
  /** host:port of the Preview API, for CONTENTFUL_PREVIEW_HOST. */
  previewHost: string;
  previewToken: string;
  requests: RecordedRequest[];
  mode: FakeMode;
  /** Added before every answer: a slow CDA (0, the default, answers at once). */
  delayMs: number;
  /** Replace the content (entries and assets) served from now on. */
  setContent(records: CdaRecord[]): void;
  /** Env vars that point the app at this fake. */
  env(): Record<string, string>;
  /** Env vars that point the app's draft preview at this fake's Preview API (add CONTENTFUL_PREVIEW_SECRET). */
  previewEnv(): Record<string, string>;
  close(): Promise<void>;
}

export const link = (linkType: 'Entry' | 'Asset', id: string): CdaLink => ({ sys: { type: 'Link', linkType, id } });

const SPACE_SYS = (spaceId: string, environment: string) => ({
  space: { sys: { type: 'Link', linkType: 'Space', id: spaceId } },
  environment: { sys: { id: environment, type: 'Link', linkType: 'Environment' } },
});

export function entry(
  contentType: string,
  id: string,
  fields: Record<string, unknown>,
  dates: { createdAt?: string; updatedAt?: string } = {},
): CdaRecord {
  const createdAt = dates.createdAt ?? '2025-01-01T00:00:00.000Z';
  return {
    sys: {
      id,
      type: 'Entry',
      createdAt,
      updatedAt: dates.updatedAt ?? createdAt,
      revision: 1,
      locale: 'en-US',
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } },
    },
    fields,
  };
}

export function asset(
  id: string,
  file: { url: string; width?: number; height?: number; contentType?: string },
  title = '',
  description = '',
): CdaRecord {
  return {
    sys: { id, type: 'Asset', createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z', revision: 1, locale: 'en-US' },
    fields: {
      title,
      description,
      file: {
        url: file.url,
        fileName: file.url.split('/').pop(),
        contentType: file.contentType ?? 'image/jpeg',
        details: { size: 1000, ...(file.width && file.height ? { image: { width: file.width, height: file.height } } : {}) },
      },
    },
  };
}

/** The unpublished version of a record: only the Preview API serves it. */
export function draft(record: CdaRecord): CdaRecord {
  return { ...record, draft: true };
}

/** What one API sees: delivery the published records; preview those, each replaced by its draft when it has one, and new drafts. */
function visibleTo(api: FakeApi, records: CdaRecord[]): CdaRecord[] {
  if (api === 'delivery') return records.filter((record) => !record.draft);
  const key = (record: CdaRecord) => `${record.sys.type}:${record.sys.id}`;
  const drafts = new Map(records.filter((record) => record.draft).map((record) => [key(record), record]));
  const published = records.filter((record) => !record.draft).map((record) => drafts.get(key(record)) ?? record);
  const newOnes = [...drafts.values()].filter((record) => !published.includes(record));
  return [...published, ...newOnes];
}

const RATE_LIMIT_RESET_SECONDS = 3;

function isLink(value: unknown): value is CdaLink {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as CdaLink).sys?.type === 'Link' &&
    ['Entry', 'Asset'].includes((value as CdaLink).sys.linkType)
  );
}

/** Every link anywhere inside a value (fields, arrays, rich-text node data). */
function linksIn(value: unknown, found: CdaLink[] = []): CdaLink[] {
  if (isLink(value)) found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => linksIn(item, found));
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((item) => linksIn(item, found));
  return found;
}

function readPath(record: CdaRecord, dotted: string): unknown {
  let value: unknown = record;
  for (const part of dotted.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  return String(a) < String(b) ? -1 : 1;
}

function errorBody(id: string, message: string, requestId: string, details?: object) {
  return JSON.stringify({ sys: { type: 'Error', id }, message, ...(details ? { details } : {}), requestId });
}

export async function startFakeContentful(
  records: CdaRecord[] = [],
  options: { spaceId?: string; environment?: string; accessToken?: string; previewToken?: string } = {},
): Promise<FakeContentful> {
  const spaceId = options.spaceId ?? 'fakespace';
  const environment = options.environment ?? 'master';
  const accessToken = options.accessToken ?? 'fake-delivery-token-0123456789';
  const previewToken = options.previewToken ?? 'fake-preview-token-9876543210';
  const tokens: Record<FakeApi, string> = { delivery: accessToken, preview: previewToken };
  let allRecords = records;
  const hanging = new Set<http.ServerResponse>();

  const fake: FakeContentful = {
    host: '',
    url: '',
    spaceId,
    environment,
    accessToken,
    previewHost: '',
    previewToken,
    requests: [],
    mode: 'ok',
    delayMs: 0,
    setContent(next) {
      allRecords = next;
    },
    env() {
      return {
        CONTENTFUL_SPACE_ID: spaceId,
        CONTENTFUL_ACCESS_TOKEN: accessToken,
        CONTENTFUL_ENVIRONMENT: environment,
        CONTENTFUL_HOST: fake.host,
        CONTENTFUL_INSECURE: 'true',
      };
    },
    previewEnv() {
      return { CONTENTFUL_PREVIEW_TOKEN: previewToken, CONTENTFUL_PREVIEW_HOST: fake.previewHost };
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };

  const handle = (api: FakeApi) => async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    fake.requests.push({ api, path: url.pathname, query, authorization: req.headers.authorization });
    if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    const content = visibleTo(api, allRecords);
    const requestId = randomUUID();
    res.setHeader('x-contentful-request-id', requestId);
    res.setHeader('content-type', 'application/vnd.contentful.delivery.v1+json');
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
      res.writeHead(status).end(body);
    };

    if (fake.mode === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (fake.mode === 'rate-limited') {
      return send(
        429,
        errorBody(
          'RateLimitExceeded',
          'You have exceeded the rate limit of the Organization this Space belongs to by making too many API requests within a short timespan. Please wait a moment before trying the request again.',
          requestId,
        ),
        {
          'x-contentful-ratelimit-reset': String(RATE_LIMIT_RESET_SECONDS),
        },
      );
    }
    if (fake.mode === 'server-error') return send(500, errorBody('ServerError', 'Internal server error', requestId));
    // Each API takes only its own kind of token, as Contentful's do.
    if (req.headers.authorization !== `Bearer ${tokens[api]}`) {
      return send(401, errorBody('AccessTokenInvalid', 'The access token you sent could not be found or is invalid.', requestId));
    }
    const locales = /^\/spaces\/([^/]+)\/environments\/([^/]+)\/locales$/.exec(url.pathname);
    if (fake.mode === 'ok' && locales?.[1] === spaceId && locales[2] === environment) {
      const locale = {
        code: 'en-US',
        name: 'English (United States)',
        default: true,
        fallbackCode: null,
        sys: { id: '1x0xpXu4pSGS4OukSyWGUK', type: 'Locale', version: 1 },
      };
      return send(200, JSON.stringify({ sys: { type: 'Array' }, total: 1, skip: 0, limit: 1000, items: [locale] }));
    }
    const match = /^\/spaces\/([^/]+)\/environments\/([^/]+)\/entries$/.exec(url.pathname);
    if (fake.mode === 'not-found' || !match || match[1] !== spaceId || match[2] !== environment) {
      return send(404, errorBody('NotFound', 'The resource could not be found.', requestId, { type: 'Entry', space: match?.[1] }));
    }

    const fieldFilters = Object.entries(query).filter(([key]) => key.startsWith('fields.'));
    if (fieldFilters.length > 0 && !query.content_type) {
      return send(
        400,
        errorBody(
          'InvalidQuery',
          'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
          requestId,
          {
            errors: [{ name: 'unknownContentType', value: 'DOESNOTEXIST' }],
          },
        ),
      );
    }
    let items = content.filter((record) => record.sys.type === 'Entry');
    if (query.content_type) items = items.filter((record) => readPath(record, 'sys.contentType.sys.id') === query.content_type);
    for (const [key, value] of fieldFilters) items = items.filter((record) => String(readPath(record, key) ?? '') === value);
    if (query['sys.id']) items = items.filter((record) => record.sys.id === query['sys.id']);
    if (query.order) {
      const orders = query.order.split(',').map((spec) => ({ desc: spec.startsWith('-'), path: spec.replace(/^-/, '') }));
      items = [...items].sort((a, b) => {
        for (const { desc, path } of orders) {
          const result = compare(readPath(a, path), readPath(b, path));
          if (result !== 0) return desc ? -result : result;
        }
        return 0;
      });
    }
    const total = items.length;
    const skip = Number(query.skip ?? 0);
    const limit = Math.min(Number(query.limit ?? 100), 1000);
    const page = items.slice(skip, skip + limit);

    // Links resolved to `include` levels deep, as the CDA does (default 1, at most 10).
    const depth = Math.min(Number(query.include ?? 1), 10);
    const byKey = new Map(content.map((record) => [`${record.sys.type}:${record.sys.id}`, record]));
    const included = new Map<string, CdaRecord>();
    let frontier: CdaRecord[] = page;
    for (let level = 0; level < depth; level += 1) {
      const next: CdaRecord[] = [];
      for (const record of frontier) {
        for (const found of linksIn(record.fields)) {
          const key = `${found.sys.linkType}:${found.sys.id}`;
          const target = byKey.get(key);
          if (!target || included.has(key)) continue;
          included.set(key, target);
          next.push(target);
        }
      }
      frontier = next;
    }
    const withSpace = ({ draft: _draft, ...record }: CdaRecord) => ({
      ...record,
      sys: { ...SPACE_SYS(spaceId, environment), ...record.sys },
    });
    const includes = {
      Entry: [...included.values()].filter((record) => record.sys.type === 'Entry').map(withSpace),
      Asset: [...included.values()].filter((record) => record.sys.type === 'Asset').map(withSpace),
    };
    send(200, JSON.stringify({ sys: { type: 'Array' }, total, skip, limit, items: page.map(withSpace), includes }));
  };

  const servers = [http.createServer(handle('delivery')), http.createServer(handle('preview'))];
  const ports = await Promise.all(
    servers.map(
      (server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))),
    ),
  );
  fake.host = `127.0.0.1:${ports[0]}`;
  fake.url = `http://127.0.0.1:${ports[0]}`;
  fake.previewHost = `127.0.0.1:${ports[1]}`;
  return fake;
}
