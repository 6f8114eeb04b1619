import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.server.ts';

describe('parseConfig', () => {
  it('works with no environment at all', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.PUBLIC_SITE_URL).toBe('http://localhost:3000');
    expect(config.CONTENTFUL_ENVIRONMENT).toBe('master');
    expect(config.OUTBOX_DIR).toBe('./data/outbox');
    expect(config.CONTACT_RATE_LIMIT).toBe(5);
    expect(config.CONTACT_MIN_FILL_MS).toBe(3000);
    expect(config.CONTENTFUL_INSECURE).toBe(false);
    expect(config.METRICS_PORT).toBe(9464);
    expect(config.CONTENTFUL_PREVIEW_HOST).toBe('preview.contentful.com');
    expect(config.CONTENTFUL_PREVIEW_TOKEN).toBeUndefined();
    expect(config.SITE_SECRET).toBeUndefined();
    expect(config.RUM_SAMPLE_RATE).toBe(1);
    expect(config.RUM_RATE_LIMIT).toBe(120);
    expect(config.HTTP_CACHE_PEERS).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a number/],
    [{ PUBLIC_SITE_URL: 'example.com' }, /PUBLIC_SITE_URL must be an http\(s\) URL/],
    [{ CONTENTFUL_SPACE_ID: 'space' }, /CONTENTFUL_ACCESS_TOKEN is required when CONTENTFUL_SPACE_ID is set/],
    [{ CONTENTFUL_HOST: 'https://cdn.contentful.com' }, /CONTENTFUL_HOST must be host\[:port\]/],
    [{ CONTENTFUL_INSECURE: 'yes' }, /CONTENTFUL_INSECURE must be 'true' or 'false'/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ HTTP_CACHE_PEERS: 'varnish:6091,http://x' }, /HTTP_CACHE_PEERS must be host:port entries or one DNS name/],
    [{ REDIS_URL: 'http://redis:6379' }, /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    [{ SMTP_URL: 'smtp://localhost:25' }, /CONTACT_TO is required when SMTP_URL is set/],
    [{ GA_MEASUREMENT_ID: 'UA-1' }, /GA_MEASUREMENT_ID must look like G-XXXXXXX/],
    [{ PORT: '8080', METRICS_PORT: '8080' }, /METRICS_PORT must differ from PORT/],
    [{ CONTENTFUL_PREVIEW_HOST: 'https://preview.contentful.com' }, /CONTENTFUL_PREVIEW_HOST must be host\[:port\]/],
    [{ CONTENTFUL_PREVIEW_SECRET: 'short' }, /CONTENTFUL_PREVIEW_SECRET must be at least 16 characters/],
    [{ RUM_SAMPLE_RATE: '1.5' }, /RUM_SAMPLE_RATE must be from 0 to 1/],
    [{ RUM_SAMPLE_RATE: '-0.1' }, /RUM_SAMPLE_RATE must be from 0 to 1/],
    [{ RUM_SAMPLE_RATE: 'half' }, /RUM_SAMPLE_RATE must be a number from 0 to 1/],
    [{ RUM_RATE_LIMIT: '0' }, /RUM_RATE_LIMIT must be at least 1/],
  ])('rejects %o with one line naming the variable', (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });

  it('reads a RUM sample rate between 0 and 1, 0 included (off)', () => {
    expect(parseConfig({ RUM_SAMPLE_RATE: '0' }).RUM_SAMPLE_RATE).toBe(0);
    expect(parseConfig({ RUM_SAMPLE_RATE: '0.25' }).RUM_SAMPLE_RATE).toBe(0.25);
  });

  it('PUBLIC_SITE_URL follows PORT when unset (a blank value is unset), and a given one wins', () => {
    expect(parseConfig({ PORT: '3200' }).PUBLIC_SITE_URL).toBe('http://localhost:3200');
    expect(parseConfig({ PORT: '3200', PUBLIC_SITE_URL: ' ' }).PUBLIC_SITE_URL).toBe('http://localhost:3200');
    // A picked port is not known when the configuration is read: no port rather than a wrong one.
    expect(parseConfig({ PORT: '0' }).PUBLIC_SITE_URL).toBe('http://localhost');
    expect(parseConfig({ PORT: '3200', PUBLIC_SITE_URL: 'https://www.example.com' }).PUBLIC_SITE_URL).toBe('https://www.example.com');
  });

  it('strips a trailing slash from the public URL and treats blank values as unset', () => {
    const config = parseConfig({ PUBLIC_SITE_URL: 'https://www.example.com/', CONTENTFUL_SPACE_ID: '  ' });
    expect(config.PUBLIC_SITE_URL).toBe('https://www.example.com');
    expect(config.CONTENTFUL_SPACE_ID).toBeUndefined();
  });
});
