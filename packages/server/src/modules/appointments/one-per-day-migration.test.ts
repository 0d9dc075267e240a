import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { describe, expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { databaseTest } from '../../test/api-test.ts';
import { openEmptyTestDatabase, sqlRows } from '../../test/database.ts';

/**
 * The one-appointment-per-day migration on a database that already holds several live appointments of one
 * patient on one day (as the demo and real installs did): it must not fail, it keeps one per day (the started
 * session's, else the arrived one's, else the earliest booked), cancels the others and logs each cancel.
 */
const FOLDER = path.resolve(import.meta.dirname, '../../../drizzle');
const TAG = 'one_appointment_per_day';

interface JournalEntry {
  idx: number;
  tag: string;
}

/** A copy of the migrations folder holding only the migrations before this one (whatever its number). */
function migrationsBefore(): { folder: string; cleanUp: () => void } {
  const journal = JSON.parse(readFileSync(path.join(FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  const mine = journal.entries.findIndex((e) => e.tag.endsWith(TAG));
  if (mine < 0) throw new Error(`no migration tagged *${TAG}`);
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(FOLDER, folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, mine) }),
  );
  return { folder, cleanUp: () => rmSync(folder, { recursive: true, force: true }) };
}

async function migrateBefore(database: Database): Promise<void> {
  const { folder, cleanUp } = migrationsBefore();
  try {
    if (database.pool)
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
    else await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } finally {
    cleanUp();
  }
}

const test = databaseTest(openEmptyTestDatabase);

const one = async <T>(db: Database['db'], query: ReturnType<typeof sql>): Promise<T> => {
  const [row] = await sqlRows<T>(db, query);
  if (!row) throw new Error('no row');
  return row;
};

describe('migration: one live appointment per patient and day', () => {
  test('keeps one appointment per day, cancels and logs the others, then refuses a second', async ({
    database,
  }) => {
    await migrateBefore(database);
    const { db } = database;
    const { id: A } = await one<{ id: number }>(
      db,
      sql`insert into clinic (name, uid) values ('Jurong Centre', 'JUR') returning id`,
    );
    const { id: B } = await one<{ id: number }>(
      db,
      sql`insert into clinic (name, uid) values ('Tampines Centre', 'TAM') returning id`,
    );
    const patient = async (name: string) =>
      (await one<{ id: number }>(db, sql`insert into patient (name) values (${name}) returning id`)).id;
    const [triple, twoCentres, started, single] = [
      await patient('Morning Noon Evening'),
      await patient('Two Centres'),
      await patient('Started Later'),
      await patient('Only One'),
    ];
    const book = async (patientID: number, clinicID: number, shift: string, createdOn: string, deleted = 0) =>
      (
        await one<{ id: number }>(
          db,
          sql`insert into appointment (patient_id, clinic_id, date, shift, created_on, deleted)
              values (${patientID}, ${clinicID}, '2026-11-27', ${shift}, ${createdOn}::timestamptz, ${deleted})
              returning id`,
        )
      ).id;
    // One patient in Morning, Noon and Evening of one day: the earliest booked stays.
    const morning = await book(triple, A, 'M', '2026-11-20T01:00:00Z');
    const noon = await book(triple, A, 'N', '2026-11-21T01:00:00Z');
    const evening = await book(triple, A, 'E', '2026-11-22T01:00:00Z');
    // Another in two centres the same day, plus a cancelled one that is left alone.
    const jurong = await book(twoCentres, A, 'M', '2026-11-20T02:00:00Z');
    const tampines = await book(twoCentres, B, 'N', '2026-11-20T03:00:00Z');
    const cancelledBefore = await book(twoCentres, B, 'E', '2026-11-19T03:00:00Z', 1);
    // The later booking has the started session: the clinical record stays, the earlier one goes.
    const early = await book(started, A, 'M', '2026-11-20T01:00:00Z');
    const dialysed = await book(started, B, 'N', '2026-11-21T01:00:00Z');
    await db.execute(
      sql`insert into dialysis (patient_id, clinic_id, appointment_id, start_time, started_by)
          values (${started}, ${B}, ${dialysed}, '2026-11-27T05:00:00Z', 'Nurse')`,
    );
    const alone = await book(single, A, 'M', '2026-11-20T01:00:00Z');

    await migrate(database);

    const live = await sqlRows<{ id: number }>(
      db,
      sql`select id from appointment where deleted = 0 and patient_id in (${triple}, ${twoCentres}, ${started}, ${single}) order by id`,
    );
    expect(live.map((r) => r.id)).toEqual([morning, jurong, dialysed, alone]);
    const gone = await sqlRows<{ id: number; deleted_on: Date | null }>(
      db,
      sql`select id, deleted_on from appointment where id in (${noon}, ${evening}, ${tampines}, ${early})`,
    );
    expect(gone.every((r) => r.deleted_on !== null)).toBe(true);
    const logged = await sqlRows<{ entity_id: string; clinic_id: number; role: string; detail: unknown }>(
      db,
      sql`select entity_id, clinic_id, role, detail from audit_log where action = 'cancelDuplicateAppointment' order by entity_id::int`,
    );
    expect(logged).toEqual(
      [
        [noon, A, triple, 'N', morning, false],
        [evening, A, triple, 'E', morning, false],
        [tampines, B, twoCentres, 'N', jurong, false],
        [early, A, started, 'M', dialysed, false],
      ]
        .sort((x, y) => Number(x[0]) - Number(y[0]))
        .map(([id, clinicID, patientID, shift, kept, hadSession]) => ({
          entity_id: String(id),
          clinic_id: clinicID,
          role: 'system',
          detail: {
            patientID,
            date: '2026-11-27',
            shift,
            keptAppointmentID: kept,
            hadSession,
            reason: 'One appointment per patient per day (migration 0017).',
          },
        })),
    );
    const [{ deleted } = { deleted: -1 }] = await sqlRows<{ deleted: number }>(
      db,
      sql`select deleted from appointment where id = ${cancelledBefore}`,
    );
    expect(deleted).toBe(1);

    // From now on the database itself refuses a second live appointment of the day, in any centre.
    await expect(book(single, B, 'E', '2026-11-23T01:00:00Z')).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505', constraint: 'appointment_patient_day_key' }),
    });
    // A cancelled one does not count.
    await expect(book(single, B, 'E', '2026-11-23T01:00:00Z', 1)).resolves.toBeTypeOf('number');
  });
});
