// The INP script's page helpers (scripts/inp.mjs): a page under the CPU slowdown with the probe in it, marks
// naming each step, a wait for the main thread to settle, and the interactions read back and summed up.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
/** web-vitals' attribution build (it defines `webVitals`), then the probe that keeps what it and the browser report. */
// (The package exports only its modules: the IIFE build is found beside the attribution build's CommonJS file.)
const dist = path.dirname(require.resolve('web-vitals/attribution'));
export const PROBE =
  readFileSync(path.join(dist, 'web-vitals.attribution.iife.js'), 'utf8') +
  readFileSync(path.join(here, 'probe.js'), 'utf8');

const traces = new WeakMap();
// What DevTools' Performance panel records: tasks, events, style and layout, paints, JavaScript samples.
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'latencyInfo',
];

/**
 * A new page of `context` whose renderer runs `rate` times slower (CDP Emulation.setCPUThrottlingRate). With
 * `trace`, a Chromium trace of the page's interactions goes to that file: it starts at the first step and ends
 * when the interactions are read (open it in DevTools' Performance panel, or read it with
 * scripts/inp/trace-summary.mjs).
 */
export async function throttledPage(context, rate, trace) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  if (trace) traces.set(page, { file: trace, started: false });
  page.setDefaultTimeout(60_000);
  return page;
}

/** Names what comes next: each interaction is counted under the last step named before it began. */
export async function step(page, label) {
  const trace = traces.get(page);
  if (trace && !trace.started) {
    trace.started = true;
    await page.context().browser().startTracing(page, { categories: TRACE_CATEGORIES });
  }
  return page.evaluate((name) => performance.mark(`inp:${name}`), label);
}

/**
 * Waits until the page has had no long animation frame (over 50 ms of work before a paint) for `quietMs`, or
 * `capMs` in all: so a measured interaction does not queue behind the page's loading or the last step's work.
 */
export function settle(page, quietMs = 1000, capMs = 15_000) {
  return page.evaluate(
    ([quiet, cap]) =>
      new Promise((resolve) => {
        const began = performance.now();
        let last = began;
        const observer = new PerformanceObserver(() => {
          last = performance.now();
        });
        observer.observe({ type: 'long-animation-frame' });
        const check = () => {
          const now = performance.now();
          if (now - last >= quiet || now - began >= cap) {
            observer.disconnect();
            resolve(now - began);
          } else setTimeout(check, 100);
        };
        setTimeout(check, 100);
      }),
    [quietMs, capMs],
  );
}

/**
 * The page's interactions, each one's latency (the longest of its Event Timing entries), its kind ('key' or
 * 'tap') and the step it belongs to; and web-vitals' INP reports. Waits a moment first: an entry is reported
 * after the frame that follows the interaction.
 */
export async function interactions(page) {
  await page.waitForTimeout(500);
  const trace = traces.get(page);
  if (trace?.started) writeFileSync(trace.file, await page.context().browser().stopTracing());
  const { entries, marks, inp } = await page.evaluate(() => ({
    entries: window.__inpProbe.interactions,
    marks: performance.getEntriesByType('mark').map((m) => ({ name: m.name, at: m.startTime })),
    inp: window.__inpProbe.inp,
  }));
  const steps = marks.filter((m) => m.name.startsWith('inp:'));
  const byId = new Map();
  for (const entry of entries) {
    const was = byId.get(entry.id);
    if (!was) byId.set(entry.id, { ...entry, names: [entry.name] });
    else {
      was.names.push(entry.name);
      was.startTime = Math.min(was.startTime, entry.startTime);
      if (entry.duration > was.duration) Object.assign(was, { ...entry, names: was.names });
    }
  }
  const list = [...byId.values()]
    .sort((a, b) => a.startTime - b.startTime)
    .map((i) => ({
      step: steps.findLast((m) => m.at <= i.startTime)?.name.slice(4) ?? '(before any step)',
      kind: i.names.some((n) => n.startsWith('key')) ? 'key' : 'tap',
      duration: i.duration,
      inputDelay: Math.round(i.inputDelay),
      processing: Math.round(i.processing),
      target: i.target,
    }));
  return { list, inp: inp.at(-1) ?? null };
}

export const median = (values) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
