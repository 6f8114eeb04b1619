/**
 * compose.yaml, as Debian's `docker-compose config` resolves it: builds the Dockerfile, serves on
 * port 3000, takes its settings from .env, and has an optional mail-catcher profile.
 * `.ci/run` installs docker-compose; on a developer machine without it the suite is skipped.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HAVE_COMPOSE = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
if (!HAVE_COMPOSE && process.env.CI)
  throw new Error('docker-compose is missing in CI: .ci/run installs it (apt-get install docker-compose)');

const tmp = mkdtempSync(path.join(os.tmpdir(), 'compose-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/* eslint-disable @typescript-eslint/no-explicit-any */
/** Resolves compose.yaml with the given .env content; the caller's shell environment is not used. */
function composeConfig(dotenv: string, extraArgs: string[] = []): any {
  const envFile = path.join(tmp, `env-${Math.random().toString(36).slice(2)}`);
  writeFileSync(envFile, dotenv);
  const output = execFileSync(
    'docker-compose',
    ['--project-directory', ROOT, '-f', path.join(ROOT, 'compose.yaml'), '--env-file', envFile, ...extraArgs, 'config'],
    {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: tmp },
    },
  );
  return parse(output);
}

describe.skipIf(!HAVE_COMPOSE)('compose.yaml', () => {
  it('is valid and builds the site from the Dockerfile, serving port 3000', () => {
    const config = composeConfig('');
    const web = config.services.web;
    expect(web.build.context).toBe(ROOT);
    expect(web.build.dockerfile).toBe('Dockerfile');
    expect(web.ports).toEqual([expect.objectContaining({ published: 3000, target: 3000 })]);
    expect(web.environment.PORT).toBe('3000');
    expect(web.environment.HOST).toBe('0.0.0.0');
  });

  it('runs hardened like the Kubernetes pods: read-only root with a writable /tmp, no capabilities', () => {
    const web = composeConfig('').services.web;
    expect(web.read_only).toBe(true);
    expect(web.tmpfs).toContain('/tmp');
    expect(web.cap_drop).toEqual(['ALL']);
    expect(web.security_opt).toContain('no-new-privileges:true');
    // The outbox lives on a named volume, since the root filesystem is read-only.
    expect(web.environment.OUTBOX_DIR).toBe('/data/outbox');
    expect(web.volumes).toEqual(['outbox:/data/outbox:rw']);
    expect(composeConfig('').volumes).toHaveProperty('outbox');
    expect(web.healthcheck.test.join(' ')).toContain('/healthz');
    // Longer than the default drain (5 s) plus in-flight requests.
    expect(web.stop_grace_period).toBe('30s');
  });

  it('passes every docs/product.md variable from .env, and nothing unlisted', () => {
    const web = composeConfig(
      [
        'CONTENTFUL_SPACE_ID=space123',
        'CONTENTFUL_ACCESS_TOKEN=token456',
        'SHUTDOWN_DRAIN_MS=1234',
        'LOG_LEVEL=debug',
        'PORT=4100',
        'UNRELATED_VARIABLE=x',
      ].join('\n'),
    ).services.web;
    expect(web.environment).toMatchObject({
      CONTENTFUL_SPACE_ID: 'space123',
      CONTENTFUL_ACCESS_TOKEN: 'token456',
      SHUTDOWN_DRAIN_MS: '1234',
      LOG_LEVEL: 'debug',
    });
    expect(web.environment).not.toHaveProperty('UNRELATED_VARIABLE');
    // PORT moves the host side only; the server inside keeps 3000.
    expect(web.ports).toEqual([expect.objectContaining({ published: 4100, target: 3000 })]);
    expect(web.environment.PORT).toBe('3000');
    // Metrics stay inside the compose network: only the site's port is published.
    expect(web.environment.METRICS_PORT).toBe('9464');
    const documented = [
      'PUBLIC_SITE_URL',
      'CONTENTFUL_SPACE_ID',
      'CONTENTFUL_ACCESS_TOKEN',
      'CONTENTFUL_ENVIRONMENT',
      'CONTENTFUL_HOST',
      'CONTENTFUL_INSECURE',
      'CONTENTFUL_WEBHOOK_SECRET',
      'REVIEWS_URL',
      'GOOGLE_PLACES_API_KEY',
      'GOOGLE_PLACE_ID',
      'REVIEWS_FILE',
      'WEB3FORMS_ACCESS_KEY',
      'WEB3FORMS_URL',
      'SMTP_URL',
      'CONTACT_TO',
      'CONTACT_FROM',
      'OUTBOX_DIR',
      'CONTACT_RATE_LIMIT',
      'CONTACT_PAGE_RATE_LIMIT',
      'CONTACT_MIN_FILL_MS',
      'GA_MEASUREMENT_ID',
      'META_PIXEL_ID',
      'SHUTDOWN_DRAIN_MS',
      'SHUTDOWN_TIMEOUT_MS',
      'TRUST_PROXY',
      'LOG_LEVEL',
      'PORT',
      'HOST',
      'METRICS_PORT',
      'SITE_SECRET',
      'CACHE_PURGE_PEERS',
      'HTTP_CACHE_PEERS',
      'REDIS_URL',
      'CONTENTFUL_PREVIEW_TOKEN',
      'CONTENTFUL_PREVIEW_HOST',
      'CONTENTFUL_PREVIEW_SECRET',
    ];
    expect(Object.keys(web.environment).sort()).toEqual(documented.sort());
  });

  it('starts only the site by default; the mail profile adds a mail catcher for the SMTP forwarder', () => {
    // `docker compose up` starts the services without a profile; `--profile mail` adds the rest.
    const services = composeConfig('').services;
    expect(Object.keys(services).sort()).toEqual(['cache', 'mailpit', 'redis', 'web']);
    expect(services.web.profiles).toBeUndefined();
    expect(services.mailpit.profiles).toEqual(['mail']);
    expect(services.mailpit.image).toMatch(/^axllent\/mailpit:v[\d.]+$/);
    expect(services.mailpit.ports).toEqual([expect.objectContaining({ target: 8025 })]);
    const web = composeConfig('SMTP_URL=smtp://mailpit:1025\nCONTACT_TO=team@example.com', ['--profile', 'mail']).services.web;
    expect(web.environment.SMTP_URL).toBe('smtp://mailpit:1025');
  });

  it('the cache profile puts the tier (the component image and its VCL) in front of web; the redis profile adds the shared limit', () => {
    const services = composeConfig('HTTP_CACHE_PEERS=cache:6091\nTRUST_PROXY=1\nREDIS_URL=redis://redis:6379', [
      '--profile',
      'cache',
      '--profile',
      'redis',
    ]).services;
    expect(services.cache.profiles).toEqual(['cache']);
    expect(services.cache.build.context).toBe(path.join(ROOT, 'k8s/components/cache-tier/image'));
    // docker-compose v1 prints volumes as source:target:mode strings.
    const sources = services.cache.volumes.map((volume: string | { source: string }) =>
      path.relative(ROOT, typeof volume === 'string' ? volume.split(':')[0]! : volume.source),
    );
    expect(sources).toEqual(['k8s/components/cache-tier/vcl/site.vcl', 'k8s/components/cache-tier/compose-backends.vcl']);
    expect(services.cache.command).toEqual(expect.arrayContaining(['http=:8080', 'purge=:6091', 'http_gzip_support=off']));
    expect(services.cache.read_only).toBe(true);
    expect(services.redis.profiles).toEqual(['redis']);
    expect(services.web.environment).toMatchObject({ HTTP_CACHE_PEERS: 'cache:6091', TRUST_PROXY: '1', REDIS_URL: 'redis://redis:6379' });
  });

  it('rejects a broken compose file (the validator is real)', () => {
    const broken = path.join(tmp, 'broken.yaml');
    writeFileSync(broken, 'services:\n  web:\n    ports: "not-a-list"\n    read_only: sometimes\n');
    const result = spawnSync('docker-compose', ['-f', broken, 'config'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: tmp } });
    expect(result.status).not.toBe(0);
  });
});
