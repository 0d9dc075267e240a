// Lighthouse's performance score of one page, one run at a time (scripts/lighthouse.mjs interleaves the app's
// runs with its antd floor's), and the median of several runs, which is what counts.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One run of `url` in the Chromium on `port`: Lighthouse's default configuration (a mobile device, simulated
 * slow 4G, 4x CPU slowdown) or, with `desktop`, its desktop one; `options` are Lighthouse flags
 * (disableStorageReset). A trace Lighthouse could not record (NO_NAVSTART on a loaded machine) is run again,
 * twice at most, each time after `beforeEach`. `reportDir` keeps the run's JSON report as `<name>.json`.
 */
export async function lighthouseRun({
  port,
  url,
  desktop = false,
  options = {},
  beforeEach,
  reportDir,
  name,
}) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...options };
  for (let attempt = 1; ; attempt++) {
    await beforeEach?.();
    const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      const message = `Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      if (attempt === 3) throw new Error(message);
      console.warn(`${name}: ${message}; running it again`);
      continue;
    }
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr));
    }
    const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      finalUrl: lhr.finalDisplayedUrl,
    };
  }
}

/** The median of a page's runs: its score and metrics, and a line that prints them. */
export function summary(label, results) {
  const score = median(results.map((r) => r.score));
  const ms = (key) => Math.round(median(results.map((r) => r[key])));
  const line =
    `${label.padEnd(24)} ${String(score).padStart(3)} (runs: ${results.map((r) => r.score).join(', ')}; ` +
    `median FCP ${ms('fcp')} ms, LCP ${ms('lcp')} ms, TBT ${ms('tbt')} ms, ` +
    `CLS ${median(results.map((r) => r.cls)).toFixed(3)}) at ${results[0].finalUrl}`;
  return { label, score, line, finalUrl: results[0].finalUrl };
}
