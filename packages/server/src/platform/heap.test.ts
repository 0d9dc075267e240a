import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const HEAP_MODULE = path.join(import.meta.dirname, 'heap.ts');

/**
 * A fresh Node process that bounds its heap growth as main.ts does, then keeps about 60 MB alive while
 * promoting garbage the way requests in flight do (each batch outlives a few young collections, then dies),
 * and prints the largest heap it held. A process of its own: the flag is process-wide.
 */
function largestHeapMB(percent: number): number {
  const script = `
    import { boundHeapGrowth } from ${JSON.stringify(HEAP_MODULE)};
    boundHeapGrowth(${percent});
    const live = [];
    for (let i = 0; i < 600000; i++) live.push({ a: i, b: 'x' + i });
    const inFlight = [];
    let largest = 0;
    for (let round = 0; round < 20000; round++) {
      const batch = [];
      for (let i = 0; i < 1000; i++) batch.push({ v: i, s: 'y' + i });
      inFlight.push(batch);
      if (inFlight.length > 600) inFlight.shift();
      if (round % 50 === 0) largest = Math.max(largest, process.memoryUsage().heapTotal);
    }
    console.log(Math.round(largest / 1e6), live.length);
  `;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return Number(out.trim().split(' ')[0]);
}

describe('boundHeapGrowth', () => {
  // The flag is set after V8 has started (Node allows it; a Node that froze flags after start-up would
  // silently lose lever 17 of docs/performance.md): the heap must stay well below V8's own growth.
  it('holds the heap near twice what survives at 100 %, where V8 alone lets it grow further', () => {
    const bounded = largestHeapMB(100);
    const unbounded = largestHeapMB(0);
    expect(bounded).toBeGreaterThan(0);
    expect(bounded).toBeLessThan(unbounded * 0.8);
  }, 60_000);
});
