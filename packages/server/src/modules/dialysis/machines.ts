import { DIALYSIS_MESSAGES as M } from '@dialysis/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { ReadDb } from '../../db/client.ts';
import { dialysis, machine } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import { invalid } from '../common/manage-input.ts';
import { auditExpiredOf, SEAT_MACHINE_UNUSABLE } from '../machines/availability.ts';
import { runningSession, runningSessionAs } from './phase.ts';

/**
 * The machine rules of a session: a machine the check-in form may use is the session centre's, live,
 * AVAILABLE, without an expired audit, and not used by another session in progress.
 */

/** SQL: a session in progress (running, live) uses the machine of the current row. */
export const machineInUseSql = sql<boolean>`exists (
  select 1 from dialysis d
  where d.machine_id = "machine"."id" and d.deleted = 0 and ${runningSessionAs('d')}
)`;

/**
 * Serialises every check-in and machine change on one machine across instances (a transaction-level
 * advisory lock, released at commit or rollback), so two sessions can never both take a free machine.
 */
export async function lockMachine(db: ReadDb, machineID: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('dialysis-machine'), ${machineID}::int)`);
}

/**
 * SQL: the machines a session of the centre may use: the centre's, live, AVAILABLE, without an expired audit
 * (the check-in form's list and the check at check-in or a change of machine).
 */
export const usableMachine = (clinicID: number, now: Date) =>
  and(
    eq(machine.clinicID, clinicID),
    eq(machine.deleted, 0),
    eq(machine.status, 'AVAILABLE'),
    sql`not ${auditExpiredOf(now)}`,
  );

/**
 * Under the machine's lock: 'MachineStatus expired. Or Machine not AVAILABLE' (the seat's message of spec
 * 002; BAD_USER_INPUT, field machineID) for a machine that is not usable in the centre, 'Machine already in
 * use in another appointment.' (CONFLICT) when another session in progress uses it.
 */
export async function assertMachineForSession(
  db: ReadDb,
  input: { machineID: number; clinicID: number; now: Date; exceptDialysisID?: number },
): Promise<void> {
  await lockMachine(db, input.machineID);
  const [usable] = await db
    .select({ id: machine.id })
    .from(machine)
    .where(and(eq(machine.id, input.machineID), usableMachine(input.clinicID, input.now)))
    .limit(1);
  if (!usable) throw invalid('machineID', SEAT_MACHINE_UNUSABLE);
  const [other] = await db
    .select({ id: dialysis.id })
    .from(dialysis)
    .where(
      and(
        eq(dialysis.machineID, input.machineID),
        eq(dialysis.deleted, 0),
        runningSession(),
        input.exceptDialysisID === undefined ? undefined : ne(dialysis.id, input.exceptDialysisID),
      ),
    )
    .limit(1);
  if (other) throw appError('CONFLICT', M.machineInUse);
}
