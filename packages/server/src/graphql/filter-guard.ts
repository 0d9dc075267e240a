import {
  type DocumentNode,
  defaultFieldResolver,
  type GraphQLArgument,
  GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  getNamedType,
  getOperationAST,
  isInputObjectType,
  isIntrospectionType,
  isObjectType,
  type TypeNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { assertFilterFits } from '../db/filter-limits.ts';

/** A list's filter argument: an input type named `...Filter` (every list's filter, `filter2` included). */
function isFilterArgument(arg: GraphQLArgument): boolean {
  const type = getNamedType(arg.type);
  return isInputObjectType(type) && type.name.endsWith('Filter');
}

/**
 * Checks every filter argument against FILTER_LIMITS before its field's resolver runs: modules read a filter
 * (the centres and patients it names, for access) before db/list.ts compiles it, and a 900-deep `or` must be
 * refused before any of them walks it recursively. Changes the schema's fields in place.
 */
export function guardFilterArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || isIntrospectionType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const filters = field.args.filter(isFilterArgument).map((arg) => arg.name);
      if (filters.length === 0) continue;
      const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        for (const name of filters) assertFilterFits(args[name]);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}

function namedTypeOf(type: TypeNode): string {
  return type.kind === 'NamedType' ? type.name.value : namedTypeOf(type.type);
}

/** The refusal of the first filter variable past FILTER_LIMITS, or null. */
function oversizedFilterVariable(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): GraphQLError | null {
  const operation = getOperationAST(document, operationName);
  for (const definition of operation?.variableDefinitions ?? []) {
    if (!namedTypeOf(definition.type).endsWith('Filter')) continue;
    try {
      assertFilterFits(variables?.[definition.variable.name.value]);
    } catch (error) {
      if (error instanceof GraphQLError) return error;
      throw error;
    }
  }
  return null;
}

/**
 * Checks the filter variables (a variable typed `...Filter`) before execution starts: graphql-js coerces the
 * variables recursively before any resolver runs, and an `or` nested 900 deep overflowed the stack there (500).
 * Inline filters are bounded by graphql-armor's token limit and checked by guardFilterArguments.
 */
export function filterVariablesPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refusal = oversizedFilterVariable(args.document, args.operationName, args.variableValues);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refusal = oversizedFilterVariable(args.document, args.operationName, args.variableValues);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
  };
}
