import { buildSchema, type DocumentNode, type ExecutionArgs, execute, parse } from 'graphql';
import { describe, expect, test, vi } from 'vitest';
import { hotQueryJitPlugin } from './jit-plugin.ts';

/**
 * The compiled path answers as the interpreter does, including what graphql-jit 0.8.7 cannot compile itself: a
 * recursive input type (the filters' `or`), an argument's default for an omitted variable, and a variable that
 * does not coerce. The API suite runs every query compiled (test-app.ts sets GRAPHQL_JIT_AFTER=0); this file
 * holds the plugin's own rules.
 */
const schema = buildSchema(`
  input Filter { a: Int, or: [Filter!] }
  type Query { echo(filter: Filter, n: Int = 7): String }
  type Mutation { touch: Int }
`);
// Resolvers on the fields, as the app's schema has them (graphql-jit does not call a root value's functions).
const echo = schema.getQueryType()?.getFields().echo;
if (echo) echo.resolve = (_source, args) => JSON.stringify(args);
const rootValue = {};

type Hook = NonNullable<ReturnType<typeof hotQueryJitPlugin>['onExecute']>;
type ExecuteFn = (args: ExecutionArgs) => unknown;

/** What the plugin does for one execution: the execute function it installs, if any. */
function onExecute(plugin: ReturnType<typeof hotQueryJitPlugin>, document: DocumentNode) {
  const setExecuteFn = vi.fn<(fn: ExecuteFn) => void>();
  const args = { schema, document, rootValue, contextValue: {} } as ExecutionArgs;
  (plugin.onExecute as Hook)({ args, setExecuteFn } as unknown as Parameters<Hook>[0]);
  return setExecuteFn.mock.calls[0]?.[0];
}

const QUERY = parse('query Echo($filter: Filter, $n: Int) { echo(filter: $filter, n: $n) }');

async function both(document: DocumentNode, variableValues: Record<string, unknown>) {
  const plugin = hotQueryJitPlugin(0);
  const compiled = onExecute(plugin, document);
  if (!compiled) throw new Error('the query was not compiled');
  const args = { schema, document, rootValue, contextValue: {}, variableValues } as ExecutionArgs;
  return {
    compiled: JSON.parse(JSON.stringify(await compiled(args))),
    interpreted: JSON.parse(JSON.stringify(await execute(args))),
  };
}

describe('queries run compiled (graphql-jit)', () => {
  test('only once a document has been seen `after` times, and never a mutation', () => {
    const plugin = hotQueryJitPlugin(2);
    expect(onExecute(plugin, QUERY)).toBeUndefined();
    expect(onExecute(plugin, QUERY)).toBeUndefined();
    expect(onExecute(plugin, QUERY)).toBeTypeOf('function');
    // Another parse of the same text is another document (yoga's parse cache hands out one per text).
    expect(onExecute(plugin, parse('query Echo { echo }'))).toBeUndefined();
    const mutation = parse('mutation { touch }');
    const eager = hotQueryJitPlugin(0);
    for (let i = 0; i < 3; i++) expect(onExecute(eager, mutation)).toBeUndefined();
  });

  test('a recursive filter, nested three deep, reaches the resolver as the interpreter passes it', async () => {
    const filter = { a: 1, or: [{ a: 2, or: [{ a: 3, or: [{ a: 4 }] }] }] };
    const { compiled, interpreted } = await both(QUERY, { filter, n: 2 });
    expect(compiled.errors).toBeUndefined();
    // The same arguments (jit builds the object in the field's order of arguments, so only the key order differs).
    expect(JSON.parse(compiled.data.echo)).toEqual(JSON.parse(interpreted.data.echo));
    expect(JSON.parse(compiled.data.echo)).toEqual({ filter, n: 2 });
  });

  test("an omitted variable leaves the argument's default, as the interpreter does", async () => {
    const { compiled, interpreted } = await both(QUERY, {});
    expect(compiled).toEqual(interpreted);
    expect(JSON.parse(compiled.data.echo)).toEqual({ n: 7 });
  });

  test('a variable that does not coerce is refused with the same errors, and no resolver runs', async () => {
    const { compiled, interpreted } = await both(QUERY, { filter: { a: 'x', or: [{ b: 1 }] } });
    expect(compiled.errors.length).toBe(2);
    expect(compiled).toEqual(interpreted);
    expect(compiled.data).toBeUndefined();
  });
});
