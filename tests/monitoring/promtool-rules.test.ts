/**
 * The alert rules (k8s/components/monitoring/prometheus-rule.yaml): promtool checks them and runs
 * their unit tests (rules.promtool.yaml: each alert fires on its case and not on a near miss), and
 * every alert carries what an operator needs: a severity, a summary, a description and a runbook
 * link to a section of docs/runbook.md that exists.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRules, prometheusTool, RUNBOOK, writeRuleFile } from './rules-file.ts';

const PROMTOOL_TESTS = path.join(import.meta.dirname, 'rules.promtool.yaml');
const promtool = prometheusTool('promtool');
if (!promtool) console.warn('Skipping the promtool rule tests: promtool is not installed (apt-get install prometheus; CI installs it).');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'promtool-'));
  writeRuleFile(dir);
  copyFileSync(PROMTOOL_TESTS, path.join(dir, 'rules.promtool.yaml'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[]): { ok: boolean; output: string } {
  try {
    return { ok: true, output: execFileSync(promtool!, args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe.skipIf(!promtool)('promtool', () => {
  it('checks the rule file', () => {
    const result = run(['check', 'rules', 'rules.yaml']);
    expect(result.output).toContain('SUCCESS');
    expect(result.ok, result.output).toBe(true);
  });

  it('passes the unit tests of every alert', () => {
    const result = run(['test', 'rules', 'rules.promtool.yaml']);
    expect(result.ok, result.output).toBe(true);
    expect(result.output).toContain('SUCCESS');
  });
});

describe('the rules', () => {
  const alerts = allRules().filter((rule) => rule.alert);

  it('cover what the issue asks for', () => {
    expect(alerts.map((rule) => rule.alert).sort()).toEqual(
      [
        'SiteClientErrorsJump',
        'SiteContactForwarderFailing',
        'SiteErrorRatioHigh',
        'SitePagesSlow',
        'SitePodsNotReady',
        'SitePodsRestarting',
        'SiteUpstreamFailing',
        'SiteWebVitalsInpPoor',
        'SiteWebVitalsLcpPoor',
      ].sort(),
    );
  });

  it('every alert has a unit test that expects it to fire', () => {
    const tests = readFileSync(PROMTOOL_TESTS, 'utf8');
    for (const { alert } of alerts) expect(tests, alert).toMatch(new RegExp(`alertname: ${alert}\\n\\s+exp_alerts:\\n\\s+- exp_labels`));
  });

  it('every alert has a severity, a summary, a description and a runbook link to an existing section of docs/runbook.md', () => {
    const headings = readFileSync(RUNBOOK, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('## '))
      .map((line) => line.slice(3).trim().toLowerCase());
    for (const rule of alerts) {
      expect(['critical', 'warning'], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
      expect(rule.annotations?.description, rule.alert).toBeTruthy();
      const [file, anchor] = (rule.annotations?.runbook_url ?? '').split('#');
      expect(file, rule.alert).toBe('docs/runbook.md');
      expect(anchor, rule.alert).toBe(rule.alert!.toLowerCase());
      expect(headings, `docs/runbook.md has no section "## ${rule.alert}"`).toContain(anchor);
    }
  });

  it("every expression reads the site's own job, or kube-state-metrics' series of its deployment", () => {
    for (const rule of allRules()) {
      const reads = rule.expr.match(/\b[a-z_]+(?=\{)/g) ?? [];
      for (const metric of reads) {
        const selector = new RegExp(`${metric}\\{([^}]*)\\}`).exec(rule.expr)![1]!;
        if (metric.startsWith('kube_')) expect(selector, rule.alert).toMatch(/consultancy-site/);
        else expect(selector, `${rule.record ?? rule.alert}: ${metric}`).toContain('job="consultancy-site"');
      }
    }
  });
});
