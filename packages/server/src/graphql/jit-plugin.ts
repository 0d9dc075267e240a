import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  GraphQLScalarType,
  GraphQLSchema,
  getOperationAST,
  getVariableValues,
  Kind,
  type OperationDefinitionNode,
  visit,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';

/**
 * Queries run as compiled functions (graphql-jit) once their document has been seen `after` times: the
 * dashboard's 90 cards of some 40 fields each made GraphQL execution and the answer's JSON a large share of the
 * app's CPU, and jit's answer is stringified by a function compiled from the query too.
 *
 * - Only queries: mutations are short answers whose cost is the database, and the batch and idempotency plugins
 *   wrap their execution; subscriptions' events are small.
 * - Only after a few uses: compiling costs a few milliseconds and the closures' memory, worth it for the app's own
 *   documents, which repeat all day; a one-off document stays on the interpreter. Counts and compiled queries
 *   are kept against the parsed document, which yoga's parse cache (an LRU) holds, so both go when it does.
 * - Variables are coerced by graphql-js, exactly as the interpreter does, not by jit: graphql-jit 0.8.7 cannot
 *   compile the coercion of a recursive input type (the filters' `or`; zalando-incubator/graphql-jit#81: it
 *   recurses until the heap is gone). The compiled copy of the document declares every variable as `JitValue`,
 *   a scalar that passes the already coerced value through, on a copy of the schema that adds it (the schema
 *   clients see is unchanged).
 */
export function hotQueryJitPlugin(after: number): Plugin<Context> {
  const seen = new WeakMap<DocumentNode, number>();
  const compiled = new WeakMap<DocumentNode, CompiledQuery | null>();
  return {
    onExecute({ args, setExecuteFn }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'query') return;
      let query = compiled.get(args.document);
      if (query === undefined) {
        const uses = (seen.get(args.document) ?? 0) + 1;
        seen.set(args.document, uses);
        if (uses <= after) return;
        query = compile(args.schema, args.document, args.operationName);
        compiled.set(args.document, query);
      }
      if (query === null) return;
      const ready = query;
      setExecuteFn((execArgs) => runCompiled(ready, operation, execArgs));
    },
  };
}

function runCompiled(
  query: CompiledQuery,
  operation: OperationDefinitionNode,
  args: ExecutionArgs,
): ExecutionResult | Promise<ExecutionResult> {
  const variables = getVariableValues(
    args.schema,
    operation.variableDefinitions ?? [],
    args.variableValues ?? {},
    {
      maxErrors: 50,
    },
  );
  if (variables.errors) return { errors: variables.errors };
  const answer = (result: ExecutionResult) => Object.assign(result, { stringify: query.stringify });
  const result = query.query(args.rootValue, args.contextValue, variables.coerced);
  return result instanceof Promise ? result.then(answer) : answer(result);
}

/** The scalar of the compiled copy's variables: the value graphql-js coerced, unchanged. */
const JIT_VALUE = new GraphQLScalarType({ name: 'JitValue', parseValue: (value) => value });
const withJitValue = new WeakMap<GraphQLSchema, GraphQLSchema>();

function compile(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null) {
  let jitSchema = withJitValue.get(schema);
  if (!jitSchema) {
    const config = schema.toConfig();
    jitSchema = new GraphQLSchema({ ...config, types: [...config.types, JIT_VALUE] });
    withJitValue.set(schema, jitSchema);
  }
  const opaque = visit(document, {
    VariableDefinition: (node) => ({
      ...node,
      type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: JIT_VALUE.name } },
      defaultValue: undefined,
    }),
  });
  const result = compileQuery(jitSchema, opaque, operationName ?? undefined);
  // A document jit cannot compile stays on the interpreter, which answers it as before.
  return isCompiledQuery(result) ? result : null;
}
