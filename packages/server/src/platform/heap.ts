import v8 from 'node:v8';

/**
 * Bounds how far V8 lets the heap grow between full collections (docs/performance.md, Server levers 17).
 *
 * Why: under load this server keeps about 45 MB alive, but requests in flight for 150 ms outlive two young
 * collections, so their garbage is promoted; V8 then lets the old space grow to up to four times what
 * survived before collecting it (its factor on a machine with a large memory), and the RSS swung to 300-340 MB
 * with every cycle. At 100 % (a factor of 2) a full collection comes when the heap doubles: it costs a few ms
 * more often (the live heap is small), and the RSS stays near 215 MB. A heap limit (`--max-old-space-size`)
 * was measured too and cost 40-70 % more CPU, because it also shrinks the young generation.
 *
 * The flag is read at each collection, so setting it at start-up (before the server allocates) applies to the
 * whole life of the process. 0 leaves V8's own factor.
 */
export function boundHeapGrowth(percent: number): void {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
