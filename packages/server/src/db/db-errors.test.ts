import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.ts';
import type { Database } from './client.ts';
import { inputErrorOf, safeErrorLog } from './db-errors.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function failure(query: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await database.db.execute(query);
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

describe('a failed query is logged by its codes only', () => {
  it('never logs the parameters (name, NRIC, birth date, address)', async () => {
    const error = await failure(
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
  it.each([
    ['a date that does not exist', sql`select ${'2026-02-30'}::date`, 'Invalid date.'],
    ['a number out of a column range', sql`select ${'99999999999'}::int`, 'This number is out of range.'],
  ])('%s', async (_name, query, message) => {
    const error = inputErrorOf(await failure(query));
    expect(error?.message).toBe(message);
    expect(error?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('an unexpected failure (a missing table) is not turned into input', async () => {
    expect(inputErrorOf(await failure(sql`select * from no_such_table`))).toBeNull();
  });
});
