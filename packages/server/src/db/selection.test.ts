import { type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectedFields } from './selection.ts';

/** The resolve info of the document's first root field: what selectedFields reads of it. */
function infoOf(document: string): GraphQLResolveInfo {
  const doc = parse(document);
  const operation = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) throw new Error('no operation');
  const fragments = Object.fromEntries(
    doc.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return {
    fieldNodes: [operation.selectionSet.selections[0] as FieldNode],
    fragments,
  } as unknown as GraphQLResolveInfo;
}

describe('selectedFields', () => {
  it('collects the fields at a path through fragments and inline fragments', () => {
    const info = infoOf(`
      fragment Card on Dialysis { id startTime ... on Dialysis { KTVonline } }
      query { list { count result { id dialysis { ...Card preWeight } } } }`);
    expect(selectedFields(info, ['result', 'dialysis'])).toEqual(
      new Set(['id', 'startTime', 'KTVonline', 'preWeight']),
    );
    expect(selectedFields(info, ['result'])).toEqual(new Set(['id', 'dialysis']));
  });

  it('answers null for a path not selected, and counts fields under @skip or @include as selected', () => {
    expect(selectedFields(infoOf('query { list { count } }'), ['result', 'dialysis'])).toBeNull();
    const info = infoOf(
      'query ($x: Boolean!) { list { result { dialysis { id notes @include(if: $x) } } } }',
    );
    expect(selectedFields(info, ['result', 'dialysis'])).toEqual(new Set(['id', 'notes']));
  });
});
