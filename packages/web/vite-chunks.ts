import path from 'node:path';

/** What Rolldown's chunking context offers a `codeSplitting` group's name function (the part used here). */
interface ChunkingContext {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null;
}

/**
 * The barrels the app imports antd and its icons from, and where each name they export lives. The module
 * graph links a barrel to every component (it is the graph before tree shaking), so following it would put
 * all of antd in the shell's chunk: the names a module imports from a barrel are followed instead.
 */
const BARRELS: { pattern: RegExp; module: (name: string) => string }[] = [
  {
    pattern: /import\s*\{([^}]*)\}\s*from\s*["']antd["']/g,
    module: (name) => `antd/es/${name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}/index.js`,
  },
  {
    pattern: /import\s*\{([^}]*)\}\s*from\s*["']@ant-design\/icons["']/g,
    module: (name) => `@ant-design/icons/es/icons/${name}.js`,
  },
];
const isBarrel = (id: string) =>
  /node_modules[\\/](antd|@ant-design[\\/]icons)[\\/]es[\\/]index\.js$/.test(id);

/** Every module a module reaches through static imports, itself included, through barrels by name. */
function staticClosure(ctx: ChunkingContext, from: string, nodeModules: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds.filter((imported) => !isBarrel(imported)));
    for (const barrel of BARRELS) {
      for (const match of (info.code ?? '').matchAll(barrel.pattern)) {
        for (const specifier of (match[1] ?? '').split(',')) {
          const name = (specifier.trim().split(/\s+as\s+/)[0] ?? '').replace(/^type\s+/, '');
          if (name) stack.push(path.join(nodeModules, barrel.module(name)));
        }
      }
    }
  }
  return seen;
}

/**
 * A `codeSplitting` group's name function: everything antd's shell (src/app/antd-shell.tsx) needs that the
 * entry does not, in one `shell` chunk. Every page but login loads the shell, so one chunk costs them no
 * byte more than the 40-odd small shared chunks Rolldown made of it, and saves their requests: on a slow
 * mobile connection (Lighthouse's simulated 4G, six connections per host over HTTP/1.1) each round of
 * requests delays the first render (docs/performance.md, Web loading). What the entry imports stays out, so
 * the login page loads none of it.
 */
export function shellChunk(root: string) {
  const nodeModules = path.join(root, '../../node_modules');
  let inShell: Set<string> | undefined;
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!inShell) {
      const initial = staticClosure(ctx, path.join(root, 'src/main.tsx'), nodeModules);
      const shellModule = path.join(root, 'src/app/antd-shell.tsx');
      const shell = staticClosure(ctx, shellModule, nodeModules);
      // The shell's module keeps its own (small) chunk: the router's lazy route and the budget script
      // (scripts/web-budget.mjs, by the manifest) know it by name.
      inShell = new Set([...shell].filter((module) => module !== shellModule && !initial.has(module)));
    }
    return inShell.has(id) ? 'shell' : null;
  };
}
