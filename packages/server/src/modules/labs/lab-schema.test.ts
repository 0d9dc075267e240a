import { LAB_FIELD_NAMES, LAB_FIELDS } from '@dialysis/domain';
import { type GraphQLInputObjectType, type GraphQLObjectType, getNamedType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../graphql/schema.ts';

// The SDL lists the lab fields by hand (it is the contract); this keeps it equal to the domain's one list.
describe('lab report SDL', () => {
  const schema = buildSchema();
  const expected = Object.fromEntries(
    LAB_FIELD_NAMES.map((name) => [name, LAB_FIELDS[name].kind === 'number' ? 'Float' : 'String']),
  );

  it('LabReport, CreateLabReportInput and UpdateLabReportInput carry every domain lab field with its type', () => {
    for (const typeName of ['LabReport', 'CreateLabReportInput', 'UpdateLabReportInput']) {
      const type = schema.getType(typeName) as GraphQLObjectType | GraphQLInputObjectType;
      const fields = type.getFields();
      const actual = Object.fromEntries(
        LAB_FIELD_NAMES.map((name) => [
          name,
          fields[name] ? getNamedType(fields[name].type).name : 'missing',
        ]),
      );
      expect(actual, typeName).toEqual(expected);
    }
  });
});
