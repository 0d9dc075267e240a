import {
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  GraphQLError,
  getArgumentValues,
  getOperationAST,
  getVariableValues,
  Kind,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';
import { withWrite } from './write.ts';

/** Thrown inside the transaction to roll it back; carries the answer the client gets. */
class RolledBack extends Error {
  constructor(readonly result: ExecutionResult) {
    super('batch rolled back');
  }
}

/**
 * A root field whose aliases in one request are done in one go (a lab import sends 30 createLabReport at
 * once): given every alias's arguments, in order, it answers each one's result (or an error to throw).
 */
export type BulkHandler = (ctx: Context, argsList: Record<string, unknown>[]) => Promise<unknown[]>;

const preparedKey = (field: string, args: unknown) => `${field} ${JSON.stringify(args)}`;

/**
 * A mutation with several root fields (the spec's batches: up to 30 `createLabReport` aliases, several
 * allergies) is one transaction: every field's writes and audit rows are kept, or none. The fields run in
 * order (GraphQL executes mutation fields serially) on a context whose `db` is the transaction, so the
 * services' own transactions nest as savepoints. When any field fails, everything is rolled back and the
 * answer has no data, only the errors, so a client never takes a rolled-back row for a stored one.
 *
 * A field with a bulk handler is done for all its aliases before the fields run (one insert instead of 30):
 * each resolver then answers its prepared result through `preparedResult`.
 */
export function batchTransactionPlugin(bulk: Record<string, BulkHandler> = {}): Plugin<Context> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const operation = getOperationAST(args.document, args.operationName);
      const rootFields = (operation?.selectionSet.selections ?? []).filter(
        (s): s is FieldNode => s.kind === Kind.FIELD,
      );
      if (operation?.operation !== 'mutation' || rootFields.length < 2) return;
      setExecuteFn(async (execArgs) => {
        const ctx = execArgs.contextValue as Context;
        try {
          // One write for the whole batch: every field's own withWrite nests in it as a savepoint.
          return await withWrite(ctx, async (w) => {
            const batchCtx: Context = { ...ctx, db: w.db, prepared: new Map() };
            const refused = await prepareBulk(batchCtx, bulk, rootFields, execArgs);
            // A batch refused before anything ran answers its own refusals, on the aliases that earned them.
            if (refused.length > 0) throw new RolledBack({ errors: causes(refused), data: null });
            const result = (await executeFn({ ...execArgs, contextValue: batchCtx })) as ExecutionResult;
            if (result.errors?.length) throw new RolledBack({ errors: causes(result.errors), data: null });
            return result;
          });
        } catch (error) {
          if (error instanceof RolledBack) return error.result;
          throw error;
        }
      });
    },
  };
}

/** The refusals that caused a rollback, without the 'not saved because of another' ones they caused. */
function causes(errors: readonly GraphQLError[]): readonly GraphQLError[] {
  const own = errors.filter((error) => error.extensions?.code !== 'BATCH_REFUSED');
  return own.length > 0 ? own : errors;
}

/**
 * Runs each bulk handler once for all aliases of its field (invalid variables are left to execution).
 * Answers the refusals it prepared, each located on its alias.
 */
async function prepareBulk(
  ctx: Context,
  bulk: Record<string, BulkHandler>,
  fields: readonly FieldNode[],
  execArgs: ExecutionArgs,
): Promise<GraphQLError[]> {
  const refused: GraphQLError[] = [];
  const mutation = execArgs.schema.getMutationType();
  const operation = getOperationAST(execArgs.document, execArgs.operationName);
  if (!mutation || !operation) return refused;
  const variables = getVariableValues(
    execArgs.schema,
    operation.variableDefinitions ?? [],
    (execArgs.variableValues ?? {}) as Record<string, unknown>,
  );
  if (variables.errors) return refused;
  for (const [name, handler] of Object.entries(bulk)) {
    const definition = mutation.getFields()[name];
    const nodes = fields.filter((f) => f.name.value === name);
    if (!definition || nodes.length < 2) continue;
    // Guards still run per field; the handler asserts the role itself before it writes anything.
    const argsList = nodes.map((node) => getArgumentValues(definition, node, variables.coerced));
    const results = await handler(ctx, argsList);
    for (const [i, args] of argsList.entries()) {
      const result = results[i];
      ctx.prepared?.set(preparedKey(name, args), result);
      const node = nodes[i];
      if (result instanceof GraphQLError && node) {
        const alias = node.alias?.value ?? name;
        refused.push(
          new GraphQLError(result.message, { nodes: node, path: [alias], extensions: result.extensions }),
        );
      }
    }
  }
  return refused;
}

/** The result a bulk handler prepared for these arguments, or undefined outside a prepared batch. */
export function preparedResult(ctx: Context, field: string, args: unknown): unknown {
  const key = preparedKey(field, args);
  if (!ctx.prepared?.has(key)) return undefined;
  const result = ctx.prepared.get(key);
  if (result instanceof GraphQLError) throw result;
  return result;
}
