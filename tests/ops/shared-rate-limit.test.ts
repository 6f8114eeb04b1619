/**
 * One contact limit for the cluster (docs/decisions/102): three built servers share one real
 * redis-server (REDIS_URL). Posts from one address, round robin over the three, pass exactly
 * CONTACT_RATE_LIMIT times in the window. With Redis stopped mid-test the form still answers,
 * and the stated fallback holds: each pod counts in its own memory, so exactly the limit passes
 * per pod; each pod says so in one warning line and in its metrics.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSnapshot, type BuildSnapshot } from '../../scripts/fresh-build.mjs';
import { startBuiltServer, type RunningServer } from '../support/start-built-server.ts';
import { startRedis, type RunningRedis } from '../support/start-redis.ts';

const LIMIT = 3;
const PODS = 3;
const MESSAGE = { name: 'Ada Lovelace', email: 'ada@example.org', message: 'We need a customer portal.' };
const OUTAGE_LINE = 'rate limits: Redis unreachable, each pod counts alone until it returns';

let snapshot: BuildSnapshot;
let redis: RunningRedis;
const servers: RunningServer[] = [];

/** `count` posts, one pod after another; the statuses in order. */
async function postRoundRobin(count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const server = servers[n % PODS]!;
    const response = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(MESSAGE),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return statuses;
}

async function metric(server: RunningServer, pattern: RegExp): Promise<number> {
  const text = await (await fetch(`${await server.metricsUrl()}/metrics`)).text();
  return Number(pattern.exec(text)?.[1] ?? NaN);
}

beforeAll(async () => {
  snapshot = buildSnapshot();
  redis = await startRedis();
  for (let n = 0; n < PODS; n += 1) {
    servers.push(await startBuiltServer({ REDIS_URL: redis.url, CONTACT_RATE_LIMIT: String(LIMIT) }, { root: snapshot.root }));
  }
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.stop();
  await redis?.stop();
  snapshot?.remove();
});

describe('the contact limit across pods', () => {
  it('lets exactly the configured number through, whichever pod each post reaches', async () => {
    const statuses = await postRoundRobin(LIMIT * PODS);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(statuses.slice(LIMIT)).toEqual(Array(LIMIT * PODS - LIMIT).fill(429));
    for (const server of servers) expect(await metric(server, /^rate_limit_shared_store_up (\d+)$/m)).toBe(1);
  });

  it('with Redis stopped, the form still answers and each pod holds the limit alone', async () => {
    await redis.stop();
    const statuses = await postRoundRobin(LIMIT * PODS + PODS);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    // Per pod, the first LIMIT posts pass and the next is refused: LIMIT × PODS in all.
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT * PODS);
    expect(statuses.slice(LIMIT * PODS)).toEqual(Array(PODS).fill(429));
    for (const server of servers) {
      await vi.waitFor(() => expect(server.logs.filter((line) => line.msg === OUTAGE_LINE)).toHaveLength(1), {
        timeout: 5000,
        interval: 50,
      });
      expect(server.logs.find((line) => line.msg === OUTAGE_LINE)).toMatchObject({ level: 40 });
      // The URL (which can hold a password) is never in the line.
      expect(JSON.stringify(server.logs)).not.toContain(redis.url);
      expect(await metric(server, /^rate_limit_shared_store_up (\d+)$/m)).toBe(0);
      expect(await metric(server, /^rate_limit_fallback_total\{limiter="contact"\} (\d+)$/m)).toBe(LIMIT + 1);
      expect(server.stderr()).toBe('');
    }
  });
});
