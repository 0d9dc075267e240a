import { type DocumentNode, type GraphQLError, getOperationAST, Kind } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { Metrics } from '../platform/metrics.ts';

/**
 * The operation label is the first root field (e.g. "listClinic"), not the client's operation name: the
 * schema bounds root fields, while operation names are whatever a client sends (unbounded label values).
 */
function operationOf(document: DocumentNode, operationName?: string | null) {
  const operation = getOperationAST(document, operationName);
  const field = operation?.selectionSet.selections.find((s) => s.kind === Kind.FIELD);
  return {
    operation: field?.kind === Kind.FIELD ? field.name.value : 'unknown',
    type: operation?.operation ?? 'unknown',
  };
}

export function errorCode(error: GraphQLError): string {
  const code = error.extensions?.code;
  if (typeof code === 'string') return code;
  return isDatabaseUnavailable(error) ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR';
}

/** Counts and times each executed operation, and counts the errors answered, by code. */
export function metricsPlugin(metrics: Metrics): Plugin {
  return {
    onValidate() {
      return ({ valid, result }) => {
        if (!valid) metrics.errors.inc({ code: 'GRAPHQL_VALIDATION_FAILED' }, result.length);
      };
    },
    onExecute({ args }) {
      const labels = operationOf(args.document, args.operationName);
      const done = metrics.operationSeconds.startTimer(labels);
      return {
        onExecuteDone({ result }) {
          done();
          metrics.operations.inc(labels);
          if ('errors' in result && result.errors) {
            for (const error of result.errors) metrics.errors.inc({ code: errorCode(error) });
          }
        },
      };
    },
  };
}
