/**
 * A pod started from k8s/ with no contact forwarder must not start: its outbox would sit on a
 * volume that dies with the pod. The real server process gets the environment the rendered
 * Deployment gives its container (ConfigMap plus literal env, no Secret) and must exit with
 * one line naming both forwarders; the operator's explicit opt-out and a forwarder both pass.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { parseConfig } from '../../server/core/config.server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRY = path.join(ROOT, 'server/index.ts');

/** The container's environment as the cluster builds it from k8s/ when the optional Secret is absent. */
function podEnvironment(): Record<string, string> {
  const rendered = execFileSync('kubectl', ['kustomize', path.join(ROOT, 'k8s')], { encoding: 'utf8' });
  const objects = parseAllDocuments(rendered).map((doc) => doc.toJS() as { kind: string; data?: Record<string, string>; spec?: any }); // eslint-disable-line @typescript-eslint/no-explicit-any
  const configMap = objects.find((object) => object.kind === 'ConfigMap')!;
  const container = objects.find((object) => object.kind === 'Deployment')!.spec.template.spec.containers[0];
  const literal = Object.fromEntries((container.env as Array<{ name: string; value: string }>).map((entry) => [entry.name, entry.value]));
  return { ...configMap.data, ...literal };
}

describe('k8s/ without a contact forwarder', () => {
  const env = podEnvironment();

  it('the real server exits 1 with one line naming SMTP_URL and WEB3FORMS_ACCESS_KEY, never listening', () => {
    // Free ports and a local address: the test must not bind the pod's fixed ports on this machine.
    const result = spawnSync(process.execPath, ['--import', 'tsx', ENTRY], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, ...env, HOST: '127.0.0.1', PORT: '0', METRICS_PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: SMTP_URL or WEB3FORMS_ACCESS_KEY is required when CONTACT_REQUIRE_FORWARDER is true/);
    expect(result.stdout).not.toContain('listening');
  });

  it('a forwarder from the Secret, or the explicit outbox opt-out, is accepted', () => {
    expect(() => parseConfig({ ...env, WEB3FORMS_ACCESS_KEY: 'key' })).not.toThrow();
    expect(() => parseConfig({ ...env, SMTP_URL: 'smtp://mail.example.com:587', CONTACT_TO: 'owner@example.com' })).not.toThrow();
    expect(parseConfig({ ...env, CONTACT_REQUIRE_FORWARDER: 'false' }).OUTBOX_DIR).toBe(env.OUTBOX_DIR);
  });

  it('outside the cluster (npm start, Compose) nothing is required: the outbox stays the default', () => {
    expect(parseConfig({}).CONTACT_REQUIRE_FORWARDER).toBe(false);
  });
});
