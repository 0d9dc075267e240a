// `node scripts/inp/trace-summary.mjs <trace.json> [min ms] [functions]`: what the main thread did during each
// slow interaction of a trace written by `TRACE=<dir> npm run bench:inp` (scripts/inp.mjs). For every
// interaction at least `min ms` long (default 200), from its input to its next paint: its Event Timing phases,
// the main thread's time in script, style, layout and paint, and the JavaScript functions with the most
// samples in that window (self time, then the React components and hooks that include them, by name). Names
// are readable with a build that is not minified: `npx vite build --minify false` in packages/web.
import { readFileSync } from 'node:fs';

const [file, minArg, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: trace-summary.mjs <trace.json> [min ms] [functions]');
  process.exit(2);
}
const minMs = Number(minArg ?? 200);
const top = Number(topArg ?? 12);
const raw = JSON.parse(readFileSync(file, 'utf8'));
const events = raw.traceEvents ?? raw;

// The page's renderer main thread: where its Event Timing entries are.
const timing = events.filter((e) => e.name === 'EventTiming' && e.ph === 'b' && e.args?.data?.interactionId);
if (timing.length === 0) {
  console.log('no interactions in this trace');
  process.exit(0);
}
const { pid, tid } = timing[0];
const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');

const interactions = new Map();
for (const e of timing) {
  const d = e.args.data;
  const was = interactions.get(d.interactionId);
  const entry = {
    start: e.ts,
    end: e.ts + d.duration * 1000,
    duration: d.duration,
    types: new Set([d.type]),
    inputDelay: d.processingStart - d.timeStamp,
    processing: d.processingEnd - d.processingStart,
  };
  if (!was) interactions.set(d.interactionId, entry);
  else {
    was.types.add(d.type);
    if (d.duration > was.duration) Object.assign(was, { ...entry, types: was.types });
  }
}

const BUCKETS = {
  script: [
    'EventDispatch',
    'FunctionCall',
    'TimerFire',
    'RunMicrotasks',
    'FireAnimationFrame',
    'EvaluateScript',
  ],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'Layerize', 'Commit', 'UpdateLayer'],
  busy: ['RunTask'],
};

/** Milliseconds of [from, to] covered by the union of the events named in `names`. */
function covered(names, from, to) {
  const spans = main
    .filter((e) => names.includes(e.name) && e.ts < to && e.ts + (e.dur ?? 0) > from)
    .map((e) => [Math.max(e.ts, from), Math.min(e.ts + (e.dur ?? 0), to)])
    .sort((a, b) => a[0] - b[0]);
  let sum = 0;
  let until = -Infinity;
  for (const [a, b] of spans) {
    if (b <= until) continue;
    sum += b - Math.max(a, until);
    until = b;
  }
  return Math.round(sum / 1000);
}

// The JavaScript samples (V8's profiler chunks), each with its stack of function names.
const nodes = new Map();
const samples = [];
let clock = null;
for (const e of events.filter((x) => x.pid === pid && x.name === 'Profile')) clock = e.args.data.startTime;
for (const e of events.filter((x) => x.pid === pid && x.name === 'ProfileChunk')) {
  const data = e.args.data;
  for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
  const ids = data.cpuProfile?.samples ?? [];
  const deltas = data.timeDeltas ?? [];
  for (let i = 0; i < ids.length; i++) {
    clock += deltas[i] ?? 0;
    samples.push([clock, ids[i]]);
  }
}
const nameOf = (n) => {
  const { functionName, url = '', lineNumber = -1 } = n.callFrame;
  return `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
};
const stackOf = (id) => {
  const out = [];
  for (let n = nodes.get(id); n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) out.push(n);
  return out;
};

function functions(from, to) {
  const self = new Map();
  const named = new Map();
  const inWindow = samples.filter(([t]) => t >= from && t <= to);
  for (let i = 0; i < inWindow.length; i++) {
    const [t, id] = inWindow[i];
    const weight = ((inWindow[i + 1]?.[0] ?? t) - t) / 1000;
    const stack = stackOf(id);
    const leaf = stack[0];
    if (!leaf || ['(idle)', '(program)', '(root)'].includes(leaf.callFrame.functionName)) continue;
    self.set(nameOf(leaf), (self.get(nameOf(leaf)) ?? 0) + weight);
    // React components and hooks are capitalised or start with `use`.
    const seen = new Set();
    for (const n of stack) {
      const name = n.callFrame.functionName;
      if (!/^([A-Z]|use[A-Z])/.test(name) || seen.has(name)) continue;
      seen.add(name);
      named.set(name, (named.get(name) ?? 0) + weight);
    }
  }
  const best = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `${ms.toFixed(0).padStart(5)} ms  ${name}`);
  return { self: best(self), named: best(named) };
}

// Samples hold the parent's id only through the tree: index it once.
for (const n of nodes.values()) for (const child of n.children ?? []) nodes.get(child).parent = n.id;

const slow = [...interactions.values()].filter((i) => i.duration >= minMs).sort((a, b) => a.start - b.start);
console.log(`${interactions.size} interactions, ${slow.length} of ${minMs} ms or more`);
for (const i of slow) {
  const phases = `input delay ${i.inputDelay.toFixed(0)}, processing ${i.processing.toFixed(0)} ms`;
  console.log(`\n${[...i.types].join('/')} ${i.duration.toFixed(0)} ms (${phases})`);
  const spent = Object.fromEntries(
    Object.entries(BUCKETS).map(([k, names]) => [k, covered(names, i.start, i.end)]),
  );
  console.log(
    `  main thread busy ${spent.busy} ms: script ${spent.script}, style ${spent.style}, layout ${spent.layout}, paint ${spent.paint}`,
  );
  const { self, named } = functions(i.start, i.end);
  console.log('  self time:');
  for (const line of self) console.log(`    ${line}`);
  console.log('  in components and hooks:');
  for (const line of named) console.log(`    ${line}`);
}
