import { readFileSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const GENERATED = path.join(import.meta.dirname, 'src/api/generated');
const DOCUMENTS_FILE = path.join(GENERATED, 'graphql.ts');
const CALL = /\bgraphql\(\s*(`[^`]*`|'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*,?\s*\)/g;
const PURE_DOCUMENT = /^(export const \w+ = )new TypedDocumentString\(/gm;
const OPERATION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;

/**
 * What GraphQL Code Generator's babel plugin does for the client preset, for Vite 8 (no babel): each
 * `graphql(`...`)` call in the web sources becomes an import of its document, so the `graphql()` function
 * and its map of every document in the app (about 30 kB gzipped) leave the bundle. Each document is a module
 * of its own (built from api/generated/graphql.ts, same class, same text), so a chunk carries only the
 * documents its pages use. The call's type was already the document's type: the code means the same.
 */
export function graphqlDocuments(): Plugin {
  const PREFIX = 'virtual:gql-document/';
  let documents: Map<string, string> | undefined;
  const documentArgs = () => {
    documents ??= new Map(
      [
        ...readFileSync(DOCUMENTS_FILE, 'utf8').matchAll(
          /^export const (\w+) = new TypedDocumentString\((`[^`]*`(?:, \{[^}]*\})?)\) as unknown as/gm,
        ),
      ].map((m) => [m[1] as string, m[2] as string]),
    );
    return documents;
  };
  // Codegen names a document in pascal case (ListQBAccesses -> ListQbAccessesDocument): match it whatever the case.
  const generatedName = (name: string) =>
    [...documentArgs().keys()].find((key) => key.toLowerCase() === name.toLowerCase()) ?? name;
  return {
    name: 'dialysis:graphql-documents',
    enforce: 'pre',
    apply: 'build',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return;
      const name = id.slice(PREFIX.length + 1);
      return [
        `import { TypedDocumentString } from ${JSON.stringify(DOCUMENTS_FILE)};`,
        `export default /*#__PURE__*/ new TypedDocumentString(${documentArgs().get(name)});`,
      ].join('\n');
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      // The generated file builds every document at its top level; unmarked, a bundler must keep them all
      // (a constructor may have side effects), so the entry, which imports the class from it, carried every
      // document of the app. Marked pure, a document is kept only where a chunk uses it.
      if (file === DOCUMENTS_FILE) {
        return {
          code: code.replaceAll(PURE_DOCUMENT, '$1/*#__PURE__*/ new TypedDocumentString('),
          map: null,
        };
      }
      if (file.startsWith(GENERATED) || !/\.tsx?$/.test(file) || !code.includes('graphql(')) return;
      const imports = new Map<string, string>();
      const replaced = code.replace(CALL, (_call, literal: string) => {
        const match = OPERATION.exec(literal);
        if (!match) throw new Error(`${file}: a graphql() document without an operation or fragment name`);
        const name = generatedName(`${match[2]}${match[1] === 'fragment' ? 'FragmentDoc' : 'Document'}`);
        if (!documentArgs().has(name)) {
          throw new Error(`${file}: ${name} is not in api/generated/graphql.ts; run npm run codegen`);
        }
        imports.set(name, `__gql_${name}`);
        return `__gql_${name}`;
      });
      if (imports.size === 0) return;
      const lines = [...imports].map(([name, local]) => `import ${local} from '${PREFIX}${name}';`);
      return { code: `${lines.join('\n')}\n${replaced}`, map: null };
    },
  };
}

/**
 * Puts the entry's stylesheet (a couple of kB: the page frame and the login page's plain styles) inside
 * index.html instead of a render-blocking request: the first paint no longer waits for a second round trip.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'dialysis:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset' || asset.source.length > 16_000) return link;
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}

/**
 * Writes a .gz and a .br beside every built text asset (JS, CSS, HTML, SVG, JSON): the server sends them
 * as they are (@fastify/static `preCompressed`), at the best compression, with no work per request.
 */
export function precompress(): Plugin {
  const gz = promisify(gzip);
  const br = promisify(brotliCompress);
  let outDir = '';
  return {
    name: 'dialysis:precompress',
    apply: 'build',
    configResolved(config) {
      // The folder of this build: `vite build --outDir` (the journeys build their own) moves it.
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && /\.(js|css|html|svg|json)$/.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => !file.includes(`${path.sep}.vite${path.sep}`));
      await Promise.all(
        files.map(async (file) => {
          const data = readFileSync(file);
          if (data.length < 1024) return;
          await writeFile(`${file}.gz`, await gz(data, { level: 9 }));
          await writeFile(
            `${file}.br`,
            await br(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
          );
        }),
      );
    },
  };
}

/**
 * Writes `.vite/modules.json` beside Vite's manifest: for each output chunk, the source modules it carries
 * (repository-relative: `packages/web/src/...`, `node_modules/antd/es/table/Table.js`) and how many bytes of
 * each survived tree shaking (Rolldown's `renderedLength`; 0 for a module that only re-exports). The web
 * budget (scripts/web-budget.mjs) reads it to know which antd components each route ships, and so which
 * floor fixture to measure it against (issue 32 item 4; docs/performance.md).
 */
export function moduleMap(): Plugin {
  const repository = path.resolve(import.meta.dirname, '../..');
  const name = (id: string) => {
    const plain = id.replace(/^\0/, '').split('?')[0] ?? id;
    const nodeModules = plain.lastIndexOf('/node_modules/');
    if (nodeModules >= 0) return plain.slice(nodeModules + 1);
    return path.isAbsolute(plain) ? path.relative(repository, plain) : plain;
  };
  return {
    name: 'dialysis:module-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          modules[name(id)] = (modules[name(id)] ?? 0) + info.renderedLength;
        }
        chunks[output.fileName] = modules;
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify({ chunks }) });
    },
  };
}
