/**
 * What a CPU profile of the app spent its time on (`npm run bench -- --profile DIR` writes one of the mix):
 * the busy time by package (self), and the functions with the most self and inclusive time.
 *
 *   npx tsx packages/server/scripts/bench/profile-top.ts /tmp/prof/app-mix.cpuprofile [--top 30]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '30' } },
});
const file = positionals[0];
if (!file) throw new Error('usage: profile-top.ts <file.cpuprofile> [--top N]');
const top = Number(values.top);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Time per sample: each sample's delta is the time since the previous one.
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const idleNames = new Set(['(idle)', '(program)']);
const idle = [...selfUs].reduce(
  (sum, [id, us]) => sum + (idleNames.has(byId.get(id)?.callFrame.functionName ?? '') ? us : 0),
  0,
);
const busy = total - idle;

/** A frame's name with where it lives: a package's name, or the app's file. */
function where(node: ProfileNode): string {
  const url = node.callFrame.url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) return 'node';
  if (url.includes('/dist/')) return 'app';
  if (!url) return node.callFrame.functionName.startsWith('(') ? node.callFrame.functionName : 'native';
  return url.split('/').slice(-2).join('/');
}
const key = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${where(node)}${node.callFrame.url.includes('/dist/') ? `:${node.callFrame.lineNumber + 1}` : ''}`;

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const [id, us] of selfUs) {
  const node = byId.get(id);
  if (!node || idleNames.has(node.callFrame.functionName)) continue;
  self.set(key(node), (self.get(key(node)) ?? 0) + us);
  byPackage.set(where(node), (byPackage.get(where(node)) ?? 0) + us);
  // Inclusive: every distinct function on the stack gets the sample once (recursion counted once).
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const frame = byId.get(at);
    if (!frame) break;
    const k = key(frame);
    if (seen.has(k)) continue;
    seen.add(k);
    inclusive.set(k, (inclusive.get(k) ?? 0) + us);
  }
}

const pct = (us: number) => `${((us / busy) * 100).toFixed(1)} %`.padStart(7);
const print = (title: string, map: Map<string, number>, n: number) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) {
    console.log(`${pct(us)}  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
  }
};
console.log(
  `${file}: ${(total / 1e6).toFixed(1)} s sampled, busy ${(busy / 1e6).toFixed(1)} s (${((busy / total) * 100).toFixed(0)} %); percentages are of the busy time`,
);
print('self time by package', byPackage, 20);
print('self time by function', self, top);
print('inclusive time by function', inclusive, top);
