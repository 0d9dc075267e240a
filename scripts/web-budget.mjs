// The web app's JavaScript budget (issue 16): what the browser must download, gzipped, before a route can show.
// Reads the build's manifest (packages/web/dist/.vite/manifest.json), so chunk names and hashes do not matter:
//   - every route loads the entry chunk and everything it imports statically; the login page comes with it (it
//     is the one page outside antd's shell; were it lazy again, its chunk would be added);
//   - every other page adds its chunk, the shell's (src/app/antd-shell.tsx: antd, the header) and the guards'
//     (loaded in parallel by the router), each with its static imports;
//   - a lazy part of a page (a chart) adds its chunk on top of the page that loads it (the largest such page);
//   - a library a page imports on a user's action (exceljs, papaparse: a file to read) is counted alone, what
//     it adds to its page, since the page is on screen already.
// Sizes come from size-limit (@size-limit/file, gzip level 9), in kB of 1,000 bytes as Lighthouse prints.
// Budgets: LOGIN for the login route, ROUTE for every other set. Exits 1 naming every set over its budget.
// `--json` prints every set as JSON. Run after the build: `npm run build` runs it (packages/web/package.json).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import filePlugin from '@size-limit/file';
import sizeLimit from 'size-limit';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'packages/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');

/**
 * Issue 16 asks for LOGIN <= 150 kB and every route <= 350 kB. The login route meets it; the signed-in pages
 * with a Table cannot while they use antd (`npm run floor:web`: the providers and a Table alone are 310 kB,
 * a dialysis session page's antd 367 kB; docs/performance.md, Where issue 16 stands), so ROUTE is a ratchet
 * at today's largest set (551 kB, a page with its lazy charts) plus a little: it fails a regression, and
 * comes down as pages are split. Issue 27 raised it to 562 kB on purpose: the intra page grew by 4 kB (its
 * reading's measured time, the carried-over settings, the reading history it now shares with check-out edit),
 * and the adequacy charts count on top of it (561 kB). Issue 28 raised it to 564 kB: the session pages and the
 * patient record gained the History panel (its list, 1.5 kB, loads only when the panel is opened; the panel
 * and its query hook add 0.5 kB to the pages, and the lazy sets count the list on top: 563.2 kB). Then to 565 kB:
 * the one session phase model (session-phase chunk, 1.1 kB, now read by the patient record's session links as by
 * the dashboard and the session pages) and each login type's menus as domain data (0.7 kB) put the record's lazy
 * sets at 564.1 kB. Issue 31 raised it to 572 kB: the intra page keeps readings on the tablet when the network
 * drops (idb and the queue's sender, 2.4 kB, shared with the lazily loaded runner; the list of kept writes and
 * the offline notice, about 3 kB), and its lazy sets count on top (571.5 kB). Merged with issue 30 (the check-out
 * route's invoicing resume, the true reasons and the Refresh beside the token message) the record's lazy sets are
 * 572.3 kB: 573 kB. Issue 31's second part raised it to 575 kB: a check-in kept on the tablet offline opens the
 * intra page of its provisional session (its page, the re-enter of a refused check-in, the queue's provisional
 * sessions: 2.3 kB on the intra page; loading that page lazily made it the charts' largest page, 2 kB worse), and
 * the record's lazy sets count on top (574.6 kB). Merged with issue 32 item 5 (the session pages' memoised panels,
 * the minute clocks, the record panels mounted after the first paint: 0.6 kB) they are 575.2 kB: 576 kB. Issue 32
 * item 4 replaces this ceiling by each route against its own antd floor (branch h/weight, not merged yet).
 */
export const BUDGET = { login: 150_000, route: 350_000, routeCeiling: 576_000 };
const LOGIN_PAGE = 'src/features/login/login-page.tsx';
const LAYOUTS = [/^src\/app\/antd-shell\.tsx$/, /^_guards-[\w-]+\.js$/];
const isPage = (key) => /-page(\.tsx|-[\w-]+\.js)$/.test(key);
const isLibrary = (key) => key.includes('node_modules/');

if (!existsSync(manifestFile)) {
  console.error(`web budget: no ${path.relative(root, manifestFile)}; run npm run build first.`);
  process.exit(1);
}
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const keys = Object.keys(manifest);
const entryKey = keys.find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('web budget: the manifest has no entry chunk');

/** A chunk and everything it imports statically (what the browser fetches with it, modulepreload or not). */
function staticClosure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, into);
  return into;
}

const layouts = LAYOUTS.map((pattern) => keys.find((key) => pattern.test(key)));
if (layouts.some((key) => !key)) {
  console.error('web budget: the antd shell or the guards are not lazy chunks in the manifest;');
  console.error(
    'update LOGIN_PAGE and LAYOUTS in scripts/web-budget.mjs to the router (src/app/router.tsx).',
  );
  process.exit(1);
}
const entrySet = staticClosure(entryKey);
const dynamicEntries = keys.filter((key) => manifest[key].isDynamicEntry && !layouts.includes(key));

/** name -> { keys: chunks counted, limit } */
const sets = new Map();
// The login page comes with the entry (app/router.tsx imports it statically); were it lazy, its chunk adds.
const loginSet = new Set(entrySet);
if (manifest[LOGIN_PAGE]) staticClosure(LOGIN_PAGE, loginSet);
sets.set(LOGIN_PAGE, { keys: loginSet, limit: BUDGET.login });
for (const page of dynamicEntries.filter((key) => isPage(key) && key !== LOGIN_PAGE)) {
  const set = staticClosure(page, new Set(entrySet));
  for (const layout of layouts) staticClosure(layout, set);
  sets.set(page, { keys: set, limit: BUDGET.route });
}
// Lazy parts, on top of the largest set that loads them (a few rounds: a lazy part may load another).
for (let round = 0; round < 3; round++) {
  for (const [name, { keys: loaded }] of [...sets]) {
    for (const chunk of loaded) {
      if (entrySet.has(chunk)) continue; // the entry's lazy parts (a toast) count on top of the entry alone
      for (const target of manifest[chunk].dynamicImports ?? []) {
        if (isPage(target) || layouts.includes(target) || target === name || loaded.has(target)) continue;
        const set = isLibrary(target)
          ? new Set([...staticClosure(target)].filter((key) => !loaded.has(key)))
          : staticClosure(target, new Set(loaded));
        const known = sets.get(target);
        if (!known || known.keys.size < set.size) sets.set(target, { keys: set, limit: BUDGET.route });
      }
    }
  }
}
// The rest (the shell alone, the toast, the new-password form) on top of the entry.
for (const key of [...dynamicEntries, ...layouts]) {
  if (!sets.has(key)) sets.set(key, { keys: staticClosure(key, new Set(entrySet)), limit: BUDGET.route });
}

const jsFiles = (chunkKeys) =>
  [...chunkKeys]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(dist, file));

const checks = [...sets].map(([name, { keys: chunkKeys, limit }]) => ({
  name,
  files: jsFiles(chunkKeys),
  limit,
}));
const results = await sizeLimit([filePlugin], { checks: checks.map(({ files }) => ({ files, gzip: true })) });
const rows = checks.map((check, i) => ({ ...check, size: results[i].size }));
rows.sort((a, b) => b.size - a.size);

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const label = (name) => name.replace(/^src\//, '').replace(/^.*node_modules\//, '');
const routeLimit = (row) =>
  row.limit === BUDGET.route && BUDGET.routeCeiling ? BUDGET.routeCeiling : row.limit;
if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify(rows.map(({ name, size, limit, files }) => ({ name, size, limit, chunks: files.length }))),
  );
} else {
  const login = rows.find((row) => row.name === LOGIN_PAGE);
  const over350 = rows.filter((row) => row.limit === BUDGET.route && row.size > BUDGET.route);
  console.log(`web budget: gzipped JavaScript to show each route (${rows.length} sets)`);
  console.log(`  ${'login route'.padEnd(58)} ${kb(login.size).padStart(9)}  (budget ${kb(BUDGET.login)})`);
  for (const row of rows.slice(0, 5)) {
    console.log(`  ${label(row.name).padEnd(58)} ${kb(row.size).padStart(9)}  (${row.files.length} chunks)`);
  }
  console.log(
    `  every route: budget ${kb(BUDGET.route)}; ${over350.length} sets over it` +
      (BUDGET.routeCeiling ? `, none may pass the ratchet of ${kb(BUDGET.routeCeiling)}` : ''),
  );
}

const over = rows.filter((row) => row.size > routeLimit(row));
if (over.length > 0) {
  for (const row of over) {
    const largest = [...row.files]
      .map((file) => ({ file, bytes: readFileSync(file).length }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map(({ file }) => path.relative(dist, file));
    console.error(
      `web budget exceeded: ${label(row.name)} loads ${kb(row.size)} of gzipped JavaScript, over its ` +
        `${kb(routeLimit(row))} budget (largest chunks: ${largest.join(', ')}).`,
    );
  }
  console.error('Make a heavy import lazy or lighten the route: docs/performance.md, Web loading.');
  process.exit(1);
}
