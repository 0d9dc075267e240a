import { sql } from 'drizzle-orm';
import { appointment, dialysis, patient, seat } from '../../db/schema.ts';
import { intervalCountSql } from '../dialysis/session-reads.ts';

/** The columns of listAppointmentDetail (service.ts), shared with its prepared day (dashboard-day.ts). */
// The latest reading of the session: one indexed look-up per row, inside the same query (no N+1).
export const lastInterval = (column: 'id' | 'timestamp') =>
  sql.raw(
    `(select di.${column} from dialysis_interval di where di.dialysis_id = "dialysis"."id" and di.deleted = 0 order by di.timestamp desc, di.id desc limit 1)`,
  );

export const columns = {
  appointment,
  patientName: patient.name,
  namecode: patient.namecode,
  nric: patient.nric,
  key: patient.photoKey,
  bucket: patient.photoBucket,
  region: patient.photoRegion,
  seatName: seat.name,
  dialysis,
  lastDialysisIntervalID: sql<number | null>`${lastInterval('id')}`.mapWith(Number),
  lastDialysisIntervalTimestamp: sql<Date | null>`${lastInterval('timestamp')}`,
  intervalCount: intervalCountSql,
};

/**
 * The session columns a dashboard card reads: the web's CardDialysis fragment
 * (packages/web/src/features/dashboard/dashboard-query.ts) and what the card's own fields derive from.
 * When a day's request selects no other session field, the day's query reads only these (dashboard-day.ts,
 * card-rows.ts): about half of the session's columns, mapped straight into the cards. A request that selects
 * any other field reads them all, so this list decides speed, never what is answered.
 */
export const CARD_DIALYSIS_FIELDS = [
  'id',
  'startTime',
  'endTime',
  'startedBy',
  'endedBy',
  'preEdema',
  'preWeight',
  'preTemp',
  'preSBP',
  'preDBP',
  'preHRT',
  'ufTargetStart',
  'dryWeight',
  'machineID',
  'dialyser',
  'MSA',
  'membraneUse',
  'postWeight',
  'postTemp',
  'postEdema',
  'postSBP',
  'postDBP',
  'postHRT',
  'KTVonline',
] as const satisfies readonly (keyof typeof dialysis.$inferSelect)[];

/** Whether the selected session fields (null: none) are all read by the card columns. */
export function cardColumnsSuffice(selected: ReadonlySet<string> | null): boolean {
  if (!selected) return true;
  const card = new Set<string>([...CARD_DIALYSIS_FIELDS, 'intervalCount', '__typename']);
  return [...selected].every((field) => card.has(field));
}

export type Row = {
  appointment: typeof appointment.$inferSelect;
  patientName: string;
  namecode: string | null;
  nric: string | null;
  key: string | null;
  bucket: string | null;
  region: string | null;
  seatName: string | null;
  dialysis: typeof dialysis.$inferSelect | null;
  lastDialysisIntervalID: number | null;
  lastDialysisIntervalTimestamp: Date | string | null;
  intervalCount: number;
};
