import { type FieldNode, type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields the client selected at `path` below the current field (e.g. ['result', 'dialysis']),
 * through fragments and inline fragments, or null when that path is not selected. A field carrying @include or
 * @skip counts as selected: the answer may name more fields than the request reads, never fewer, so a service
 * that narrows its SQL to these fields (modules/appointments/dashboard-day.ts) never misses one.
 */
export function selectedFields(info: GraphQLResolveInfo, path: readonly string[]): Set<string> | null {
  let sets: SelectionSetNode[] = info.fieldNodes.flatMap((node) =>
    node.selectionSet ? [node.selectionSet] : [],
  );
  for (const name of path) {
    sets = fieldsOf(info, sets)
      .filter((field) => field.name.value === name)
      .flatMap((field) => (field.selectionSet ? [field.selectionSet] : []));
    if (sets.length === 0) return null;
  }
  return new Set(fieldsOf(info, sets).map((field) => field.name.value));
}

function fieldsOf(info: GraphQLResolveInfo, sets: readonly SelectionSetNode[]): FieldNode[] {
  const fields: FieldNode[] = [];
  const visit = (set: SelectionSetNode, seen: Set<string>) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet, seen);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = info.fragments[selection.name.value];
        if (fragment) visit(fragment.selectionSet, seen);
      }
    }
  };
  for (const set of sets) visit(set, new Set());
  return fields;
}
