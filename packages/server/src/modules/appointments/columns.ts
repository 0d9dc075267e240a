import { sql } from 'drizzle-orm';
import { appointment, dialysis, patient, seat } from '../../db/schema.ts';
import { intervalCountSql } from '../dialysis/session-reads.ts';

/** The columns of listAppointmentDetail (service.ts), shared with its prepared day (dashboard-day.ts). */
// The latest reading of the session: one indexed look-up per row, inside the same query (no N+1).
const lastInterval = (column: 'id' | 'timestamp') =>
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
