// Bundles the server's own TypeScript (and the shared domain rules) into packages/server/dist with esbuild, so
// `npm start` runs plain JavaScript on Node instead of compiling every module through tsx at start. The gain is
// memory, not speed: about 40 MB less resident per process (tsx keeps its loader and the compiled sources),
// measured in docs/performance.md (Server lever 13). npm packages stay external: Node loads them from
// node_modules as before, with their data files where they expect them.
//
// Three entry points share chunks: main.ts (npm start), the benchmark's app process, so the benchmark
// measures exactly what `npm start` runs, and admin:create, which the browser journeys run before their server
// starts (plain JavaScript starts in a third of the time tsx takes). Takes about a second; `npm start` and the browser journeys run it
// every time, so the bundle is never older than the sources.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'packages/server');
const outdir = path.join(server, 'dist');
const manifest = JSON.parse(readFileSync(path.join(server, 'package.json'), 'utf8'));

/**
 * A few modules find files beside their source (`import.meta.dirname`: the GraphQL SDL of each module, the
 * migrations, the repository root). In the bundle every module would share dist's folder, so each use is
 * rewritten to its source folder, relative to dist: the bundle works wherever the checkout is.
 */
const keepSourceDirname = {
  name: 'keep-source-dirname',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.dirname')) return undefined;
      const relative = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.dirname',
          `__bundleDirname(import.meta.dirname, ${JSON.stringify(relative)})`,
        ),
        loader: 'ts',
      };
    });
  },
};

await build({
  entryPoints: {
    main: path.join(server, 'src/main.ts'),
    'bench-app-process': path.join(server, 'scripts/bench/app-process.ts'),
    'admin-create': path.join(server, 'src/cli/admin-create.ts'),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Every npm dependency (and its subpaths) stays an import resolved by Node at run time.
  external: [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})],
  banner: {
    js: "import { resolve as __bundleResolve } from 'node:path';\nconst __bundleDirname = (dir, relative) => __bundleResolve(dir, relative);",
  },
  plugins: [keepSourceDirname],
  // Readable stack traces in the logs without source maps (which Node would parse for every module).
  minify: false,
  keepNames: true,
  logLevel: 'warning',
  // Chunks beside the entries: every output file is in dist itself, which the dirname rewrite relies on.
  chunkNames: '[name]-[hash]',
});
