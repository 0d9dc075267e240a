// Lighthouse's performance score of one page, measured several times (scripts/lighthouse.mjs for the app,
// scripts/web-floor.mjs for antd's own floor): each run's score and metrics, and the median that counts.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The runner for a Chromium on `port`: Lighthouse's default configuration (a mobile device, simulated slow
 * 4G, 4x CPU slowdown) or, with `desktop`, its desktop one. `reportDir` keeps each run's JSON report.
 */
export function lighthouseRunner({ port, runs, desktop = false, reportDir }) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };

  /** One Lighthouse run: the score (0-100) and the metrics that make it. */
  async function measure(url, options, label, i) {
    const result = await lighthouse(url, { ...flags, ...options }, desktop ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(path.join(reportDir, `${label}-${i + 1}.json`), JSON.stringify(lhr));
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

  /** `runs` runs of one page (each after `beforeEach`); prints and answers the median score. */
  return async function page(label, url, options = {}, beforeEach = async () => {}) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      // A trace Lighthouse could not record (NO_NAVSTART on a loaded machine) is run again, twice at most.
      for (let attempt = 1; ; attempt++) {
        await beforeEach();
        try {
          results.push(await measure(url, options, label, i));
          break;
        } catch (error) {
          if (attempt === 3 || !String(error).includes('Lighthouse:')) throw error;
          console.warn(`${label}: ${error.message}; running it again`);
        }
      }
    }
    const score = median(results.map((r) => r.score));
    const finalUrl = results[0].finalUrl;
    const ms = (key) => Math.round(median(results.map((r) => r[key])));
    console.log(
      `${label.padEnd(10)} performance ${String(score).padStart(3)} (runs: ${results.map((r) => r.score).join(', ')}; ` +
        `median FCP ${ms('fcp')} ms, LCP ${ms('lcp')} ms, TBT ${ms('tbt')} ms, ` +
        `CLS ${median(results.map((r) => r.cls)).toFixed(3)}) at ${finalUrl}`,
    );
    return { label, score, finalUrl };
  };
}
