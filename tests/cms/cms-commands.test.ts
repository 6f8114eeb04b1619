/**
 * `npm run cms:migrate` and `npm run cms:seed` as an operator runs them, against the fake
 * Content Management API: the real contentful-migration and contentful-management code make
 * every request. Then the seeded space, as the delivery API would serve it, is shown by the
 * site like the embedded blog it came from.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/core/config.server.ts';
import { createUpstreamContentSource } from '../../server/blog/create-content-source.server.ts';
import { createLogger } from '../../server/core/logger.server.ts';
import { CONTENT_DIR } from '../../server/core/paths.server.ts';
import { listMigrations } from '../../scripts/cms/migrations.ts';
import { readSamplePlan } from '../../scripts/cms/sample-blog.ts';
import { startFakeContentManagement, type FakeContentManagement } from '../fakes/contentful-management-server.ts';
import { entry as cdaEntry, startFakeContentful, type CdaRecord } from '../fakes/contentful-server.ts';
import { PROJECT_ROOT } from '../support/start-built-server.ts';
import { buildTestApp } from '../support/test-app.ts';
import { runCmsCommand, WRITE_METHODS } from './run-cms-command.ts';
import { href, postHref } from '../../shared/route-paths.ts';

const LOCALE = 'en-US';
const plan = readSamplePlan();

let cma: FakeContentManagement;
beforeAll(async () => {
  cma = await startFakeContentManagement();
});
afterAll(() => cma?.close());

const writesSince = (from: number) => cma.requests.slice(from).filter((req) => WRITE_METHODS.has(req.method));

describe('npm run cms:migrate and cms:seed', () => {
  it('says which variable is missing', async () => {
    const { CONTENTFUL_MANAGEMENT_TOKEN: _token, ...env } = cma.env();
    const result = await runCmsCommand('cms:migrate', env);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('CONTENTFUL_MANAGEMENT_TOKEN is not set');
  }, 120_000);

  it('refuses to seed a space without the content model', async () => {
    const result = await runCmsCommand('cms:seed', cma.env());
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('run npm run cms:migrate first');
    expect(writesSince(0)).toEqual([]);
  }, 120_000);

  it('creates the content model, editor widgets included, and records the version', async () => {
    const result = await runCmsCommand('cms:migrate', cma.env());
    expect(result.code, result.stderr).toBe(0);
    const types = Object.fromEntries(cma.contentTypes().map((type) => [type.sys.id, type]));
    for (const id of ['category', 'author', 'blogPost']) expect(types[id]?.sys.publishedVersion, id).toBeGreaterThan(0);
    const control = (type: string, field: string) => cma.editorInterface(type)?.controls.find((item) => item.fieldId === field);
    expect(control('blogPost', 'slug')).toMatchObject({ widgetId: 'slugEditor', settings: { trackingFieldId: 'title' } });
    expect(control('category', 'slug')).toMatchObject({ widgetId: 'slugEditor', settings: { trackingFieldId: 'name' } });
    expect(control('blogPost', 'tags')).toMatchObject({ widgetId: 'tagEditor' });
    const history = cma.entries().find((item) => item.sys.id === 'content-model-version');
    expect(history?.fields.version?.[LOCALE]).toBe(listMigrations().length);
    // The history entry stays a draft: the delivery API, and so the site, never sees it.
    expect(history?.sys.publishedVersion).toBeUndefined();
    expect(result.stdout).toContain(`now at version ${listMigrations().length}`);
  }, 120_000);

  it('applies nothing the second time', async () => {
    const before = cma.requests.length;
    const result = await runCmsCommand('cms:migrate', cma.env());
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('the content model is up to date');
    expect(writesSince(before)).toEqual([]);
  }, 120_000);

  it('seeds the sample blog: assets uploaded, processed and published, entries published, an editor entry untouched', async () => {
    cma.addForeignEntry('category', 'editors-own', { name: { [LOCALE]: 'News' }, slug: { [LOCALE]: 'news' } });
    const foreignVersion = cma.entries().find((item) => item.sys.id === 'editors-own')!.sys.version;

    const result = await runCmsCommand('cms:seed', cma.env());
    expect(result.code, result.stderr).toBe(0);
    const total = plan.assets.length + plan.entries.length;
    expect(result.stdout).toContain(`[${total}/${total}]`);
    expect(result.stdout).toContain(`done: ${total} created`);

    const assets = cma.assets();
    expect(assets.map((item) => item.sys.id).sort()).toEqual(plan.assets.map((item) => item.id).sort());
    for (const item of assets) {
      expect(item.sys.publishedVersion, item.sys.id).toBeGreaterThan(0);
      const file = item.fields.file?.[LOCALE] as { url?: string; details?: { size?: number; image?: { width: number } } };
      expect(file.url, item.sys.id).toMatch(/^\/\//);
      expect(file.details?.image?.width, item.sys.id).toBeGreaterThan(0);
      // The bytes uploaded are the file's own.
      const sample = plan.assets.find((candidate) => candidate.id === item.sys.id)!;
      expect(file.details?.size, item.sys.id).toBe(statSync(path.join(PROJECT_ROOT, 'public', sample.sitePath)).size);
    }
    expect(cma.uploads().size).toBe(plan.assets.length);

    const seeded = cma.entries().filter((item) => item.sys.id.startsWith('sample-'));
    expect(seeded.map((item) => item.sys.id).sort()).toEqual(plan.entries.map((item) => item.id).sort());
    for (const item of seeded) expect(item.sys.publishedVersion, item.sys.id).toBeGreaterThan(0);
    const foreign = cma.entries().find((item) => item.sys.id === 'editors-own')!;
    expect(foreign.sys.version).toBe(foreignVersion);
    expect(cma.requests.filter((req) => req.path.includes('/editors-own'))).toEqual([]);
  }, 120_000);

  it('changes nothing the second time', async () => {
    const before = cma.requests.length;
    const result = await runCmsCommand('cms:seed', cma.env());
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`done: 0 created, 0 finished, ${plan.assets.length + plan.entries.length} already there`);
    expect(writesSince(before)).toEqual([]);
  }, 120_000);

  it('finishes what a stopped run left unpublished', async () => {
    const other = await startFakeContentManagement();
    try {
      expect((await runCmsCommand('cms:migrate', other.env())).code).toBe(0);
      const category = plan.entries.find((item) => item.contentType === 'category')!;
      other.addDraftEntry(
        'category',
        category.id,
        Object.fromEntries(Object.entries(category.fields).map(([key, value]) => [key, { [LOCALE]: value }])),
      );
      const result = await runCmsCommand('cms:seed', other.env());
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(`${category.label}: finished`);
      const finished = other.entries().find((item) => item.sys.id === category.id)!;
      expect(finished.sys.publishedVersion).toBe(1);
    } finally {
      await other.close();
    }
  }, 180_000);

  it('gives the site the same blog through the delivery API', async () => {
    // The seeded space as the CDA serves it: published records, fields in the default locale.
    const flatten = (fields: Record<string, Record<string, unknown>>) =>
      Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value[LOCALE]]));
    const records: CdaRecord[] = [
      ...cma
        .entries()
        .filter((item) => item.sys.publishedVersion && item.sys.id.startsWith('sample-'))
        .map((item) =>
          cdaEntry((item.sys.contentType as { sys: { id: string } }).sys.id, item.sys.id, flatten(item.fields), {
            createdAt: '2025-01-01T00:00:00.000Z',
          }),
        ),
      ...cma.assets().map((item) => ({ sys: { id: item.sys.id, type: 'Asset' as const, locale: LOCALE }, fields: flatten(item.fields) })),
    ];
    const cda = await startFakeContentful(records);
    try {
      const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...cda.env() });
      const contentful = await buildTestApp(
        { content: createUpstreamContentSource(config, createLogger('silent'), path.join(CONTENT_DIR, 'blog')) },
        cda.env(),
      );
      const local = await buildTestApp();
      const articles = (html: string) =>
        [...html.matchAll(/<article[\s\S]*?<h[23][^>]*>([\s\S]*?)<\/h[23]>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, '').trim());
      const fromContentful = await request(contentful).get(href('blog')).expect(200);
      const fromFiles = await request(local).get(href('blog')).expect(200);
      expect(articles(fromContentful.text).length).toBe(plan.entries.filter((item) => item.contentType === 'blogPost').length);
      expect(articles(fromContentful.text)).toEqual(articles(fromFiles.text));

      // A post with an embedded image, a table, a quote and links to other posts.
      const slug = 'ci-cd-pipeline-for-small-teams';
      const post = await request(contentful).get(postHref(slug)).expect(200);
      const original = await request(local).get(postHref(slug)).expect(200);
      const bodyText = (html: string) =>
        (/<article[\s\S]*<\/article>/.exec(html)?.[0] ?? '')
          .replace(/<img[^>]*>/g, '')
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim();
      expect(bodyText(post.text)).toEqual(bodyText(original.text));
      expect(post.text).toMatch(/<img[^>]+src="https:\/\/images\.ctfassets\.test\/[^"]+pipeline-diagram\.svg/);
    } finally {
      await cda.close();
    }
  }, 120_000);
});
