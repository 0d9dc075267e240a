// antd's floor for a list of antd components (issue 32 item 4): a page with nothing of the app, only React, the
// router, TanStack Query, antd's ConfigProvider (the app's theme and locale) with App, and those components
// rendered (scripts/web-floor/page.tsx, fed the list through a virtual module), built alone with Vite into
// one chunk and measured as scripts/web-budget.mjs measures a route: size-limit, gzip level 9.
// A floor depends only on the list and on the files below (the fixture, the theme, the lockfile's versions), so
// its size is kept in node_modules/.cache/dialysis-web-floor.json under a hash of them: a size read from there
// is the size a build of the same inputs measures (gzip does not depend on the machine), and a clean clone (CI)
// builds every floor.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import filePlugin from '@size-limit/file';
import sizeLimit from 'size-limit';
import { root } from './web-sets.mjs';

export const fixtures = path.join(root, 'scripts/web-floor');
const antdEs = path.join(root, 'node_modules/antd/es');
const cacheFile = path.join(root, 'node_modules/.cache/dialysis-web-floor.json');
// What the providers render already (scripts/web-floor/providers.tsx): never rendered twice.
const PROVIDERS = new Set(['App', 'ConfigProvider']);
const INPUTS = [
  'package-lock.json',
  'scripts/lib/antd-floor.mjs',
  'scripts/web-floor/page.tsx',
  'scripts/web-floor/providers.tsx',
  'scripts/web-floor/samples.tsx',
  'packages/web/src/theme.ts',
  'packages/web/src/components/antd-styles.ts',
];

/** A list's name in reports and the cache: its components, or 'providers' for none. */
export const listKey = (components) => (components.length === 0 ? 'providers' : components.join(' '));

let inputsDigest;
function cacheKey(components) {
  inputsDigest ??= createHash('sha256')
    .update(INPUTS.map((file) => readFileSync(path.join(root, file), 'utf8')).join('\0'))
    .digest('hex');
  return createHash('sha256')
    .update(`${inputsDigest}\0${listKey(components)}`)
    .digest('hex')
    .slice(0, 32);
}

/** antd folders by component name (the barrel's `export { default as Table } from './table'`). */
function folders() {
  const barrel = readFileSync(path.join(antdEs, 'index.js'), 'utf8');
  return new Map(
    [...barrel.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)'/g)].map((m) => [m[1], m[2]]),
  );
}

/** The antd folders whose index a folder's files import (Table's: pagination, select, spin...). */
function usedFolders(folder) {
  const used = new Set();
  const dir = path.join(antdEs, folder);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.\.?\/[^']*)'/g)) {
      const target = path.relative(antdEs, path.resolve(path.dirname(file), specifier));
      const match = /^([\w-]+)(\/index(\.js)?)?$/.exec(target);
      if (match && match[1] !== folder) used.add(match[1]);
    }
  }
  return used;
}

/**
 * Which of a list's components the fixture renders: the ones no other component of the list brings (Table
 * brings Pagination and Select; a page that shows a Table is measured against a rendered Table, not a Table, a
 * Pagination and a Select). The rest is imported and kept, so the floor ships every module the list names.
 */
export function renderedOf(components) {
  const byName = folders();
  const brought = new Set(components.flatMap((name) => [...usedFolders(byName.get(name) ?? name)]));
  return components.filter(
    // message, notification, theme: APIs, not components (kept, never rendered).
    (name) => /^[A-Z]/.test(name) && !PROVIDERS.has(name) && !brought.has(byName.get(name)),
  );
}

/** The virtual module the fixture imports: the list's components, to render or only to keep. */
function floorComponents(components) {
  const id = 'virtual:antd-floor';
  const rendered = renderedOf(components);
  const kept = components.filter((name) => !rendered.includes(name));
  return {
    name: 'dialysis:antd-floor',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(loaded) {
      if (loaded !== `\0${id}`) return;
      const names = [...rendered, ...kept];
      return [
        names.length > 0 ? `import { ${names.join(', ')} } from 'antd';` : '',
        `export const rendered = { ${rendered.join(', ')} };`,
        `export const kept = [${kept.join(', ')}];`,
      ].join('\n');
    },
  };
}

/** The floor's own `.vite/modules.json` (the app's shape: chunk -> module -> rendered bytes), to compare with. */
function moduleMap() {
  const name = (id) => {
    const plain = id.replace(/^\0/, '').split('?')[0] ?? id;
    const nodeModules = plain.lastIndexOf('/node_modules/');
    return nodeModules >= 0 ? plain.slice(nodeModules + 1) : path.relative(root, plain);
  };
  return {
    name: 'dialysis:floor-module-map',
    generateBundle(_options, bundle) {
      const chunks = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, info]) => [name(id), info.renderedLength]),
        );
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify({ chunks }) });
    },
  };
}

/**
 * Builds the floor of `components` into `outDir`; answers its JavaScript files. `serve`: also antd's trimmed
 * stylesheet, precompressed files and an index.html, as the app is served (for Lighthouse; the plugins are the
 * app's TypeScript, so the caller runs under tsx).
 */
export async function buildFloor(components, outDir, { serve = false } = {}) {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const plugins = [react(), floorComponents(components), moduleMap()];
  if (serve) {
    const { trimAntdStylesheet } = await import('../../packages/web/vite-antd-css.ts');
    const { precompress } = await import('../../packages/web/vite-plugins.ts');
    plugins.push(trimAntdStylesheet(), precompress());
  }
  await build({
    configFile: false,
    root: fixtures,
    base: './',
    logLevel: 'error',
    plugins,
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 5000,
      rolldownOptions: { input: path.join(fixtures, 'page.tsx') },
    },
  });
  const assets = path.join(outDir, 'assets');
  const js = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(assets, file));
  if (serve) {
    const scripts = js.map((file) => `<script type="module" src="./assets/${path.basename(file)}"></script>`);
    writeFileSync(
      path.join(outDir, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>antd floor</title></head><body><div id="root"></div>${scripts.join('')}</body></html>`,
    );
  }
  return js;
}

/** Gzipped JavaScript of each list of files (all of a list's files together), as the budget counts a route. */
export async function gzipSizes(fileLists) {
  const results = await sizeLimit([filePlugin], {
    checks: fileLists.map((files) => ({ files, gzip: true })),
  });
  return results.map((result) => result.size);
}

/**
 * The floor of every list (component lists, each sorted), in bytes: from the cache when its inputs are the
 * same, else built and measured now (`fresh`: every one built now). `progress` is told of each build.
 */
export async function floorSizes(lists, { fresh = false, progress = () => {} } = {}) {
  const cache = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) : {};
  const sizes = new Map();
  const out = mkdtempSync(path.join(tmpdir(), 'web-floor-'));
  try {
    const distinct = [...new Map(lists.map((list) => [listKey(list), list])).values()];
    for (const list of distinct) {
      const key = cacheKey(list);
      if (!fresh && typeof cache[key] === 'number') {
        sizes.set(listKey(list), cache[key]);
        continue;
      }
      const started = Date.now();
      const [size] = await gzipSizes([await buildFloor(list, path.join(out, key))]);
      progress(list, size, Date.now() - started);
      cache[key] = size;
      sizes.set(listKey(list), size);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(cache));
  return sizes;
}
