import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { machineStatus, seat } from '../../db/schema.ts';

/**
 * Whether a machine may be worked on. Its audit items live in machine_status (kept by the Machine Status
 * module); an item that has EXPIRED blocks edits to the machine and its use by a seat (spec 002 section 8).
 */

export const MACHINE_EXPIRED = 'MachineStatus expired.';
export const SEAT_MACHINE_UNUSABLE = 'MachineStatus expired. Or Machine not AVAILABLE';
export const MACHINE_IN_USE = 'This machine is assigned to a seat. Assign the seat another machine first.';

/** SQL: the machine of the current row has an EXPIRED audit item. For list columns. */
export const auditExpiredOf = (machineID: string) =>
  sql<boolean>`exists (${sql.raw(
    `select 1 from machine_status ms where ms.machine_id = ${machineID} and ms.status = 'EXPIRED' and ms.deleted = 0`,
  )})`;

export async function hasExpiredAudit(db: Db, machineID: number): Promise<boolean> {
  const [row] = await db
    .select({ id: machineStatus.id })
    .from(machineStatus)
    .where(
      and(
        eq(machineStatus.machineID, machineID),
        eq(machineStatus.status, 'EXPIRED'),
        eq(machineStatus.deleted, 0),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Seats (not deleted) that use the machine. */
export async function seatsUsing(db: Db, machineID: number): Promise<{ id: number; status: string }[]> {
  return db
    .select({ id: seat.id, status: seat.status })
    .from(seat)
    .where(and(eq(seat.machineID, machineID), eq(seat.deleted, 0)));
}
