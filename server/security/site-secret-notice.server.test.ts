import { describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../core/config.server.ts';
import { reportSiteSecret } from './site-secret-notice.server.ts';

const SECRET = 'a'.repeat(64);

/** What the start logs about SITE_SECRET for these variables, by level. */
function reportFor(env: Record<string, string>) {
  const logger = { info: vi.fn(), warn: vi.fn() };
  reportSiteSecret(parseConfig(env), logger);
  return { info: logger.info.mock.calls.map((call) => String(call[0])), warn: logger.warn.mock.calls.map((call) => String(call[0])) };
}

describe('what the start says about SITE_SECRET', () => {
  it('a plain start (no variables): one info line, no warning, since one process needs no shared key', () => {
    const report = reportFor({});
    expect(report.warn).toEqual([]);
    expect(report.info).toHaveLength(1);
    expect(report.info[0]).toMatch(/^SITE_SECRET is not set: signing with a random key for this process/);
  });

  it.each([
    ['CACHE_PURGE_PEERS', { CACHE_PURGE_PEERS: 'consultancy-site-peers' }],
    ['CONTACT_REQUIRE_FORWARDER', { CONTACT_REQUIRE_FORWARDER: 'true', WEB3FORMS_ACCESS_KEY: 'key' }],
  ])('with %s set (peers, the cluster): one warning naming it', (variable, env) => {
    const report = reportFor(env);
    expect(report.info).toEqual([]);
    expect(report.warn).toHaveLength(1);
    expect(report.warn[0]).toMatch(new RegExp(`^SITE_SECRET is not set but ${variable} is set.*set it, the same on every pod$`));
  });

  it('set: nothing to say, wherever it runs', () => {
    expect(reportFor({ SITE_SECRET: SECRET, CACHE_PURGE_PEERS: 'consultancy-site-peers' })).toEqual({ info: [], warn: [] });
  });
});
