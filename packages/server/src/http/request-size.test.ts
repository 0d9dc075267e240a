import { type GraphQLInputObjectType, getNullableType, isListType, isScalarType } from 'graphql';
import { describe, expect } from 'vitest';
import { buildSchema } from '../graphql/schema.ts';
import { apiTest } from '../test/api-test.ts';
import { GRAPHQL_BODY_LIMIT, REQUEST_TOO_LARGE } from './request-size.ts';

/**
 * The /graphql body limit counts the variables (http/request-size.ts): it still takes the largest request the
 * web sends, a lab import batch of 30 createLabReport aliases, and refuses more with a 413 in the GraphQL shape.
 */
const test = apiTest(async (t) => {
  const centre = await t.aCentre();
  return { nurse: await t.signedInAs('Nurse', [centre]) };
});

/** A lab import batch as the web sends it (features/lab-import/api.ts), each row from `row`. */
function labBatch(row: (i: number) => Record<string, unknown>) {
  const rows = Array.from({ length: 30 }, (_, i) => row(i));
  const vars = rows.map((_, i) => `$c${i}: CreateLabReportInput!`).join(', ');
  const fields = rows.map((_, i) => `r${i}: createLabReport(create: $c${i}) { id }`).join(' ');
  const query = `mutation CreateLabReportBatch(${vars}) { ${fields} }`;
  const variables = Object.fromEntries(rows.map((r, i) => [`c${i}`, r]));
  return { query, variables, bytes: Buffer.byteLength(JSON.stringify({ query, variables })) };
}

const typical = (i: number) => ({
  patientID: 1_000_000 + i,
  timestamp: '2030-03-10',
  source: 'Lab Import',
  name: 'Tan Ah Kow Bin Abdullah',
  sex: 'M',
  ...{ glucose: 5.6, TW: 7.2, Plt: 250, Hb: 11.2, MCV: 90.1, K: 4.8, Na: 139, ureaPre: 22.4, ureaPost: 6.3 },
  ...{
    creatinine: 812,
    HCO3: 22,
    chlorine: 101,
    Ca: 2.31,
    Po4: 1.62,
    IPTH: 31.5,
    HepBsAg: 'NEG',
    HepBsAb: 120,
  },
  ...{ Fe: 12.1, TIBC: 48.2, ferritin: 410.5, protein: 68.1, Alb: 38.2 },
});

/** Every field of the input filled: each text at the 200-character line limit in 3-byte characters. */
function fullest(): Record<string, unknown> {
  const input = buildSchema().getType('CreateLabReportInput') as GraphQLInputObjectType;
  const row: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(input.getFields())) {
    const type = getNullableType(field.type);
    if (isListType(type) || !isScalarType(type)) continue;
    row[name] = { String: '字'.repeat(200), Float: -12345.6789, Int: 1_000_000, Boolean: true }[type.name];
  }
  return row;
}

describe('the /graphql body limit', () => {
  test('takes a lab import batch of 30, its rows typical or every field at its longest', async ({
    given,
  }) => {
    const row = fullest();
    for (const batch of [labBatch(typical), labBatch(() => row)]) {
      expect(batch.bytes).toBeLessThan(GRAPHQL_BODY_LIMIT);
      const res = await given.nurse.request(batch.query, batch.variables);
      // Answered by the resolvers (made-up patients: 'Invalid Patient' per alias), so the body limit, parsing
      // and graphql-armor's token and alias limits all let it through.
      expect(res.status).toBe(200);
      expect(res.errors?.length).toBeGreaterThan(0);
      for (const error of res.errors ?? []) expect(error.path?.[0]).toMatch(/^r\d+$/);
    }
  });

  test('refuses a larger body with 413 and a GraphQL error, before parsing it', async ({ given }) => {
    // The original report: a 749 KB `or` in the variables.
    const or = Array.from({ length: 20_000 }, (_, i) => ({ clinicID: { eq: 100_000 + i } }));
    const res = await given.nurse.request(
      'query ($f: IncidentReportFilter!) { listIncidentReport(filter: $f) { count } }',
      {
        f: { or },
      },
    );
    expect(res.status).toBe(413);
    expect(res.errors).toEqual([
      { message: REQUEST_TOO_LARGE.message, extensions: { code: REQUEST_TOO_LARGE.code } },
    ]);
  });
});
