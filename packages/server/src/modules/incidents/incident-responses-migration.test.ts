import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';

const folder = path.resolve(import.meta.dirname, '../../../drizzle');
const journal = JSON.parse(await readFile(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const tags = journal.entries.map((e) => e.tag);
const MOVE = tags.findIndex((tag) => tag.endsWith('_incident_responses'));

/** Applies one migration file as the migrator does: its statements in order. */
async function apply(run: (sql: string) => Promise<unknown>, tag: string) {
  const text = await readFile(path.join(folder, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await run(statement);
  }
}

/**
 * The migration that gave incident reports a list of responses (issue 27) moves the one response a report held
 * into that list, with its author and time; a report never answered gets none. Run on an embedded database of
 * its own, migrated to the step before, given a report of the old shape, then migrated on.
 */
describe('incident responses migration', async () => {
  const database = await openDatabase({});
  const pglite = database.pglite;
  if (!pglite) throw new Error('not an embedded database');
  afterAll(() => database.close());

  it('moves each answered report’s response into incident_response and drops the old columns', async () => {
    expect(MOVE).toBeGreaterThan(0);
    for (const tag of tags.slice(0, MOVE)) await apply((sql) => pglite.exec(sql), tag);
    const author = '8a4f6c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b';
    const creator = '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9';
    await pglite.exec(`
      insert into clinic (id, name, uid) values (1, 'Tampines', 'tampines');
      insert into incident_report (id, clinic_id, location, datetime_occurred, event_category, event_type,
        description, cause, action, additional_order, reported_by, created_by, response_by, response_timestamp)
      values
        (1, 1, 'Work', '2030-03-10T03:00:00Z', 'CentreEvent', 'RO issues', 'RO alarm', 'Filter', 'Replaced',
          'Check weekly', '${creator}', '${creator}', '${author}', '2030-03-11T04:00:00Z'),
        (2, 1, 'Work', '2030-03-12T03:00:00Z', 'CentreEvent', 'Others', 'Not answered', null, null, null,
          '${creator}', '${creator}', null, null);
    `);
    await apply((sql) => pglite.exec(sql), tags[MOVE] as string);
    const moved = await pglite.query(
      `select incident_report_id, cause, action, event_outcome, additional_order, response_by,
        response_timestamp from incident_response order by id`,
    );
    expect(moved.rows).toEqual([
      {
        incident_report_id: 1,
        cause: 'Filter',
        action: 'Replaced',
        event_outcome: null,
        additional_order: 'Check weekly',
        response_by: author,
        response_timestamp: new Date('2030-03-11T04:00:00Z'),
      },
    ]);
    const columns = await pglite.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'incident_report'`,
    );
    expect(columns.rows.map((c) => c.column_name)).not.toContain('cause');
    expect(columns.rows.map((c) => c.column_name)).not.toContain('response_by');
  });
});
