import { LAB_FIELD_NAMES, type LabFieldName, type LabValues } from '@dialysis/domain';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { labReport } from '../../db/schema.ts';

export interface ReportRow {
  patientID: number;
  clinicID: number;
  /** The sample's day, YYYY-MM-DD, stored as midnight of that day in `timezone` (the centre's). */
  day: string;
  timezone: string;
  /** When the sample was drawn, if the report says (a time of `day`). */
  sampleTime?: Date | null;
  fingerprint: string;
  createdBy: string | null;
  source: string | null;
  accessIDlab: string | null;
  name: string | null;
  values: LabValues;
}

type Column = readonly [column: PgColumn, values: readonly unknown[]];

/**
 * Inserts a batch of lab reports in one statement with one array parameter per column
 * (`INSERT ... SELECT FROM unnest($1::integer[], ...)`), skipping a report equal to a stored one (the
 * partial unique index on patient and fingerprint). Answers the rows it created, as Drizzle's select reads
 * them (each column through its own mapping), so the batch's answer needs no second read.
 *
 * Why not Drizzle's insert builder: an import batch is 30 rows of a 70-column table, 2,000 values each
 * turned into SQL one by one; building that statement was a third of the server's time on Confirm
 * (issue 25's benchmark). Here the statement has one parameter per column the batch fills, whatever
 * the number of rows. Only the columns the batch has values for are named; the others take their defaults.
 */
export type LabReportRow = typeof labReport.$inferSelect;

const COLUMNS = Object.entries(getTableColumns(labReport));

/** A row as the driver answers a raw statement, read as Drizzle reads a selected one. */
function fromDriver(raw: Record<string, unknown>): LabReportRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of COLUMNS) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as LabReportRow;
}

/** Given a write's db (withWrite's `w.db`; the demo seed gives the database itself). */
export async function insertLabReports(db: Db, rows: readonly ReportRow[]): Promise<LabReportRow[]> {
  if (rows.length === 0) return [];
  const present = LAB_FIELD_NAMES.filter((field) => rows.some((row) => row.values[field] !== undefined));
  const columns: Column[] = [
    [labReport.patientID, rows.map((r) => r.patientID)],
    [labReport.clinicID, rows.map((r) => r.clinicID)],
    [labReport.fingerprint, rows.map((r) => r.fingerprint)],
    [labReport.createdBy, rows.map((r) => r.createdBy)],
    [labReport.source, rows.map((r) => r.source)],
    [labReport.accessIDlab, rows.map((r) => r.accessIDlab)],
    [labReport.name, rows.map((r) => r.name)],
    // As text: both drivers read an ISO instant into timestamptz[] alike.
    [labReport.sampleTime, rows.map((r) => r.sampleTime?.toISOString() ?? null)],
    ...present.map(
      (field): Column => [labReport[field as LabFieldName], rows.map((r) => r.values[field] ?? null)],
    ),
  ];
  const arrays: SQL[] = [
    ...columns.map(([column, values]) => sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`),
    sql`${sql.param(rows.map((r) => r.day))}::date[]`,
    sql`${sql.param(rows.map((r) => r.timezone))}::text[]`,
  ];
  const names = columns.map(([column]) => sql.identifier(column.name));
  const aliases = [...names, sql.identifier('_day'), sql.identifier('_zone')];
  const result = (await db.execute(sql`
    insert into ${labReport} (${sql.join(names, sql`, `)}, ${sql.identifier(labReport.timestamp.name)})
    select ${sql.join(names, sql`, `)}, (_day::timestamp at time zone _zone)
      from unnest(${sql.join(arrays, sql`, `)}) as t(${sql.join(aliases, sql`, `)})
    on conflict (${sql.identifier(labReport.patientID.name)}, ${sql.identifier(labReport.fingerprint.name)})
      where deleted = 0 do nothing
    returning *`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map(fromDriver);
}
