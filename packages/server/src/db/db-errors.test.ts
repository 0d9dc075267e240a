import { type SQL, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { databaseTest } from '../test/api-test.ts';
import type { Database } from './client.ts';
import { inputErrorOf, safeErrorLog } from './db-errors.ts';

const test = databaseTest();

async function failure(database: Database, query: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await database.db.execute(query);
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

describe('a failed query is logged by its codes only', () => {
  test('never logs the parameters (name, NRIC, birth date, address)', async ({ database }) => {
    const error = await failure(
      database,
      sql`insert into patient (name, nric, dob, address, existing_clinic_id) values (${'Tan Ah Kow'}, ${'S1234567D'}, ${'1960-05-01'}, ${'1 Bukit Merah Lane'}, ${-42})`,
    );
    const logged = JSON.stringify(safeErrorLog(error));
    for (const secret of ['Tan Ah Kow', 'S1234567D', '1960-05-01', 'Bukit Merah'])
      expect(logged).not.toContain(secret);
    expect(safeErrorLog(error)).toMatchObject({
      type: 'DatabaseError',
      code: expect.stringMatching(/^[0-9A-Z]{5}$/),
    });
  });
});

describe('a database refusal of input answers a field message', () => {
  test.for<[string, SQL, string]>([
    ['a date that does not exist', sql`select ${'2026-02-30'}::date`, 'Not a valid date.'],
    ['a number out of a column range', sql`select ${'99999999999'}::int`, 'This number is out of range.'],
  ])('%s', async ([_name, query, message], { database }) => {
    const error = inputErrorOf(await failure(database, query));
    expect(error?.message).toBe(message);
    expect(error?.extensions.code).toBe('BAD_USER_INPUT');
  });

  test('an unexpected failure (a missing table) is not turned into input', async ({ database }) => {
    expect(inputErrorOf(await failure(database, sql`select * from no_such_table`))).toBeNull();
  });
});
