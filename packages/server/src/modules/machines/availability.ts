import { and, eq, sql } from 'drizzle-orm';
import type { ReadDb } from '../../db/client.ts';
import { machine, seat } from '../../db/schema.ts';

/**
 * Whether a machine may be worked on. Its audit items live in machine_status (kept by the Machine Status
 * module); an expired audit blocks edits to the machine and its use by a seat (spec 002 section 8).
 */

export const MACHINE_EXPIRED = 'MachineStatus expired.';
export const SEAT_MACHINE_UNUSABLE = 'MachineStatus expired. Or Machine not AVAILABLE';
export const MACHINE_IN_USE = 'This machine is assigned to a seat. Assign the seat another machine first.';

/**
 * SQL: the machine of the current row has an expired audit: an item marked EXPIRED, or a live item (any
 * status but the INACTIVE history rows) whose expiry day has come in the machine's centre time zone. The
 * second half matters between the expiry job's runs, and for an expired item a user has since scheduled:
 * scheduling an audit does not make an overdue machine safe to use.
 */
// Written out qualified: drizzle drops the table name of a column in single-table selects, and inside this
// subquery a bare "id" would be ambiguous.
const MACHINE_ID = sql.raw('"machine"."id"');
const MACHINE_CLINIC = sql.raw('"machine"."clinic_id"');

export const auditExpiredOf = (now: Date) =>
  sql<boolean>`exists (
    select 1 from machine_status ms join clinic c on c.id = ${MACHINE_CLINIC}
    where ms.machine_id = ${MACHINE_ID} and ms.deleted = 0
      and (ms.status = 'EXPIRED'
        or (ms.status <> 'INACTIVE' and ms.expiry_date <= (${now.toISOString()}::timestamptz at time zone c.timezone)::date))
  )`;

export async function hasExpiredAudit(db: ReadDb, machineID: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ expired: auditExpiredOf(now) })
    .from(machine)
    .where(eq(machine.id, machineID))
    .limit(1);
  return Boolean(row?.expired);
}

/** Seats (not deleted) that use the machine. */
export async function seatsUsing(db: ReadDb, machineID: number): Promise<{ id: number; status: string }[]> {
  return db
    .select({ id: seat.id, status: seat.status })
    .from(seat)
    .where(and(eq(seat.machineID, machineID), eq(seat.deleted, 0)));
}
