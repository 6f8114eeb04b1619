/**
 * A small Content Management API on 127.0.0.1 (https, see self-signed-cert.ts) that the real
 * contentful-management SDK and contentful-migration talk to. It speaks the parts of the CMA
 * that `npm run cms:migrate` and `npm run cms:seed` use, under /spaces/:space/environments/:env:
 *
 * - locales, tags (read), content types (list with sys.id[in], get, create/update, publish),
 *   editor interfaces (get, update), entries and assets (list, get, create with an id, update,
 *   publish), asset processing (files/:locale/process), and uploads (POST .../uploads, the
 *   upload host being this same server).
 * - Versions as Contentful keeps them: every write answers the new sys.version, an update or
 *   publish must send the current one in X-Contentful-Version (else 409 VersionMismatch),
 *   publishing sets publishedVersion and bumps the version, processing bumps it too.
 * - Publishing an entry checks it against its content type the way Contentful does (required
 *   fields, unique, regexp, size, link content types, rich-text node and mark allow-lists) and
 *   answers 422 ValidationFailed with the errors; a content type's editor interface appears
 *   when the type is first published.
 * - Every request is recorded (method, path, X-Contentful-Version) so tests can tell reads
 *   from writes.
 */
import { randomUUID } from 'node:crypto';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeSelfSignedCert } from './self-signed-cert.ts';

type Json = Record<string, unknown>;

export interface CmaSys extends Json {
  id: string;
  type: string;
  version: number;
  publishedVersion?: number;
}

export interface CmaEntity extends Json {
  sys: CmaSys;
}

export interface CmaField {
  id: string;
  name: string;
  type: string;
  linkType?: string;
  required?: boolean;
  localized?: boolean;
  validations?: Json[];
  items?: { type: string; linkType?: string; validations?: Json[] };
}

export interface CmaContentType extends CmaEntity {
  name: string;
  displayField?: string;
  fields: CmaField[];
}

export interface RecordedCmaRequest {
  method: string;
  path: string;
  version?: string;
}

export interface FakeContentManagement {
  /** host:port for CONTENTFUL_MANAGEMENT_HOST (API and uploads). */
  host: string;
  spaceId: string;
  environment: string;
  token: string;
  /** The TLS certificate to trust (NODE_EXTRA_CA_CERTS). */
  certFile: string;
  requests: RecordedCmaRequest[];
  contentTypes(): CmaContentType[];
  editorInterface(contentTypeId: string): (CmaEntity & { controls: Json[] }) | undefined;
  entries(): Array<CmaEntity & { fields: Record<string, Record<string, unknown>> }>;
  assets(): Array<CmaEntity & { fields: Record<string, Record<string, unknown>> }>;
  uploads(): Map<string, Buffer>;
  /** Put an entry in place as someone else (an editor) made it: published, version 2. */
  addForeignEntry(contentTypeId: string, id: string, fields: Record<string, Record<string, unknown>>): void;
  /** An entry created and never published (version 1), as a run stopped halfway leaves it. */
  addDraftEntry(contentTypeId: string, id: string, fields: Record<string, Record<string, unknown>>): void;
  /** Env vars that point cms:migrate and cms:seed at this fake. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const LOCALE = 'en-US';
/** Uploads bigger than this are refused (the fake keeps them in memory). */
const MAX_BODY_BYTES = 5 * 1024 * 1024;

class CmaError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
    readonly details?: Json,
  ) {
    super(message);
  }
}

const notFound = (type: string, id: string) => new CmaError(404, 'NotFound', 'The resource could not be found.', { type, id });

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    req.on('data', (part: Buffer) => {
      size += part.length;
      if (size > MAX_BODY_BYTES) reject(new CmaError(413, 'RequestEntityTooLarge', 'Request body too large'));
      else parts.push(part);
    });
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });
}

/** Width and height of an SVG (width/height attributes or viewBox) or a PNG, as Contentful's processing reports them. */
function imageSize(bytes: Buffer, contentType: string): { width: number; height: number } | undefined {
  if (contentType === 'image/png' && bytes.length > 24) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (contentType !== 'image/svg+xml') return undefined;
  const head = /<svg\b[^>]*>/.exec(bytes.toString('utf8'))?.[0] ?? '';
  const width = Number(/\bwidth="([\d.]+)/.exec(head)?.[1]);
  const height = Number(/\bheight="([\d.]+)/.exec(head)?.[1]);
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  const box = /\bviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(head);
  return box ? { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) } : undefined;
}

type RichNode = { nodeType: string; content?: RichNode[]; marks?: Array<{ type: string }> };

/** Node types that are always allowed: the structure that enabledNodeTypes does not list. */
const STRUCTURAL_NODES = new Set(['document', 'paragraph', 'text', 'list-item', 'table-row', 'table-cell', 'table-header-cell']);

function richTextErrors(document: RichNode, validations: Json[], path: string[]): Json[] {
  const nodeTypes = validations.find((rule) => 'enabledNodeTypes' in rule)?.enabledNodeTypes as string[] | undefined;
  const marks = validations.find((rule) => 'enabledMarks' in rule)?.enabledMarks as string[] | undefined;
  const errors: Json[] = [];
  const walk = (node: RichNode) => {
    if (nodeTypes && !STRUCTURAL_NODES.has(node.nodeType) && !nodeTypes.includes(node.nodeType)) {
      errors.push({ name: 'enabledNodeTypes', path, details: `Node type ${node.nodeType} is not allowed`, value: node.nodeType });
    }
    for (const mark of node.marks ?? []) {
      if (marks && !marks.includes(mark.type))
        errors.push({ name: 'enabledMarks', path, details: `Mark ${mark.type} is not allowed`, value: mark.type });
    }
    node.content?.forEach(walk);
  };
  walk(document);
  return errors;
}

export async function startFakeContentManagement(
  options: { spaceId?: string; environment?: string; token?: string } = {},
): Promise<FakeContentManagement> {
  const spaceId = options.spaceId ?? 'fakespace';
  const environment = options.environment ?? 'master';
  const token = options.token ?? 'fake-management-token-0123456789';
  const tls = makeSelfSignedCert();
  const store = {
    contentTypes: new Map<string, CmaContentType>(),
    editorInterfaces: new Map<string, CmaEntity & { controls: Json[] }>(),
    entries: new Map<string, CmaEntity & { fields: Record<string, Record<string, unknown>> }>(),
    assets: new Map<string, CmaEntity & { fields: Record<string, Record<string, unknown>> }>(),
    uploads: new Map<string, Buffer>(),
  };
  const now = () => new Date().toISOString();
  const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });
  const newSys = (type: string, id: string, extra: Json = {}): CmaSys => ({
    id,
    type,
    version: 1,
    createdAt: now(),
    updatedAt: now(),
    space: link('Space', spaceId),
    environment: link('Environment', environment),
    ...extra,
  });

  /** An update or publish must name the version it read. */
  const checkVersion = (entity: CmaEntity, header: string | undefined) => {
    if (header === undefined || Number(header) !== entity.sys.version) {
      throw new CmaError(
        409,
        'VersionMismatch',
        'Version mismatch error. The version you specified was incorrect. This may be due to someone else editing the content.',
      );
    }
  };
  const bump = (entity: CmaEntity) => {
    entity.sys.version += 1;
    entity.sys.updatedAt = now();
  };
  const publish = (entity: CmaEntity) => {
    entity.sys.publishedVersion = entity.sys.version;
    entity.sys.publishedAt = now();
    entity.sys.publishedCounter = Number(entity.sys.publishedCounter ?? 0) + 1;
    bump(entity);
  };

  const fieldErrors = (entry: CmaEntity & { fields: Record<string, Record<string, unknown>> }, type: CmaContentType): Json[] => {
    const errors: Json[] = [];
    for (const field of type.fields) {
      const value = entry.fields[field.id]?.[LOCALE];
      const path = ['fields', field.id, LOCALE];
      if (value === undefined || value === null || value === '') {
        if (field.required) errors.push({ name: 'required', path, details: 'The property is required' });
        continue;
      }
      for (const rule of field.validations ?? []) {
        if (rule.unique) {
          const clash = [...store.entries.values()].some(
            (other) =>
              other !== entry &&
              other.sys.publishedVersion !== undefined &&
              (other.sys.contentType as { sys: { id: string } }).sys.id === type.sys.id &&
              other.fields[field.id]?.[LOCALE] === value,
          );
          if (clash) errors.push({ name: 'unique', path, details: 'Same field value present in other entry', value });
        }
        const regexp = rule.regexp as { pattern: string } | undefined;
        if (regexp && !new RegExp(regexp.pattern).test(String(value))) errors.push({ name: 'regexp', path, value });
        const size = rule.size as { min?: number; max?: number } | undefined;
        const length = typeof value === 'string' || Array.isArray(value) ? value.length : undefined;
        if (
          size &&
          length !== undefined &&
          ((size.max !== undefined && length > size.max) || (size.min !== undefined && length < size.min))
        ) {
          errors.push({ name: 'size', path, value });
        }
        const allowedTypes = rule.linkContentType as string[] | undefined;
        if (allowedTypes && field.type === 'Link') {
          const target = store.entries.get((value as { sys: { id: string } }).sys.id);
          const targetType = (target?.sys.contentType as { sys: { id: string } } | undefined)?.sys.id;
          if (!targetType || !allowedTypes.includes(targetType)) errors.push({ name: 'linkContentType', path, value });
        }
      }
      if (field.type === 'Link') {
        const id = (value as { sys: { id: string } }).sys.id;
        const exists = field.linkType === 'Asset' ? store.assets.has(id) : store.entries.has(id);
        if (!exists) errors.push({ name: 'notResolvable', path, link: value });
      }
      if (field.type === 'RichText') errors.push(...richTextErrors(value as RichNode, field.validations ?? [], path));
    }
    return errors;
  };

  const collection = (items: unknown[], query: URLSearchParams) => {
    const skip = Number(query.get('skip') ?? 0);
    const limit = Number(query.get('limit') ?? 100);
    return { sys: { type: 'Array' }, total: items.length, skip, limit, items: items.slice(skip, skip + limit) };
  };

  const route = async (req: IncomingMessage, url: URL): Promise<[number, unknown]> => {
    const method = req.method ?? 'GET';
    const versionHeader = req.headers['x-contentful-version'] as string | undefined;
    const body = await readBody(req);
    const json = (): Json => (body.length ? (JSON.parse(body.toString('utf8')) as Json) : {});
    const query = url.searchParams;

    const upload = /^\/spaces\/([^/]+)(?:\/environments\/([^/]+))?\/uploads$/.exec(url.pathname);
    if (upload && method === 'POST') {
      if (upload[1] !== spaceId) throw notFound('Space', upload[1]!);
      const id = randomUUID().replaceAll('-', '');
      store.uploads.set(id, body);
      return [201, { sys: { id, type: 'Upload', createdAt: now(), expiresAt: now(), space: link('Space', spaceId) } }];
    }

    const scoped = /^\/spaces\/([^/]+)\/environments\/([^/]+)(\/.*)$/.exec(url.pathname);
    if (!scoped || scoped[1] !== spaceId || scoped[2] !== environment) throw notFound('Environment', scoped?.[2] ?? '');
    const rest = scoped[3]!;
    let match: RegExpExecArray | null;

    if (rest === '/locales' && method === 'GET') {
      return [
        200,
        collection(
          [
            {
              sys: { id: 'locale-en-us', type: 'Locale', version: 1 },
              code: LOCALE,
              name: 'English (United States)',
              default: true,
              fallbackCode: null,
            },
          ],
          query,
        ),
      ];
    }
    if (rest === '/tags' && method === 'GET') return [200, collection([], query)];

    if (rest === '/content_types' && method === 'GET') {
      const ids = query.get('sys.id[in]')?.split(',');
      return [
        200,
        collection(
          [...store.contentTypes.values()].filter((type) => !ids || ids.includes(type.sys.id)),
          query,
        ),
      ];
    }
    if ((match = /^\/content_types\/([^/]+)$/.exec(rest))) {
      const id = match[1]!;
      const existing = store.contentTypes.get(id);
      if (method === 'GET') {
        if (!existing) throw notFound('ContentType', id);
        return [200, existing];
      }
      if (method === 'PUT') {
        const data = json();
        if (!existing) {
          if (versionHeader !== undefined && Number(versionHeader) !== 0) throw notFound('ContentType', id);
          const created: CmaContentType = { ...(data as object), sys: newSys('ContentType', id) } as CmaContentType;
          store.contentTypes.set(id, created);
          return [201, created];
        }
        checkVersion(existing, versionHeader);
        const updated = { ...(data as object), sys: existing.sys } as CmaContentType;
        bump(updated);
        store.contentTypes.set(id, updated);
        return [200, updated];
      }
    }
    if ((match = /^\/content_types\/([^/]+)\/published$/.exec(rest)) && method === 'PUT') {
      const id = match[1]!;
      const type = store.contentTypes.get(id);
      if (!type) throw notFound('ContentType', id);
      checkVersion(type, versionHeader);
      publish(type);
      if (!store.editorInterfaces.has(id)) {
        const controls = type.fields.map((field) => ({ fieldId: field.id }));
        store.editorInterfaces.set(id, {
          sys: { ...newSys('EditorInterface', 'default'), contentType: link('ContentType', id) },
          controls,
        });
      }
      return [200, type];
    }
    if ((match = /^\/content_types\/([^/]+)\/editor_interface$/.exec(rest))) {
      const id = match[1]!;
      const existing = store.editorInterfaces.get(id);
      if (!existing) throw notFound('EditorInterface', id);
      if (method === 'GET') return [200, existing];
      if (method === 'PUT') {
        checkVersion(existing, versionHeader);
        const updated = { ...(json() as object), sys: existing.sys } as CmaEntity & { controls: Json[] };
        bump(updated);
        store.editorInterfaces.set(id, updated);
        return [200, updated];
      }
    }

    for (const kind of ['entries', 'assets'] as const) {
      const map = store[kind];
      const typeName = kind === 'entries' ? 'Entry' : 'Asset';
      if (rest === `/${kind}` && method === 'GET') {
        let items = [...map.values()];
        const contentType = query.get('content_type') ?? query.get('sys.contentType.sys.id');
        const contentTypes = query.get('sys.contentType.sys.id[in]')?.split(',');
        if (contentType) items = items.filter((item) => (item.sys.contentType as { sys: { id: string } }).sys.id === contentType);
        if (contentTypes) items = items.filter((item) => contentTypes.includes((item.sys.contentType as { sys: { id: string } }).sys.id));
        const ids = query.get('sys.id[in]')?.split(',');
        if (ids) items = items.filter((item) => ids.includes(item.sys.id));
        for (const [key, value] of query) {
          if (!key.startsWith('fields.')) continue;
          if (!contentType)
            throw new CmaError(400, 'InvalidQuery', 'The query you sent was invalid.', { errors: [{ name: 'unknownContentType' }] });
          const fieldId = key.slice('fields.'.length);
          items = items.filter((item) => String(item.fields[fieldId]?.[LOCALE] ?? '') === value);
        }
        return [200, collection(items, query)];
      }
      if ((match = new RegExp(`^/${kind}/([^/]+)$`).exec(rest))) {
        const id = match[1]!;
        const existing = map.get(id);
        if (method === 'GET') {
          if (!existing) throw notFound(typeName, id);
          return [200, existing];
        }
        if (method === 'PUT') {
          const data = json() as { fields?: Record<string, Record<string, unknown>>; metadata?: Json };
          if (!existing) {
            const contentTypeId = req.headers['x-contentful-content-type'] as string | undefined;
            if (kind === 'entries' && (!contentTypeId || !store.contentTypes.get(contentTypeId)?.sys.publishedVersion)) {
              throw new CmaError(422, 'UnknownContentType', 'The content type of this entry does not exist or is not published.');
            }
            const extra = kind === 'entries' ? { contentType: link('ContentType', contentTypeId!) } : {};
            const created = { sys: newSys(typeName, id, extra), fields: data.fields ?? {}, metadata: data.metadata ?? { tags: [] } };
            map.set(id, created);
            return [201, created];
          }
          checkVersion(existing, versionHeader);
          existing.fields = data.fields ?? {};
          if (data.metadata) existing.metadata = data.metadata;
          bump(existing);
          return [200, existing];
        }
      }
      if ((match = new RegExp(`^/${kind}/([^/]+)/published$`).exec(rest)) && method === 'PUT') {
        const id = match[1]!;
        const existing = map.get(id);
        if (!existing) throw notFound(typeName, id);
        checkVersion(existing, versionHeader);
        if (kind === 'entries') {
          const type = store.contentTypes.get((existing.sys.contentType as { sys: { id: string } }).sys.id)!;
          const errors = fieldErrors(existing, type);
          if (errors.length) throw new CmaError(422, 'ValidationFailed', 'Validation error', { errors });
        } else {
          const file = existing.fields.file?.[LOCALE] as { url?: string } | undefined;
          if (!file?.url)
            throw new CmaError(422, 'ValidationFailed', 'Validation error', {
              errors: [{ name: 'required', path: ['fields', 'file', LOCALE, 'url'] }],
            });
        }
        publish(existing);
        return [200, existing];
      }
    }

    if ((match = /^\/assets\/([^/]+)\/files\/([^/]+)\/process$/.exec(rest)) && method === 'PUT') {
      const asset = store.assets.get(match[1]!);
      if (!asset) throw notFound('Asset', match[1]!);
      checkVersion(asset, versionHeader);
      const file = asset.fields.file?.[match[2]!] as
        { uploadFrom?: { sys: { id: string } }; fileName: string; contentType: string } | undefined;
      const bytes = file?.uploadFrom ? store.uploads.get(file.uploadFrom.sys.id) : undefined;
      if (!file || !bytes) throw new CmaError(422, 'ValidationFailed', 'The file has no upload to process.');
      const size = imageSize(bytes, file.contentType);
      asset.fields.file![match[2]!] = {
        fileName: file.fileName,
        contentType: file.contentType,
        url: `//images.ctfassets.test/${spaceId}/${asset.sys.id}/${file.uploadFrom!.sys.id}/${file.fileName}`,
        details: { size: bytes.length, ...(size ? { image: size } : {}) },
      };
      bump(asset);
      return [204, null];
    }
    throw notFound('Route', `${method} ${rest}`);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'https://fake');
    fake.requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      version: req.headers['x-contentful-version'] as string | undefined,
    });
    const requestId = randomUUID();
    res.setHeader('x-contentful-request-id', requestId);
    res.setHeader('content-type', 'application/vnd.contentful.management.v1+json');
    const fail = (error: CmaError) =>
      res.writeHead(error.status).end(
        JSON.stringify({
          sys: { type: 'Error', id: error.id },
          message: error.message,
          ...(error.details ? { details: error.details } : {}),
          requestId,
        }),
      );
    if (req.headers.authorization !== `Bearer ${token}`) {
      req.resume();
      return fail(new CmaError(401, 'AccessTokenInvalid', 'The access token you sent could not be found or is invalid.'));
    }
    route(req, url).then(
      ([status, body]) => res.writeHead(status).end(body === null ? undefined : JSON.stringify(body)),
      (error: unknown) => fail(error instanceof CmaError ? error : new CmaError(500, 'ServerError', String(error))),
    );
  };

  const server = https.createServer({ key: tls.key, cert: tls.cert }, handle);
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

  const fake: FakeContentManagement = {
    host: `127.0.0.1:${port}`,
    spaceId,
    environment,
    token,
    certFile: tls.certFile,
    requests: [],
    contentTypes: () => [...store.contentTypes.values()],
    editorInterface: (id) => store.editorInterfaces.get(id),
    entries: () => [...store.entries.values()],
    assets: () => [...store.assets.values()],
    uploads: () => store.uploads,
    addForeignEntry(contentTypeId, id, fields) {
      const sys = newSys('Entry', id, { contentType: link('ContentType', contentTypeId) });
      store.entries.set(id, { sys, fields, metadata: { tags: [] } });
      publish(store.entries.get(id)!);
    },
    addDraftEntry(contentTypeId, id, fields) {
      store.entries.set(id, {
        sys: newSys('Entry', id, { contentType: link('ContentType', contentTypeId) }),
        fields,
        metadata: { tags: [] },
      });
    },
    env: () => ({
      CONTENTFUL_MANAGEMENT_TOKEN: token,
      CONTENTFUL_SPACE_ID: spaceId,
      CONTENTFUL_ENVIRONMENT: environment,
      CONTENTFUL_MANAGEMENT_HOST: fake.host,
      NODE_EXTRA_CA_CERTS: tls.certFile,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          tls.remove();
          resolve();
        });
      }),
  };
  return fake;
}
