import * as hdr from 'hdr-histogram-js';

/** Percentiles of a set of durations (milliseconds), kept in an HDR histogram at microsecond resolution. */
export class Latencies {
  readonly #histogram = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 600_000_000 });

  /** Records one duration in milliseconds. */
  record(ms: number): void {
    this.#histogram.recordValue(Math.max(1, Math.round(ms * 1000)));
  }

  get count(): number {
    return this.#histogram.totalCount;
  }

  /** p50, p95, p99 and max in milliseconds (two decimals). */
  summary(): { count: number; p50: number; p95: number; p99: number; max: number } {
    const ms = (us: number) => Math.round(us / 10) / 100;
    return {
      count: this.#histogram.totalCount,
      p50: ms(this.#histogram.getValueAtPercentile(50)),
      p95: ms(this.#histogram.getValueAtPercentile(95)),
      p99: ms(this.#histogram.getValueAtPercentile(99)),
      max: ms(this.#histogram.maxValue),
    };
  }
}

/** Times each call of an async function, n times in a row, into a histogram. */
export async function timeEach(n: number, run: () => Promise<unknown>): Promise<Latencies> {
  const latencies = new Latencies();
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await run();
    latencies.record(performance.now() - start);
  }
  return latencies;
}
