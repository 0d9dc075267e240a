// `npm run floor:web`: what antd alone costs each route of the app (issue 32 item 4), before the app adds a line
// of its own. Reads the last build (npm run build): which antd components each route's chunks ship
// (scripts/lib/web-sets.mjs), and builds one floor fixture per distinct component list (scripts/lib/antd-floor.mjs:
// React, the router, TanStack Query, antd's ConfigProvider with the app's theme and locale, App, and those
// components rendered; one chunk, nothing lazy), measured as scripts/web-budget.mjs measures a route (size-limit,
// gzip level 9). The budget runs the same floors in the build; this prints them with the routes that use each.
// Floors of unchanged inputs come from the budget's cache; `--fresh` builds every one again.
// `--diff <route>` prints what a route ships that its floor does not (below).
// Lighthouse of the app beside its floor: npm run lighthouse (scripts/lighthouse.mjs).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildFloor, floorSizes, listKey, renderedOf } from './lib/antd-floor.mjs';
import { antdComponentsOf, dist, MAIN_ROUTES, readSets } from './lib/web-sets.mjs';

const sets = readSets();
const components = antdComponentsOf(sets);
const lists = [[], ...[...sets].filter(([, set]) => set.withEntry).map(([name]) => components.get(name))];
const started = Date.now();
const floors = await floorSizes(lists, {
  fresh: process.argv.includes('--fresh'),
  progress: (list, size, ms) =>
    console.log(`  built ${listKey(list).slice(0, 60)}: ${(size / 1000).toFixed(1)} kB in ${ms} ms`),
});
const mainByName = new Map(Object.entries(MAIN_ROUTES).map(([route, name]) => [name, route]));

console.log(
  `antd floor: gzipped JavaScript of a page with nothing of the app, per component list of the last build ` +
    `(${floors.size} lists, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
const rows = [...floors].map(([key, size]) => {
  const users = [...sets.keys()].filter(
    (name) => sets.get(name).withEntry && listKey(components.get(name)) === key,
  );
  return { key, size, users };
});
rows.sort((a, b) => a.size - b.size);
for (const { key, size, users } of rows) {
  const main = users.map((name) => mainByName.get(name)).filter(Boolean);
  const who =
    users.length === 0
      ? 'the providers alone'
      : `${users.length} set${users.length === 1 ? '' : 's'}${main.length ? ` (${main.join(', ')})` : ''}`;
  const list = key === 'providers' ? [] : key.split(' ');
  const rendered = renderedOf(list);
  console.log(
    `  ${`${(size / 1000).toFixed(1)} kB`.padStart(9)}  ${who}: renders ${rendered.join(', ') || 'nothing'}`,
  );
}

// `--diff <route>` (a main route's name, e.g. dashboard, or a set's name): what the route ships that its floor
// does not, by module group, in bytes of minified code before compression (Rolldown's rendered length): where
// the route's excess over its floor is.
const diffIndex = process.argv.indexOf('--diff');
if (diffIndex > 0) {
  const wanted = process.argv[diffIndex + 1] ?? 'dashboard';
  const setName = MAIN_ROUTES[wanted] ?? wanted;
  const set = sets.get(setName);
  if (!set) throw new Error(`no set named ${wanted}`);
  const out = mkdtempSync(path.join(tmpdir(), 'web-floor-diff-'));
  try {
    await buildFloor(components.get(setName), out);
    const rendered = (file) => {
      const sizes = new Map();
      for (const modules of Object.values(JSON.parse(readFileSync(file, 'utf8')).chunks)) {
        for (const [id, bytes] of Object.entries(modules)) sizes.set(id, (sizes.get(id) ?? 0) + bytes);
      }
      return sizes;
    };
    const { chunks } = JSON.parse(readFileSync(path.join(dist, '.vite/modules.json'), 'utf8'));
    const app = new Map();
    for (const file of set.files) {
      for (const [id, bytes] of Object.entries(chunks[file] ?? {})) app.set(id, (app.get(id) ?? 0) + bytes);
    }
    const floor = rendered(path.join(out, '.vite/modules.json'));
    const group = (id) =>
      id.startsWith('node_modules/')
        ? id.replace(/^node_modules\/((@[^/]+\/)?[^/]+)(\/es\/([\w-]+))?.*$/, (_, pkg, _s, _e, folder) =>
            folder && /antd|icons/.test(pkg) ? `${pkg}/${folder}` : pkg,
          )
        : id.replace(/^(packages\/\w+\/src\/[\w-]+(\/[\w-]+)?).*$/, '$1');
    const groups = new Map();
    for (const [id, bytes] of app) {
      const extra = bytes - (floor.get(id) ?? 0);
      if (extra <= 0) continue;
      const g = group(id);
      groups.set(g, (groups.get(g) ?? 0) + extra);
    }
    const total = [...groups.values()].reduce((a, b) => a + b, 0);
    console.log(
      `\n${wanted}: ${(total / 1000).toFixed(1)} kB of code (rendered, before minification) the floor does not ship, by group`,
    );
    for (const [g, bytes] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
      console.log(`  ${`${(bytes / 1000).toFixed(1)} kB`.padStart(9)}  ${g}`);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
