import { addDays, addMonths, automaticStatus, centreDate, TO_SCHEDULE_MONTHS } from '@dialysis/domain';
import { and, eq, inArray, lte, ne } from 'drizzle-orm';
import { audit, SYSTEM } from '../../audit.ts';
import type { ReadDb } from '../../db/client.ts';
import { clinic, machine, machineStatus, seat } from '../../db/schema.ts';
import { type Write, withWrite } from '../../db/write.ts';
import type { Clock } from '../../platform/clock.ts';
import { asSystem, type Job } from '../../platform/jobs.ts';

interface Services {
  db: ReadDb;
  clock: Clock;
}

/**
 * An expired audit takes its machine out of use: the machine and every seat on it become NOTAVAILABLE
 * (spec 002 section 4). Rows already unavailable are left as they are, so this is safe to repeat.
 */
export async function makeMachinesUnavailable(
  w: Write,
  machineIDs: readonly number[],
  why: { itemIDs: readonly number[] },
): Promise<{ machines: number[]; seats: number[] }> {
  if (machineIDs.length === 0) return { machines: [], seats: [] };
  const now = w.clock.now();
  const machines = await w.db
    .update(machine)
    .set({ status: 'NOTAVAILABLE', updatedOn: now })
    .where(
      and(inArray(machine.id, [...machineIDs]), ne(machine.status, 'NOTAVAILABLE'), eq(machine.deleted, 0)),
    )
    .returning({ id: machine.id, clinicID: machine.clinicID });
  const seats = await w.db
    .update(seat)
    .set({ status: 'NOTAVAILABLE', updatedOn: now })
    .where(
      and(inArray(seat.machineID, [...machineIDs]), ne(seat.status, 'NOTAVAILABLE'), eq(seat.deleted, 0)),
    )
    .returning({ id: seat.id, clinicID: seat.clinicID });
  for (const row of machines) {
    await audit(w, {
      actor: SYSTEM,
      action: 'machine.unavailable',
      entity: 'machine',
      entityID: row.id,
      clinicID: row.clinicID,
      detail: { reason: 'machineStatus expired', machineStatusIDs: why.itemIDs },
    });
  }
  for (const row of seats) {
    await audit(w, {
      actor: SYSTEM,
      action: 'seat.unavailable',
      entity: 'seat',
      entityID: row.id,
      clinicID: row.clinicID,
      detail: { reason: 'machineStatus expired', machineStatusIDs: why.itemIDs },
    });
  }
  return { machines: machines.map((m) => m.id), seats: seats.map((x) => x.id) };
}

export interface AutomaticChanges {
  toSchedule: number[];
  expired: number[];
  machines: number[];
  seats: number[];
}

/**
 * The server's automatic change (spec 002 section 4, rule in domain rules/machine-status.ts): three months
 * before expiry a PASS item becomes TO_SCHEDULE; on the expiry day, in the centre's time zone, an item
 * becomes EXPIRED and its machine and that machine's seats NOTAVAILABLE. Idempotent: every update is
 * conditional on the status it was decided on (every user change is a change of status), and a second run
 * finds nothing due.
 * `onlyItemID` applies it to one item (before a user acts on it, so nobody acts on a stale status).
 */
export async function applyAutomaticChanges(s: Services, onlyItemID?: number): Promise<AutomaticChanges> {
  return withWrite(asSystem(s), (w) => applyIn(w, onlyItemID));
}

/** The automatic changes in one write: every item's change and its audit row are kept together. */
async function applyIn(w: Write, onlyItemID?: number): Promise<AutomaticChanges> {
  const now = w.clock.now();
  // A coarse bound in SQL (no centre is more than a day ahead of UTC; a shorter month moves the
  // three-month mark by at most three days); the exact rule runs per item in the centre's own day.
  const bound = addDays(addMonths(now.toISOString().slice(0, 10), TO_SCHEDULE_MONTHS), 4);
  const candidates = await w.db
    .select({
      id: machineStatus.id,
      status: machineStatus.status,
      expiryDate: machineStatus.expiryDate,
      updatedOn: machineStatus.updatedOn,
      machineID: machineStatus.machineID,
      clinicID: machine.clinicID,
      timezone: clinic.timezone,
    })
    .from(machineStatus)
    .innerJoin(machine, eq(machine.id, machineStatus.machineID))
    .innerJoin(clinic, eq(clinic.id, machine.clinicID))
    .where(
      and(
        eq(machineStatus.deleted, 0),
        eq(machine.deleted, 0),
        inArray(machineStatus.status, ['PASS', 'TO_SCHEDULE', 'SCHEDULED', 'PENDING_SIGNATURE']),
        lte(machineStatus.expiryDate, bound),
        onlyItemID === undefined ? undefined : eq(machineStatus.id, onlyItemID),
      ),
    );

  const changes: AutomaticChanges = { toSchedule: [], expired: [], machines: [], seats: [] };
  const expiredMachines = new Set<number>();
  for (const item of candidates) {
    const today = centreDate(now, item.timezone);
    const lastChangedOn = centreDate(item.updatedOn, item.timezone);
    const next = automaticStatus({ ...item, lastChangedOn }, today);
    if (!next) continue;
    const [changed] = await w.db
      .update(machineStatus)
      .set({ status: next, updatedOn: now })
      .where(and(eq(machineStatus.id, item.id), eq(machineStatus.status, item.status)))
      .returning({ id: machineStatus.id });
    if (!changed) continue; // a user changed it meanwhile: the next run decides again
    await audit(w, {
      actor: SYSTEM,
      action: 'machineStatus.automatic',
      entity: 'machineStatus',
      entityID: item.id,
      clinicID: item.clinicID,
      detail: { from: item.status, to: next, expiryDate: item.expiryDate, today },
    });
    if (next === 'EXPIRED') {
      changes.expired.push(item.id);
      expiredMachines.add(item.machineID);
    } else {
      changes.toSchedule.push(item.id);
    }
  }
  const unavailable = await makeMachinesUnavailable(w, [...expiredMachines], { itemIDs: changes.expired });
  return { ...changes, ...unavailable };
}

/** Runs at start and every 15 minutes, on one instance at a time (platform/jobs.ts advisory lock). */
export const machineStatusJob: Job = {
  name: 'machine-status-expiry',
  intervalMs: 15 * 60_000,
  run: async (services) => {
    const changes = await applyAutomaticChanges(services);
    if (changes.toSchedule.length || changes.expired.length) {
      services.log.info({ job: 'machine-status-expiry', ...changes }, 'machine audits updated');
    }
  },
};
