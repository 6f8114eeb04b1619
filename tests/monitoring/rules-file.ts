/**
 * The monitoring component's rules and dashboard as the tests read them: the PrometheusRule in
 * k8s/components/monitoring is the one copy; its spec is written out as a plain Prometheus rule
 * file for promtool and for a real Prometheus.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';

export const MONITORING_DIR = path.resolve(import.meta.dirname, '../../k8s/components/monitoring');
export const RUNBOOK = path.resolve(import.meta.dirname, '../../docs/runbook.md');

export interface Rule {
  record?: string;
  alert?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

export interface RuleGroup {
  name: string;
  rules: Rule[];
}

export function ruleGroups(): RuleGroup[] {
  const object = parse(readFileSync(path.join(MONITORING_DIR, 'prometheus-rule.yaml'), 'utf8')) as { spec: { groups: RuleGroup[] } };
  return object.spec.groups;
}

export const allRules = (): Rule[] => ruleGroups().flatMap((group) => group.rules);

/** Writes the rules as a Prometheus rule file (`groups:` at the top) and returns its path. */
export function writeRuleFile(dir: string): string {
  const file = path.join(dir, 'rules.yaml');
  writeFileSync(file, stringify({ groups: ruleGroups() }));
  return file;
}

export interface DashboardPanel {
  type: string;
  title: string;
  targets?: Array<{ expr: string; refId: string }>;
}

export function dashboard(): { uid: string; title: string; panels: DashboardPanel[]; templating: { list: Array<{ name: string }> } } {
  return JSON.parse(readFileSync(path.join(MONITORING_DIR, 'dashboard.json'), 'utf8'));
}

/** Every query of the dashboard, with its template variables given the values that select everything. */
export function dashboardQueries(): Array<{ panel: string; expr: string }> {
  return dashboard().panels.flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr.replaceAll('$namespace', '.*') })),
  );
}

/**
 * The path of a tool of Debian's `prometheus` package, or undefined when it is not installed.
 * CI installs it (.ci/run); there a missing tool is an error, not a reason to skip.
 */
export function prometheusTool(name: 'prometheus' | 'promtool'): string | undefined {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    if (process.env.CI) throw new Error(`${name} is not installed: .ci/run installs Debian's prometheus package`);
    return undefined;
  }
}
