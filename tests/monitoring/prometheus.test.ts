/**
 * A real Prometheus (Debian's `prometheus` package) on 127.0.0.1 scrapes the built site's metrics
 * port every second and evaluates the monitoring component's rules
 * (k8s/components/monitoring/prometheus-rule.yaml). After page traffic, a contact message and
 * Web Vitals and error beacons, every recording rule, every alert and every dashboard query goes
 * through its query API: each must parse, and return data.
 *
 * Alerts compare a recorded signal with a threshold, so while the site is healthy an alert's
 * own expression is rightly empty: for those the signals they compare must return data (and
 * the alert must parse). The two pod alerts read kube-state-metrics, which only exists in a
 * cluster: they must parse, and their logic is covered by the promtool unit tests.
 *
 * Ratios of failures are written `failures or 0 * all`, so they are 0 rather than empty on a
 * healthy site; that fallback would also hide a misspelt failure selector. The reviews upstream
 * points at a closed port, so the traffic includes failures (a failed upstream call, a 502 from
 * /api/reviews), and each such expression must still return data without its fallback.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stringify } from 'yaml';
import { buildSnapshot, type BuildSnapshot } from '../../scripts/fresh-build.mjs';
import { CLIENT_ERRORS_ENDPOINT, VITALS_ENDPOINT } from '../../shared/rum.ts';
import { freePort, startBuiltServer, type RunningServer } from '../support/start-built-server.ts';
import { allRules, dashboardQueries, prometheusTool, writeRuleFile } from './rules-file.ts';
import { href } from '../../shared/route-paths.ts';

const prometheusBinary = prometheusTool('prometheus');
if (!prometheusBinary)
  console.warn('Skipping the real-Prometheus test: prometheus is not installed (apt-get install prometheus; CI installs it).');

/** Prometheus on a loaded 2-core machine: start, first scrapes, first rule evaluations. */
const READY_TIMEOUT_MS = 60_000;
/** More than the 20 page views the Web Vitals signals need before they speak. */
const BEACONS = 25;

interface QueryResult {
  status: 'success' | 'error';
  error?: string;
  data?: { resultType: string; result: Array<{ metric: Record<string, string>; value: [number, string] }> };
}

let snapshot: BuildSnapshot;
let site: RunningServer;
let prometheus: ChildProcess | undefined;
let prometheusUrl: string;
let dir: string;

async function query(expr: string): Promise<QueryResult> {
  const response = await fetch(`${prometheusUrl}/api/v1/query?${new URLSearchParams({ query: expr })}`);
  return (await response.json()) as QueryResult;
}

/** The samples of an instant query that are numbers (a histogram_quantile over no traffic is NaN). */
async function numbers(expr: string): Promise<number[]> {
  const result = await query(expr);
  if (result.status !== 'success') throw new Error(`${expr}\n${result.error}`);
  return result.data!.result.map((sample) => Number(sample.value[1])).filter((value) => !Number.isNaN(value));
}

async function startPrometheus(metricsTarget: string): Promise<void> {
  const config = path.join(dir, 'prometheus.yml');
  writeFileSync(
    config,
    stringify({
      global: { scrape_interval: '1s', evaluation_interval: '1s' },
      rule_files: [writeRuleFile(dir)],
      // The job label the ServiceMonitor gives (jobLabel app.kubernetes.io/name).
      scrape_configs: [{ job_name: 'consultancy-site', static_configs: [{ targets: [metricsTarget] }] }],
    }),
  );
  // A free port can be taken between the look-up and the bind by another process: try another.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const port = await freePort();
    prometheusUrl = `http://127.0.0.1:${port}`;
    const child = spawn(
      prometheusBinary!,
      [
        `--config.file=${config}`,
        `--storage.tsdb.path=${path.join(dir, `data-${attempt}`)}`,
        `--web.listen-address=127.0.0.1:${port}`,
        '--log.level=warn',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const ready = await vi
      .waitFor(
        async () => {
          if (child.exitCode !== null) return false;
          expect((await fetch(`${prometheusUrl}/-/ready`)).ok).toBe(true);
          return true;
        },
        { timeout: READY_TIMEOUT_MS, interval: 200 },
      )
      .catch((error: unknown) => {
        child.kill('SIGKILL');
        throw new Error(`prometheus was not ready: ${String(error)}\n${stderr}`);
      });
    if (ready) {
      prometheus = child;
      return;
    }
    if (!/address already in use/.test(stderr)) throw new Error(`prometheus exited: ${stderr}`);
  }
  throw new Error('prometheus found no free port in 3 attempts');
}

async function post(pathname: string, body: unknown, contentType = 'application/json'): Promise<number> {
  const response = await fetch(`${site.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Pages (cache hits and misses, a 404), the content API, the reviews API (502: its upstream is
 * down), a contact message and a browser error.
 */
async function traffic(): Promise<void> {
  for (const pathname of [
    '/',
    href('blog'),
    href('about-us'),
    href('contact'),
    '/no-such-page',
    '/api/blog/categories',
    '/api/blog/categories',
    '/api/reviews',
    '/',
  ]) {
    const response = await fetch(`${site.url}${pathname}`);
    await response.arrayBuffer();
  }
  const contact = { name: 'Ada Lovelace', email: 'ada@example.org', message: 'A real-Prometheus test message.' };
  expect(await post('/api/contact', contact)).toBe(200);
  expect(await post(CLIENT_ERRORS_ENDPOINT, { route: 'blog', kind: 'error', message: 'TypeError: x is undefined' }, 'text/plain')).toBe(
    204,
  );
}

/** The fallback of a failure ratio: `or 0 * rate(<all>)`; the selector inside has no parentheses. */
const ZERO_FALLBACK = /\s+or\s+0 \* rate\([^()]*\)/;
const ZERO_FALLBACK_ALL = new RegExp(ZERO_FALLBACK.source, 'g');

/** The 502 request line of a call to /api/reviews: this test's doing (its upstream is down), so it is kept for the test to check, not printed. */
function isFailedReviewsCall(entry: Record<string, unknown>): boolean {
  const { req, res } = entry as { req?: { url?: string }; res?: { statusCode?: number } };
  return entry.msg === 'request completed' && req?.url === '/api/reviews' && res?.statusCode === 502;
}

const vitalsBeacon = (index: number) => ({
  route: 'blog',
  device: 'mobile',
  lcp: 1800 + index * 40,
  inp: 120 + index,
  cls: 0.02,
  fcp: 900 + index * 10,
  ttfb: 200 + index,
});

describe.skipIf(!prometheusBinary)('a real Prometheus scraping the built site', () => {
  beforeAll(async () => {
    snapshot = buildSnapshot();
    // Nothing listens on the reviews port: every call to that upstream fails at once.
    site = await startBuiltServer(
      { RUM_RATE_LIMIT: '10000', REVIEWS_URL: `http://127.0.0.1:${await freePort()}/reviews` },
      { root: snapshot.root, expectedErrors: isFailedReviewsCall },
    );
    dir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-'));
    await startPrometheus(new URL(await site.metricsUrl()).host);

    // Every series exists once before the traffic that is measured: rate() and increase() see
    // a change between two scrapes, not a series that is born with its value.
    await traffic();
    expect(await post(VITALS_ENDPOINT, vitalsBeacon(0), 'text/plain')).toBe(204);
    await vi.waitFor(async () => expect(await numbers('web_vitals_lcp_seconds_count{job="consultancy-site"}')).toEqual([1]), {
      timeout: READY_TIMEOUT_MS,
      interval: 250,
    });
    await traffic();
    // The reviews cache answers a failure from memory for 10 s (decision 042): ask until it calls
    // the upstream again, so Prometheus sees the failure counter move.
    await vi.waitFor(
      async () => {
        await (await fetch(`${site.url}/api/reviews`)).arrayBuffer();
        const text = await (await fetch(`${await site.metricsUrl()}/metrics`)).text();
        expect(text).toMatch(/upstream_requests_total\{upstream="reviews-url",outcome="error"\} [2-9]/);
      },
      { timeout: READY_TIMEOUT_MS, interval: 500 },
    );
    for (let index = 1; index <= BEACONS; index += 1) expect(await post(VITALS_ENDPOINT, vitalsBeacon(index), 'text/plain')).toBe(204);
    // Scraped, and the rules evaluated over it: the slowest signal to speak is the Web Vitals one.
    await vi.waitFor(async () => expect((await numbers('site:web_vitals_inp_seconds:p75_rate30m')).length).toBeGreaterThan(0), {
      timeout: READY_TIMEOUT_MS,
      interval: 500,
    });
  }, 240_000);

  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      const exited = new Promise((resolve) => prometheus!.once('exit', resolve));
      prometheus.kill('SIGTERM');
      await exited;
    }
    await site?.stop();
    snapshot?.remove();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('logs each /api/reviews call that its failing upstream turned into a 502 at error level', () => {
    expect(site.logs.filter((entry) => isFailedReviewsCall(entry) && entry.level === 50).length).toBeGreaterThan(0);
  });

  it('loads the rules, and every rule evaluates without error', async () => {
    const response = (await (await fetch(`${prometheusUrl}/api/v1/rules`)).json()) as {
      data: { groups: Array<{ rules: Array<{ name: string; health: string; lastError?: string }> }> };
    };
    const loaded = response.data.groups.flatMap((group) => group.rules);
    expect(loaded.map((rule) => rule.name).sort()).toEqual(
      allRules()
        .map((rule) => rule.record ?? rule.alert)
        .sort(),
    );
    for (const rule of loaded)
      expect({ rule: rule.name, health: rule.health, error: rule.lastError ?? '' }).toEqual({ rule: rule.name, health: 'ok', error: '' });
  });

  it.each(
    allRules()
      .filter((rule) => rule.record)
      .map((rule) => [rule.record!, rule.expr] as const),
  )('recording rule %s returns data, and so does the series it records', async (record, expr) => {
    expect((await numbers(expr)).length, expr).toBeGreaterThan(0);
    expect((await numbers(record)).length, record).toBeGreaterThan(0);
  });

  it.each(
    allRules()
      .filter((rule) => rule.alert)
      .map((rule) => [rule.alert!, rule.expr] as const),
  )('alert %s parses, and the signals it compares return data', async (alert, expr) => {
    // Throws on a parse error; an empty answer is a healthy site.
    await numbers(expr);
    if (/\bkube_/.test(expr)) return;
    const signals = expr.match(/\bsite:[a-z0-9_:]+/g) ?? [];
    const recorded = allRules().flatMap((rule) => (rule.record ? [rule.record] : []));
    expect(signals.length, `${alert} compares no recorded signal`).toBeGreaterThan(0);
    for (const signal of signals) {
      expect(recorded, alert).toContain(signal);
      expect((await numbers(signal)).length, `${alert}: ${signal}`).toBeGreaterThan(0);
    }
  });

  it.each(dashboardQueries().map(({ panel, expr }) => [panel, expr] as const))(
    'dashboard panel "%s" returns data: %s',
    async (_panel, expr) => {
      expect((await numbers(expr)).length).toBeGreaterThan(0);
    },
  );

  it.each(
    [
      ...allRules().map((rule) => [rule.record ?? rule.alert!, rule.expr] as const),
      ...dashboardQueries().map(({ panel, expr }) => [panel, expr] as const),
    ]
      // The hour before the last 10 minutes: a Prometheus started for this test has no history.
      .filter(([, expr]) => ZERO_FALLBACK.test(expr) && !/offset/.test(expr)),
  )('%s: without its "or 0 *" fallback, still finds the failures the traffic caused', async (_name, expr) => {
    const failuresOnly = expr.replace(ZERO_FALLBACK_ALL, '');
    expect(failuresOnly).not.toMatch(ZERO_FALLBACK);
    expect((await numbers(failuresOnly)).length, failuresOnly).toBeGreaterThan(0);
  });

  it('sees what was sent: 26 beacons of blog on mobile, one contact message sent per round, one browser error per round', async () => {
    expect(await numbers('sum(web_vitals_lcp_seconds_count{job="consultancy-site", route="blog", device="mobile"})')).toEqual([
      BEACONS + 1,
    ]);
    expect(await numbers('sum(contact_submissions_total{job="consultancy-site", outcome="sent"})')).toEqual([2]);
    expect(await numbers('sum(client_errors_total{job="consultancy-site", route="blog", kind="error"})')).toEqual([2]);
  });
});
