/**
 * One hovered in-site navigation under issue 24's profile, traced: where the time between the
 * click and the first frame showing the new heading goes. Not part of the bench: a tool for
 * working on its navigation figures.
 *
 *   npm run build && node --import tsx scripts/perf/navigation-trace.ts [from] [to] [runs]
 *
 * Prints, per run, the page's own marks (the pointer over the link, the route data asked for,
 * click, history push, startViewTransition called, its update callback's start and end, the
 * transition's `ready`, the heading focused, the frame the heading changed in) and the main
 * thread's top-level tasks between click and that frame, from a Chrome trace (devtools.timeline)
 * recorded from before the scroll to the link, so BEFORE_MS can show the hover's tasks. The
 * trace of the last run is written to test-results/navigation-trace.json (open it in Chrome's
 * Performance panel).
 *
 * Environment: HOVER_MS (300 by default), BEFORE_MS (list tasks from this long before the click: the hover's; 0 by default), ROOT (another checkout's build, e.g. one built
 * without minified names), DETAIL=1 (the click's task event by event), CPU_PROFILE=1 (self and
 * total time per function from 30 ms before the click to that frame, from a sampled V8 profile;
 * TOP=n rows of each, 40 by default).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { href } from '../../shared/route-paths.ts';
import { PROJECT_ROOT, startBuiltServer } from '../../tests/support/start-built-server.ts';
import { clickWhereThePointerIs, launchBenchBrowser, openUnderProfile, pointerTo } from './navigation.ts';

const [from = href('home'), to = href('about-us'), runsArg = '3'] = process.argv.slice(2);
const RUNS = Number(runsArg);
/** BEFORE_MS: main-thread tasks are listed from this long before the click (the hover's). */
const TASKS_BEFORE_CLICK_MS = Number(process.env.BEFORE_MS ?? 0);

/** Marks in the page, through the public APIs the site calls (no change to the site's code). */
const INSTRUMENT = `
  const mark = (name) => performance.mark('nav:' + name);
  const heading = () => document.querySelector('main h1')?.textContent ?? '';
  // The hover's start: when the page is told the pointer is over a link (the site's intent
  // timer starts then), and when the route data is asked for (the prefetch, or the click's).
  addEventListener('pointerover', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link && !window.__overLink) { window.__overLink = true; mark('pointerover ' + link.getAttribute('href')); }
  }, true);
  const fetchPage = window.fetch;
  window.fetch = function (...args) {
    if (String(args[0]).includes('/api/route-data')) mark('route-data asked for');
    return fetchPage.apply(this, args);
  };
  addEventListener('click', () => {
    const before = heading();
    mark('click');
    window.__clickAt = performance.now();
    const check = () => {
      if (heading() !== before) { mark('frame-with-new-heading'); window.__shownAt = performance.now(); }
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, { capture: true, once: true });
  const push = History.prototype.pushState;
  History.prototype.pushState = function (...args) { mark('pushState'); return push.apply(this, args); };
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function (...args) { mark('focus ' + this.tagName); return focus.apply(this, args); };
  if (document.startViewTransition) {
    const start = document.startViewTransition;
    document.startViewTransition = function (update) {
      mark('startViewTransition');
      const transition = start.call(this, () => { mark('vt-update-start'); const result = update?.(); mark('vt-update-end'); return result; });
      transition.updateCallbackDone.then(() => mark('vt-updateCallbackDone'));
      transition.ready.then(() => mark('vt-ready'), () => mark('vt-ready-rejected'));
      transition.finished.then(() => mark('vt-finished'));
      return transition;
    };
  }
`;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

const server = await startBuiltServer({}, { quiet: true, ...(process.env.ROOT ? { root: process.env.ROOT } : {}) });
const browser = await launchBenchBrowser();
try {
  for (let run = 0; run < RUNS; run += 1) {
    const { context, page, cdp } = await openUnderProfile(browser, server.url + from, [INSTRUMENT]);
    const link = page.locator(`a[href="${to}"]`).filter({ visible: true }).first();
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (message) => void events.push(...(message.value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-devtools.timeline.frame',
          'blink.user_timing',
          'v8.execute',
          'blink',
          'cc',
          'viz',
          'loading',
        ],
      },
    });
    if (process.env.CPU_PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await link.scrollIntoViewIfNeeded();
    await pointerTo(link);
    await page.waitForTimeout(Number(process.env.HOVER_MS ?? 300));
    await clickWhereThePointerIs(page);
    await page.waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt !== undefined, undefined, { timeout: 20_000 });
    await page.waitForTimeout(400);
    const profile = process.env.CPU_PROFILE ? (await cdp.send('Profiler.stop')).profile : undefined;
    await cdp.send('Tracing.end');
    await complete;
    if (profile) {
      // Self time by function between the click and the frame with the new heading.
      const clickMs = await page.evaluate(() => (window as unknown as { __clickAt: number }).__clickAt);
      const shownMs = await page.evaluate(() => (window as unknown as { __shownAt: number }).__shownAt);
      const byId = new Map(profile.nodes.map((node) => [node.id, node]));
      const self = new Map<string, number>();
      // Time with the function anywhere on the stack (each function once per sample): which component costs what.
      const total = new Map<string, number>();
      const parentOf = new Map<number, number>();
      for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
      const nameOf = (id: number) => {
        const frame = byId.get(id)!.callFrame;
        return `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`;
      };
      // Profile times are in microseconds on the same clock as the trace, not performance.now(): take the window from the marks' trace times.
      let time = profile.startTime;
      const clickTrace = events.find((event) => event.name === 'nav:click')?.ts ?? 0;
      const windowEnd = clickTrace + (shownMs - clickMs) * 1000;
      profile.samples!.forEach((id, index) => {
        time += profile.timeDeltas![index]!;
        if (time < clickTrace - 30_000 || time > windowEnd) return;
        const ms = profile.timeDeltas![index]! / 1000;
        self.set(nameOf(id), (self.get(nameOf(id)) ?? 0) + ms);
        const onStack = new Set<string>();
        for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) onStack.add(nameOf(node));
        for (const name of onStack) total.set(name, (total.get(name) ?? 0) + ms);
      });
      const top = (times: Map<string, number>) =>
        [...times]
          .sort((a, b) => b[1] - a[1])
          .slice(0, Number(process.env.TOP ?? 40))
          .map(([name, ms]) => `    ${ms.toFixed(1).padStart(6)}  ${name}`)
          .join('\n');
      console.log(`  CPU self time from 30 ms before the click to the frame (ms):\n${top(self)}`);
      console.log(`  CPU total time (the function on the stack), same window (ms):\n${top(total)}`);
    }
    const clickToShown = await page.evaluate(() => {
      const w = window as unknown as { __shownAt: number; __clickAt: number };
      return w.__shownAt - w.__clickAt;
    });
    const marks = await page.evaluate(() =>
      performance
        .getEntriesByType('mark')
        .filter((entry) => entry.name.startsWith('nav:'))
        .map((entry) => ({ name: entry.name, at: entry.startTime })),
    );
    const clickAt = marks.find((entry) => entry.name === 'nav:click')!.at;
    console.log(`\nrun ${run + 1}: ${from} -> ${to}: click to frame with the new heading ${clickToShown.toFixed(1)} ms`);
    for (const entry of marks) console.log(`  ${(entry.at - clickAt).toFixed(1).padStart(7)} ms  ${entry.name.slice(4)}`);
    const resources = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => ({ name: entry.name, start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd })),
    );
    for (const resource of resources.filter((entry) => entry.end > clickAt - 400))
      console.log(
        `  resource ${(resource.start - clickAt).toFixed(0)}..${(resource.end - clickAt).toFixed(0)} ms ${resource.name.replace(server.url, '')}`,
      );

    // The main thread of the page's renderer: the thread of the user-timing marks.
    const clickMark = events.find((event) => event.name === 'nav:click' && event.cat.includes('user_timing'));
    const shownMark = events.find((event) => event.name === 'nav:frame-with-new-heading');
    if (clickMark && shownMark) {
      const t0 = clickMark.ts;
      const end = shownMark.ts + 250_000;
      const from = t0 - TASKS_BEFORE_CLICK_MS * 1000;
      const main = events.filter(
        (event) => event.pid === clickMark.pid && event.tid === clickMark.tid && event.ts + (event.dur ?? 0) >= from && event.ts <= end,
      );
      const tasks = main.filter((event) => event.ph === 'X' && event.name === 'RunTask').sort((a, b) => a.ts - b.ts);
      console.log(`  main-thread tasks from ${TASKS_BEFORE_CLICK_MS} ms before the click (ms from click, duration, what is inside):`);
      for (const task of tasks) {
        if ((task.dur ?? 0) < 1000) continue;
        const inside = main
          .filter(
            (event) =>
              event.ph === 'X' && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + (task.dur ?? 0) && event !== task,
          )
          .filter((event) => (event.dur ?? 0) >= 1000)
          .map(
            (event) =>
              `${event.name}${event.args?.data && (event.args.data as { type?: string }).type ? `(${(event.args.data as { type?: string }).type})` : ''}${event.args?.data && (event.args.data as { functionName?: string }).functionName ? `[${(event.args.data as { functionName?: string }).functionName}]` : ''} ${((event.dur ?? 0) / 1000).toFixed(1)}`,
          )
          .slice(0, 14);
        console.log(
          `  ${((task.ts - t0) / 1000).toFixed(1).padStart(7)} +${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)}  ${inside.join(', ')}`,
        );
      }
      if (process.env.DETAIL) {
        const first = tasks.find((task) => task.ts + (task.dur ?? 0) >= t0);
        if (first) {
          console.log('  inside the click task (ms from click, duration):');
          for (const event of main
            .filter((e) => e.ph === 'X' && e.ts >= first.ts && e.ts <= first.ts + (first.dur ?? 0) && (e.dur ?? 0) >= 1500)
            .sort((a, b) => a.ts - b.ts))
            console.log(
              `    ${((event.ts - t0) / 1000).toFixed(1).padStart(7)} +${((event.dur ?? 0) / 1000).toFixed(1).padStart(6)} ${event.name} ${JSON.stringify((event.args?.data as Record<string, unknown> | undefined) ?? {}).slice(0, 120)}`,
            );
        }
      }
      const frames = events
        .filter(
          (event) =>
            event.ts >= t0 &&
            event.ts <= end &&
            /^(DrawFrame|Commit|BeginFrame|PipelineReporter|Screenshot|ActivateLayerTree|BeginMainThreadFrame|Paint|ViewTransition)/.test(
              event.name,
            ),
        )
        .filter((event) => event.ph !== 'e')
        .map((event) => `${((event.ts - t0) / 1000).toFixed(1)}:${event.name}${event.dur ? `(${(event.dur / 1000).toFixed(1)})` : ''}`);
      console.log(`  frames: ${frames.slice(0, 80).join(' ')}`);
      const vt = events.filter((event) => /view.?transition/i.test(event.name) && event.ts >= t0 && event.ts <= end);
      console.log(
        `  view transition events: ${vt.map((event) => `${((event.ts - t0) / 1000).toFixed(1)}:${event.name}/${event.ph}${event.dur ? `(${(event.dur / 1000).toFixed(1)})` : ''}`).join(' ')}`,
      );
    }
    const directory = path.join(PROJECT_ROOT, 'test-results');
    mkdirSync(directory, { recursive: true });
    writeFileSync(path.join(directory, 'navigation-trace.json'), JSON.stringify({ traceEvents: events }));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
