// What each route of the web build loads before it can show, and which antd components that carries. Read
// from the last build (packages/web/dist/.vite: Vite's manifest.json, and modules.json written by the
// moduleMap plugin of packages/web/vite-plugins.ts), so chunk names and hashes do not matter:
//   - every route loads the entry chunk and everything it imports statically; the login page comes with it (it
//     is the one page outside antd's shell; were it lazy again, its chunk would be added);
//   - every other page adds its chunk, the shell's (src/app/antd-shell.tsx: antd, the header) and the guards'
//     (loaded in parallel by the router), each with its static imports;
//   - a lazy part of a page (a chart) adds its chunk on top of the page that loads it (the largest such page);
//   - a library a page imports on a user's action (a file to read) is counted alone, what it adds to its
//     page, since the page is on screen already.
// Shared by scripts/web-budget.mjs (the budget), scripts/web-floor.mjs (antd's floor of each set) and
// scripts/lighthouse.mjs (the floor fixtures it measures beside the app).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const dist = path.join(root, 'packages/web/dist');
export const LOGIN_PAGE = 'src/features/login/login-page.tsx';
const LAYOUTS = [/^src\/app\/antd-shell\.tsx$/, /^_guards-[\w-]+\.js$/];
const isPage = (key) => /-page(\.tsx|-[\w-]+\.js)$/.test(key);
const isLibrary = (key) => key.includes('node_modules/');

/** The main routes of issue 32 item 4, by their page module (Lighthouse and the docs' table name them). */
export const MAIN_ROUTES = {
  login: LOGIN_PAGE,
  dashboard: 'src/features/dashboard/dashboard-page.tsx',
  session: 'src/features/dialysis-session/intra-page.tsx',
  'check-in': 'src/features/dialysis-session/check-in-page.tsx',
  record: 'src/features/patient-record/patient-record-page.tsx',
  'lab import review': 'src/features/lab-import/review-page.tsx',
};

function readJson(file, hint) {
  if (!existsSync(file)) {
    console.error(`web sets: no ${path.relative(root, file)}; ${hint}`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Every set of the last build: name (a manifest key: the page's module, a lazy part's, a library's) ->
 * { keys: the manifest keys of the chunks it loads, files: their JavaScript files, withEntry: whether it
 * counts the entry (a library alone does not) }.
 */
export function readSets() {
  /** @type {Record<string, {file: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
  const manifest = readJson(path.join(dist, '.vite/manifest.json'), 'run npm run build first.');
  const keys = Object.keys(manifest);
  const entryKey = keys.find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('web sets: the manifest has no entry chunk');

  /** A chunk and everything it imports statically (what the browser fetches with it, modulepreload or not). */
  const staticClosure = (key, into = new Set()) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) staticClosure(imported, into);
    return into;
  };

  const layouts = LAYOUTS.map((pattern) => keys.find((key) => pattern.test(key)));
  if (layouts.some((key) => !key)) {
    console.error('web sets: the antd shell or the guards are not lazy chunks in the manifest;');
    console.error(
      'update LOGIN_PAGE and LAYOUTS in scripts/lib/web-sets.mjs to the router (src/app/router.tsx).',
    );
    process.exit(1);
  }
  const entrySet = staticClosure(entryKey);
  // A module both imported dynamically and statically (the dashboard page: its route, and Manage Dialysis
  // around it) is a shared chunk (`_dashboard-page-<hash>.js`) that the manifest does not mark as a dynamic
  // entry: the targets of every dynamic import count too.
  const dynamicTargets = new Set(keys.flatMap((key) => manifest[key].dynamicImports ?? []));
  const dynamicEntries = keys.filter(
    (key) => (manifest[key].isDynamicEntry || dynamicTargets.has(key)) && !layouts.includes(key),
  );

  /** name -> chunk keys */
  const sets = new Map();
  const libraries = new Set();
  // The login page comes with the entry (app/router.tsx imports it statically); were it lazy, its chunk adds.
  const loginSet = new Set(entrySet);
  if (manifest[LOGIN_PAGE]) staticClosure(LOGIN_PAGE, loginSet);
  sets.set(LOGIN_PAGE, loginSet);
  for (const page of dynamicEntries.filter((key) => isPage(key) && key !== LOGIN_PAGE)) {
    const set = staticClosure(page, new Set(entrySet));
    for (const layout of layouts) staticClosure(layout, set);
    sets.set(page, set);
  }
  // Lazy parts, on top of the largest set that loads them (a few rounds: a lazy part may load another).
  for (let round = 0; round < 3; round++) {
    for (const [name, loaded] of [...sets]) {
      if (libraries.has(name)) continue;
      for (const chunk of loaded) {
        if (entrySet.has(chunk)) continue; // the entry's lazy parts (a toast) count on top of the entry alone
        for (const target of manifest[chunk].dynamicImports ?? []) {
          if (isPage(target) || layouts.includes(target) || target === name || loaded.has(target)) continue;
          const library = isLibrary(target);
          const set = library
            ? new Set([...staticClosure(target)].filter((key) => !loaded.has(key)))
            : staticClosure(target, new Set(loaded));
          const known = sets.get(target);
          if (!known || known.size < set.size) sets.set(target, set);
          if (library) libraries.add(target);
        }
      }
    }
  }
  // The rest (the shell alone, the toast, the new-password form) on top of the entry.
  for (const key of [...dynamicEntries, ...layouts]) {
    if (!sets.has(key)) sets.set(key, staticClosure(key, new Set(entrySet)));
  }

  const files = (chunkKeys) =>
    [...chunkKeys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  return new Map(
    [...sets].map(([key, chunkKeys]) => [
      stableName(key, manifest[key]),
      { keys: chunkKeys, files: files(chunkKeys), withEntry: chunkKeys.has(entryKey) },
    ]),
  );
}

/**
 * A set's name that does not change with the build: a shared chunk's manifest key carries its hash
 * (`_dashboard-page-BB2xnbjZ.js`), so it is named by the source module it is named after
 * (`src/features/dashboard/dashboard-page.tsx`), found in modules.json, or else by its name alone.
 */
function stableName(key, chunk) {
  if (!key.startsWith('_')) return key;
  const modules = Object.keys(readModules()[chunk.file] ?? {});
  const source = modules.find(
    (id) => id.startsWith('packages/web/src/') && path.parse(id).name === chunk.name,
  );
  return source ? source.replace(/^packages\/web\//, '') : `_${chunk.name}.js`;
}

let modulesByFile;
/** The build's modules.json: chunk file -> module -> rendered bytes. */
function readModules() {
  modulesByFile ??= readJson(
    path.join(dist, '.vite/modules.json'),
    'the build writes it (moduleMap in packages/web/vite-plugins.ts): run npm run build.',
  ).chunks;
  return modulesByFile;
}

/** antd's public components by folder, from its barrel: `export { default as Table } from './table'`. */
function antdExports() {
  const barrel = readFileSync(path.join(root, 'node_modules/antd/es/index.js'), 'utf8');
  return new Map(
    [...barrel.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)'/g)].map((m) => [m[2], m[1]]),
  );
}

/**
 * The antd components a set's chunks ship, derived from the build (never a list kept by hand): every export of
 * antd's barrel (`Table`, `DatePicker`, `message`...) whose folder's index module (`antd/es/table/index.js`)
 * is in one of the set's chunks. A component's index module is there exactly when something the set ships
 * uses the component, the app or another antd component (Table brings Pagination, Select, Spin...); a module
 * deeper in a folder is not enough (ConfigProvider reads Form's validation messages without Form). Sorted.
 */
export function antdComponentsOf(sets) {
  const chunks = readModules();
  const exports = antdExports();
  const byFile = new Map(
    Object.entries(chunks).map(([file, modules]) => [
      file,
      Object.keys(modules)
        .map((id) => /^node_modules\/antd\/es\/([\w-]+)\/index\.js$/.exec(id)?.[1])
        .filter((folder) => folder !== undefined && exports.has(folder))
        .map((folder) => exports.get(folder)),
    ]),
  );
  return new Map(
    [...sets].map(([name, set]) => [
      name,
      [...new Set(set.files.flatMap((file) => byFile.get(file) ?? []))].sort(),
    ]),
  );
}
