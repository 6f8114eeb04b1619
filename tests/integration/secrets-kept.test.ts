/**
 * No secret reaches a visitor or the log: every secret variable is set to a value of its own,
 * then the client bundle built with them in the build's environment, the log at trace (after
 * pages, contact by Web3Forms and by SMTP, draft preview, the Contentful webhook and the
 * reviews have run against fakes on 127.0.0.1), and the HTML of every page (with and without
 * the preview cookie) are searched for each value.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_LOCK } from '../../scripts/fresh-build.mjs';
import { parseConfig } from '../../server/core/config.server.ts';
import { CachedContentSource } from '../../server/blog/cached-content-source.server.ts';
import { createUpstreamContentSource } from '../../server/blog/create-content-source.server.ts';
import { createLogger } from '../../server/core/logger.server.ts';
import { CONTENT_DIR } from '../../server/core/paths.server.ts';
import { createReviewsSource } from '../../server/reviews/create-reviews-source.server.ts';
import { contentfulFixtures, DRAFT_POST, draftPostRecord } from '../fakes/contentful-fixtures.ts';
import { startFakeContentful, type FakeContentful } from '../fakes/contentful-server.ts';
import { signContentfulRequest } from '../fakes/contentful-webhook-signer.ts';
import { FAKE_PLACE_ID, FAKE_PLACES_KEY, startFakeReviewsUpstream, type FakeReviewsUpstream } from '../fakes/reviews-upstream.ts';
import { FAKE_ACCESS_KEY, startFakeWeb3Forms, type FakeWeb3Forms } from '../fakes/web3forms.ts';
import { PROJECT_ROOT } from '../support/start-built-server.ts';
import { buildTestApp } from '../support/test-app.ts';
import { href, postHref } from '../../shared/route-paths.ts';

const SMTP_PASSWORD = 'smtp-password-SECRET-5c2e91';
/** SMTP_URL up to its port, which the SMTP server picks when it starts. */
const SMTP_URL_START = `smtp://site-mailer:${SMTP_PASSWORD}@127.0.0.1:`;
/** The secret variables and their values (the two fakes' keys are the ones their APIs accept). */
const SECRETS = {
  WEB3FORMS_ACCESS_KEY: FAKE_ACCESS_KEY,
  CONTENTFUL_WEBHOOK_SECRET: 'contentful-webhook-SECRET-91d4e7',
  CONTENTFUL_ACCESS_TOKEN: 'contentful-delivery-SECRET-3e8a52',
  CONTENTFUL_PREVIEW_TOKEN: 'contentful-preview-SECRET-7b64d0',
  CONTENTFUL_PREVIEW_SECRET: 'preview-link-SECRET-c5a019',
  SITE_SECRET: 'site-secret-SECRET-4f9b2d-0123456789abcdef',
  GOOGLE_PLACES_API_KEY: FAKE_PLACES_KEY,
};
const WEBHOOK_PATH = '/api/webhooks/contentful';
const VISITOR = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  message: 'We need a customer portal.',
  service: 'Customer Portal',
};

let contentful: FakeContentful;
let web3forms: FakeWeb3Forms;
let places: FakeReviewsUpstream;
let smtp: SMTPServer;
let smtpUrl: string;
/** Every line the apps logged, at trace. */
const logLines: string[] = [];
const logger = createLogger('trace', { write: (line: string) => void logLines.push(line) });

/** Every secret value to search for: the variables', and the SMTP URL's password on its own. */
function secretValues(): Array<[string, string]> {
  return [...Object.entries(SECRETS), ['SMTP_URL', SMTP_URL_START], ['SMTP_URL password', SMTP_PASSWORD]];
}

function secretEnv(): Record<string, string> {
  return { ...SECRETS, SMTP_URL: smtpUrl };
}

/** The real app on the fakes, as index.ts builds it, with the Contentful source and the Google Places reviews. */
async function siteApp(env: Record<string, string>): Promise<Express> {
  const config = parseConfig({ NODE_ENV: 'test', PUBLIC_SITE_URL: 'https://www.example.com', ...env });
  const content = new CachedContentSource(createUpstreamContentSource(config, logger, path.join(CONTENT_DIR, 'blog')), logger);
  const reviewsSource = createReviewsSource(config, { placesBaseUrl: places.placesBaseUrl });
  return buildTestApp({ logger, content, reviewsSource }, env);
}

function appEnv(): Record<string, string> {
  return {
    ...contentful.env(),
    ...contentful.previewEnv(),
    ...secretEnv(),
    WEB3FORMS_URL: web3forms.url,
    GOOGLE_PLACE_ID: FAKE_PLACE_ID,
    CONTACT_TO: 'sales@example.com',
    CONTACT_MIN_FILL_MS: '0',
    CONTACT_RATE_LIMIT: '1000',
  };
}

function cookieFrom(response: request.Response): string {
  const line = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((value) => value.startsWith('__Host-preview='));
  if (!line) throw new Error('no preview cookie');
  return line.split(';', 1)[0]!;
}

beforeAll(async () => {
  contentful = await startFakeContentful([...contentfulFixtures(), draftPostRecord('cat-ai')], {
    accessToken: SECRETS.CONTENTFUL_ACCESS_TOKEN,
    previewToken: SECRETS.CONTENTFUL_PREVIEW_TOKEN,
  });
  web3forms = await startFakeWeb3Forms();
  places = await startFakeReviewsUpstream();
  // A real SMTP server that asks for the password in SMTP_URL.
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.password !== SMTP_PASSWORD) return callback(new Error('Invalid username or password'));
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpUrl = `${SMTP_URL_START}${(smtp.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await contentful?.close();
  await web3forms?.close();
  await places?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

describe('the log at trace and every page', () => {
  const html: Array<{ path: string; text: string }> = [];

  beforeAll(async () => {
    const app = await siteApp(appEnv());
    // Every page the sitemap lists, a missing page, and the route data of a client-side navigation.
    const sitemap = (await request(app).get('/sitemap.xml').expect(200)).text;
    const paths = [...sitemap.matchAll(/<loc>https:\/\/www\.example\.com([^<]*)<\/loc>/g)].map(([, pathname]) => pathname || '/');
    expect(paths.length).toBeGreaterThan(10);
    for (const pathname of [...paths, '/no-such-page', postHref('no-such-post')]) {
      html.push({ path: pathname, text: (await request(app).get(pathname)).text });
    }
    for (const pathname of ['/blog/rss.xml', '/robots.txt', '/api/blog/posts', '/api/route-data?path=%2Fcontact']) {
      html.push({ path: pathname, text: (await request(app).get(pathname).expect(200)).text });
    }

    // The reviews, from the Google Places fake.
    await request(app).get('/api/reviews').expect(200);
    expect(places.calls.length).toBeGreaterThan(0);

    // Contact by Web3Forms (the key wins), as JSON, as a form post and invalid.
    await request(app).post('/api/contact').send(VISITOR).expect(200);
    await request(app).post('/api/contact').type('form').send(VISITOR).expect(303);
    await request(app)
      .post('/api/contact')
      .send({ ...VISITOR, email: 'not-an-address' })
      .expect(400);
    expect(web3forms.submissions).toHaveLength(2);

    // Contact by SMTP, with the password of SMTP_URL (no Web3Forms key on this one).
    const { WEB3FORMS_ACCESS_KEY: _key, ...smtpOnly } = appEnv();
    const smtpApp = await siteApp(smtpOnly);
    await request(smtpApp).post('/api/contact').send(VISITOR).expect(200);

    // Draft preview: a wrong secret, the right one, the pages and a navigation in preview, exit.
    await request(app).get('/api/preview').query({ secret: 'a-wrong-guess', slug: DRAFT_POST.slug }).expect(401);
    const entered = await request(app)
      .get('/api/preview')
      .query({ secret: SECRETS.CONTENTFUL_PREVIEW_SECRET, slug: DRAFT_POST.slug })
      .expect(307);
    const cookie = cookieFrom(entered);
    for (const pathname of ['/', href('blog'), postHref(DRAFT_POST.slug), href('contact')]) {
      const page = await request(app).get(pathname).set('Cookie', cookie).expect(200);
      html.push({ path: `${pathname} in preview`, text: page.text });
    }
    expect(html.at(-2)!.text).toContain(DRAFT_POST.title);
    const navigation = await request(app)
      .get(`/api/route-data?path=${encodeURIComponent(postHref(DRAFT_POST.slug))}`)
      .set('Cookie', cookie);
    html.push({ path: 'route data in preview', text: navigation.text });
    await request(app).get('/api/preview/exit').set('Cookie', cookie).expect(307);

    // The Contentful webhook: a signed publish, and one signed with another secret.
    const body = JSON.stringify({ sys: { id: 'post-ai', type: 'Entry' } });
    const headers = {
      'content-type': 'application/vnd.contentful.management.v1+json',
      'x-contentful-topic': 'ContentManagement.Entry.publish',
    };
    const signed = signContentfulRequest(SECRETS.CONTENTFUL_WEBHOOK_SECRET, { method: 'POST', path: WEBHOOK_PATH, body, headers });
    await request(app)
      .post(WEBHOOK_PATH)
      .set({ ...headers, ...signed })
      .send(body)
      .expect(200);
    const forged = signContentfulRequest('another-secret-entirely-0000', { method: 'POST', path: WEBHOOK_PATH, body, headers });
    await request(app)
      .post(WEBHOOK_PATH)
      .set({ ...headers, ...forged })
      .send(body)
      .expect(401);
  }, 60_000);

  it('the log is at trace and tells of each part exercised', () => {
    expect(logger.isLevelEnabled('trace')).toBe(true);
    const text = logLines.join('');
    for (const seen of ['/api/reviews', '/api/contact', '/api/preview', WEBHOOK_PATH, 'contact message forwarded'])
      expect(text).toContain(seen);
  });

  it.each(secretValues())('%s is in no log line', (_name, value) => {
    expect(logLines.join('')).not.toContain(value);
  });

  it.each(secretValues())('%s is in no page', (_name, value) => {
    for (const page of html) expect(page.text, page.path).not.toContain(value);
  });

  // Issue 20 item 4: Express reads `%73ecret=` as `secret=`; the request log must redact that
  // spelling too (it leaked before 2ae35f5).
  it('the preview secret spelled %73ecret in the link is not logged (issue 20 item 4)', async () => {
    const app = await siteApp(appEnv());
    const from = logLines.length;
    await request(app).get(`/api/preview?%73ecret=${SECRETS.CONTENTFUL_PREVIEW_SECRET}&slug=${DRAFT_POST.slug}`);
    expect(logLines.length).toBeGreaterThan(from);
    expect(logLines.slice(from).join('')).not.toContain(SECRETS.CONTENTFUL_PREVIEW_SECRET);
  });
});

describe('the client bundle, built with every secret in the environment', () => {
  let root: string;

  beforeAll(() => {
    // A private copy of what the build reads, so dist/ (shared by the other tests) is left alone.
    root = mkdtempSync(path.join(os.tmpdir(), 'site-secrets-build-'));
    for (const entry of [
      'client',
      'routes',
      'shared',
      'server',
      'public',
      'scripts',
      'tsconfig.json',
      'package.json',
      'package-lock.json',
    ]) {
      cpSync(path.join(PROJECT_ROOT, entry), path.join(root, entry), { recursive: true });
    }
    symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(root, 'node_modules'));
    const build = [process.execPath, path.join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/build.ts')];
    // Under the machine's build lock, as every build (scripts/fresh-build.mjs).
    const result = spawnSync('flock', ['-w', '900', BUILD_LOCK, ...build], {
      cwd: root,
      env: { ...process.env, ...secretEnv() },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (result.status !== 0) throw new Error(`the build failed: ${result.stderr}`);
  }, 300_000);

  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  function filesUnder(folder: string): string[] {
    return readdirSync(folder).flatMap((name) => {
      const file = path.join(folder, name);
      return statSync(file).isDirectory() ? filesUnder(file) : [file];
    });
  }

  it.each(secretValues())('%s is in no file of dist/client', (_name, value) => {
    // The precompressed twins (.br, .gz) hold the same bytes as the files searched.
    const files = filesUnder(path.join(root, 'dist/client')).filter((file) => !/\.(br|gz)$/.test(file));
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    for (const file of files) expect(readFileSync(file, 'latin1').includes(value), path.relative(root, file)).toBe(false);
  });
});
