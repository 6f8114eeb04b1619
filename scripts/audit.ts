/**
 * npm run audit: Lighthouse (mobile, median of three runs) on five key pages, axe on every
 * route at 375 and 1280 px, both in the light and the dark colour scheme (decision 094), and
 * the Nu HTML Checker on every route, all against the
 * production build started here on a free port (docs/decisions/050).
 * Lighthouse runs with applied throttling (real loads on a slowed network and CPU). Exits 1
 * when accessibility, best practices or SEO is below 100 or performance below 95 on a
 * Lighthouse page, when axe finds a violation, or when the HTML has an error.
 * Options: --only=lighthouse,axe,html  --runs=N (Lighthouse runs per page, default 3)
 *          --schemes=light,dark (Lighthouse's colour schemes, default both)
 *          --simulated (also one run per page with Lighthouse's simulated throttling, printed only)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_TABLE } from '../routes/server/route-table.ts';
import { AXE_WIDTHS, axePage, COLOR_SCHEMES, launchBrowser, type AxeViolation } from './audit/axe-run.ts';
import { checkHtml, type HtmlError } from './audit/html-check.ts';
import {
  CATEGORIES,
  LIGHTHOUSE_SERVER_ENV,
  median,
  runLighthouse,
  type Category,
  type LighthouseRun,
  type LighthouseScheme,
  type Scores,
} from './audit/lighthouse-run.ts';
import { PROJECT_ROOT, startBuiltServer } from '../tests/support/start-built-server.ts';
import { buildSnapshot } from './fresh-build.mjs';
import { href, postHref } from '../shared/route-paths.ts';

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const ONLY = new Set((option('only') ?? 'lighthouse,axe,html').split(','));
/** Issue 7: the median of three runs. */
const RUNS = Number(option('runs') ?? 3);
/**
 * The least median score each category must reach on every Lighthouse page. Performance under
 * applied throttling is a real load on this machine and moves by a few points from run to run
 * (total blocking time above all): 95 leaves a 2-core CI machine's noise room under this build's 95-100 (docs/decisions/087). The rest must be 100.
 */
const GATES: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const SIMULATED = process.argv.includes('--simulated');
/** Lighthouse in both colour schemes by default (decision 094); --schemes=light for one. */
const SCHEMES = (option('schemes') ?? 'light,dark').split(',') as LighthouseScheme[];
const NOT_FOUND_PATH = '/this-page-does-not-exist';

function log(message: string): void {
  process.stderr.write(`[audit] ${message}\n`);
}

async function firstPostPath(baseUrl: string): Promise<string | undefined> {
  const html = await (await fetch(`${baseUrl}/blog`)).text();
  const slug = /href="\/blog\/([a-z0-9][a-z0-9-]*)"/.exec(html)?.[1];
  return slug ? postHref(slug) : undefined;
}

async function main(): Promise<void> {
  const snapshot = buildSnapshot();
  const server = await startBuiltServer(LIGHTHOUSE_SERVER_ENV, { root: snapshot.root, quiet: true });
  let failed = false;
  const report: Record<string, unknown> = { startedAt: new Date().toISOString() };
  try {
    const post = await firstPostPath(server.url);
    // The five pages are the audit: without a post it would pass on four.
    if (!post) throw new Error('no blog post is listed on /blog: the post page cannot be audited');
    const staticPaths = ROUTE_TABLE.filter((route) => !route.path.includes(':') && route.path !== '*').map((route) => route.path);
    const everyPath = [...staticPaths, post, NOT_FOUND_PATH];
    const keyPaths = ['/', href('kubernetes'), href('blog'), post, href('contact')];

    if (ONLY.has('html')) {
      log(`Nu HTML Checker on ${everyPath.length} pages`);
      const errors: HtmlError[] = await checkHtml(server.url, everyPath);
      report.html = { pages: everyPath.length, errors };
      console.log(`\nHTML (vnu): ${errors.length} errors on ${everyPath.length} pages`);
      for (const error of errors)
        console.log(
          `  ${error.path}:${error.line ?? '?'} ${error.message}${error.extract ? `  [${error.extract.trim().slice(0, 80)}]` : ''}`,
        );
      if (errors.length) failed = true;
    }

    if (ONLY.has('axe')) {
      log(`axe on ${everyPath.length} pages at ${AXE_WIDTHS.join(' and ')} px, ${COLOR_SCHEMES.join(' and ')}`);
      const browser = await launchBrowser();
      const violations: AxeViolation[] = [];
      try {
        for (const pagePath of everyPath)
          for (const width of AXE_WIDTHS)
            for (const scheme of COLOR_SCHEMES) violations.push(...(await axePage(browser, server.url, pagePath, width, scheme)));
      } finally {
        await browser.close();
      }
      report.axe = { pages: everyPath.length, widths: AXE_WIDTHS, schemes: COLOR_SCHEMES, violations };
      console.log(
        `\naxe: ${violations.length} violations on ${everyPath.length} pages x ${AXE_WIDTHS.length} widths x ${COLOR_SCHEMES.length} colour schemes`,
      );
      for (const violation of violations)
        console.log(
          `  ${violation.path} @${violation.width}px ${violation.scheme} ${violation.impact} ${violation.id}: ${violation.help}  ${violation.targets.join(' | ')}`,
        );
      if (violations.length) failed = true;
    }

    if (ONLY.has('lighthouse')) {
      const rows: Array<{ path: string; scheme: LighthouseScheme; median: Scores; runs: LighthouseRun[]; simulated?: LighthouseRun }> = [];
      const rowKeys = keyPaths.flatMap((pagePath) => SCHEMES.map((scheme) => ({ pagePath, scheme })));
      // Round by round, every row once a round: a minute of a busy machine slows one run of
      // several rows, not two runs of one row, so it cannot move a median of three.
      const runsByRow = rowKeys.map((): LighthouseRun[] => []);
      for (let run = 1; run <= RUNS; run += 1)
        for (const [index, { pagePath, scheme }] of rowKeys.entries()) {
          log(`Lighthouse ${pagePath} ${scheme} run ${run}/${RUNS} (applied throttling)`);
          runsByRow[index]!.push(await runLighthouse(server.url + pagePath, 'devtools', scheme));
        }
      for (const [index, { pagePath, scheme }] of rowKeys.entries()) {
        const runs = runsByRow[index]!;
        const scores = Object.fromEntries(
          CATEGORIES.map((category) => [category, median(runs.map((one) => one.scores[category]))]),
        ) as Scores;
        if (SIMULATED) log(`Lighthouse ${pagePath} (simulated throttling, printed only)`);
        const simulated = SIMULATED ? await runLighthouse(server.url + pagePath, 'simulate', scheme) : undefined;
        rows.push({ path: pagePath, scheme, median: scores, runs, ...(simulated ? { simulated } : {}) });
      }
      report.lighthouse = rows;
      console.log(
        `\nLighthouse 12, mobile, applied throttling, median of ${RUNS} runs (gates: performance ${GATES.performance}, the rest 100)${SIMULATED ? '; sim = simulated performance, not gated' : ''}:`,
      );
      console.log(
        `page                              perf  a11y  best   seo   FCP ms   LCP ms  TBT ms   CLS${SIMULATED ? '   sim  sim LCP' : ''}`,
      );
      for (const row of rows) {
        const metrics = row.runs.map((run) => run.metrics);
        const ms = (values: number[]) => String(Math.round(median(values))).padStart(8);
        const simulated = row.simulated
          ? `${String(row.simulated.scores.performance).padStart(6)} ${String(Math.round(row.simulated.metrics.lcpMs)).padStart(8)}`
          : '';
        console.log(
          `${`${row.path} ${row.scheme === 'dark' ? '(dark)' : ''}`.padEnd(32)} ${CATEGORIES.map((category) => String(row.median[category]).padStart(5)).join(' ')} ` +
            `${ms(metrics.map((m) => m.fcpMs))} ${ms(metrics.map((m) => m.lcpMs))} ${String(Math.round(median(metrics.map((m) => m.tbtMs)))).padStart(7)} ${median(
              metrics.map((m) => m.cls),
            )
              .toFixed(3)
              .padStart(6)}${simulated}`,
        );
        for (const category of CATEGORIES) {
          if (row.median[category] >= GATES[category]) continue;
          failed = true;
          const reasons = new Map(
            row.runs.flatMap((run) => run.failing.filter((item) => item.category === category)).map((item) => [item.id, item.title]),
          );
          console.log(
            `    ${row.scheme} ${category} ${row.median[category]} (below ${GATES[category]}): ${[...reasons].map(([id, title]) => `${id} (${title})`).join('; ')}`,
          );
        }
      }
    }
  } finally {
    await server.stop();
    snapshot.remove();
  }
  const directory = path.join(PROJECT_ROOT, 'bench-results');
  mkdirSync(directory, { recursive: true });
  writeFileSync(path.join(directory, 'audit-latest.json'), JSON.stringify(report, null, 2));
  console.log(failed ? '\nAUDIT FAILED' : '\nAUDIT PASSED');
  process.exitCode = failed ? 1 : 0;
}

await main();
