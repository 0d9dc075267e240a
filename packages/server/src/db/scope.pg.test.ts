import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryAfter, scopedPool, scopeSetting } from './scope.ts';

// The scope carried in front of a statement, in its round trip (db/scope.ts queryAfter): what must hold when
// either of the two fails, on the PostgreSQL server (PGlite's handles set their scope through their queue).
const url = process.env.DATABASE_URL ?? '';
let client: pg.Client;
const setting = async (c: pg.ClientBase) =>
  (await c.query<{ s: string | null }>(`select current_setting('app.clinic_ids', true) as s`)).rows[0]?.s;

beforeAll(async () => {
  client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('create temporary table scope_probe (n int primary key)');
});
afterAll(async () => {
  await client.end();
});

describe('a statement behind the scope, in one round trip', () => {
  it('answers as the statement alone would, and leaves the setting on the connection', async () => {
    await client.query(`set app.clinic_ids = '{9}'`);
    const alone = await client.query({ text: 'select $1::int + 1 as n', rowMode: 'array' }, [41]);
    const behind = await queryAfter(client, `set app.clinic_ids = '{1,4}'`, {
      text: 'select $1::int + 1 as n',
      rowMode: 'array',
      values: [41],
    });
    expect(behind.rows).toEqual(alone.rows);
    expect(behind.fields.map((f) => f.name)).toEqual(['n']);
    expect(behind.command).toBe('SELECT');
    expect(await setting(client)).toBe('{1,4}');
    const insert = await queryAfter(
      client,
      `set app.clinic_ids = '{2}'`,
      'insert into scope_probe values ($1), ($2)',
      [1, 2],
    );
    expect([insert.command, insert.rowCount]).toEqual(['INSERT', 2]);
    expect(await setting(client)).toBe('{2}');
  });

  it('a failed first statement stops the statement behind it', async () => {
    await expect(
      queryAfter(client, 'select 1/0', 'insert into scope_probe values ($1)', [10]),
    ).rejects.toThrow(/division by zero/);
    const { rows } = await client.query('select n from scope_probe where n = 10');
    expect(rows).toEqual([]);
  });

  it('a failed statement takes its scope back with it', async () => {
    await client.query(`set app.clinic_ids = '{3}'`);
    await expect(queryAfter(client, `set app.clinic_ids = '{5}'`, 'select 1/$1::int', [0])).rejects.toThrow(
      /division by zero/,
    );
    expect(await setting(client)).toBe('{3}');
  });

  it('a named statement parsed behind the scope runs again alone; one that failed to parse is parsed again', async () => {
    const named = { name: 'scope_probe_count', text: 'select count(*)::int as n from scope_probe' };
    expect((await queryAfter(client, `set app.clinic_ids = '{1}'`, named)).rows).toEqual([{ n: 2 }]);
    expect((await client.query(named)).rows).toEqual([{ n: 2 }]);
    const broken = { name: 'scope_probe_broken', text: 'select no_such_column from scope_probe' };
    await expect(queryAfter(client, `set app.clinic_ids = '{1}'`, broken)).rejects.toThrow(/no_such_column/);
    await expect(client.query(broken)).rejects.toThrow(/no_such_column/);
  });
});

describe('the pool of a scope', () => {
  it('sets each statement on a connection last used in another scope, and drops a connection after a failure', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      const known = new WeakMap<object, string>();
      const a = scopedPool(pool, scopeSetting({ kind: 'centres', clinicIDs: [1] }), known);
      const b = scopedPool(pool, scopeSetting({ kind: 'centres', clinicIDs: [2, 3] }), known);
      const read = (p: pg.Pool) => p.query<{ s: string }>(`select current_setting('app.clinic_ids') as s`);
      for (let i = 0; i < 3; i++) {
        expect((await read(a)).rows).toEqual([{ s: '{1}' }]);
        expect((await read(b)).rows).toEqual([{ s: '{2,3}' }]);
      }
      await expect(a.query('select 1/0')).rejects.toThrow(/division by zero/);
      expect(pool.totalCount).toBe(0); // the connection of the failure is gone
      expect((await read(b)).rows).toEqual([{ s: '{2,3}' }]);
      expect((await read(a)).rows).toEqual([{ s: '{1}' }]);
      // A transaction's connection is set before its first statement.
      const tx = await b.connect();
      try {
        expect((await tx.query<{ s: string }>(`select current_setting('app.clinic_ids') as s`)).rows).toEqual(
          [{ s: '{2,3}' }],
        );
      } finally {
        tx.release();
      }
    } finally {
      await pool.end();
    }
  });
});
