import { addDays, addMonths, centreDay } from '@dialysis/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clinic, machine, machineStatus, seat } from '../db/schema.ts';

type Status = typeof machineStatus.$inferInsert.status;

/**
 * Demo machine audits, relative to each centre's today: every status appears, in three test cases, so the
 * Machine Status screen has something to show. The expired item takes its machine and seats out of use,
 * as the server would. (The item pending signature has no document: demo data is loaded without storage.)
 */
const PLAN: {
  centre: string;
  machine: string;
  name: string;
  status: Status;
  expiry: [number, number];
  next?: number;
}[] = [
  { centre: 'BKM', machine: 'BKM-HD01', name: 'Electrical safety', status: 'PASS', expiry: [10, 0] },
  { centre: 'BKM', machine: 'BKM-HD02', name: 'Electrical safety', status: 'TO_SCHEDULE', expiry: [1, 14] },
  { centre: 'BKM', machine: 'BKM-HD08', name: 'Electrical safety', status: 'EXPIRED', expiry: [0, -3] },
  {
    centre: 'BKM',
    machine: 'BKM-HD03',
    name: 'Water quality',
    status: 'SCHEDULED',
    expiry: [1, 5],
    next: 14,
  },
  {
    centre: 'BKM',
    machine: 'BKM-HD04',
    name: 'Water quality',
    status: 'PENDING_SIGNATURE',
    expiry: [1, 0],
    next: -2,
  },
  { centre: 'BKM', machine: 'BKM-HD05', name: 'Preventive maintenance', status: 'PASS', expiry: [8, 0] },
  { centre: 'JRG', machine: 'JRG-HD01', name: 'Electrical safety', status: 'PASS', expiry: [11, 0] },
  { centre: 'JRG', machine: 'JRG-HD02', name: 'Water quality', status: 'TO_SCHEDULE', expiry: [2, 0] },
  { centre: 'TMP', machine: 'TMP-HD01', name: 'Electrical safety', status: 'PASS', expiry: [9, 0] },
  {
    centre: 'TMP',
    machine: 'TMP-HD02',
    name: 'Preventive maintenance',
    status: 'SCHEDULED',
    expiry: [1, 20],
    next: 21,
  },
];

export async function seedMachineAudits(db: Db, now: Date): Promise<void> {
  const machines = await db
    .select({ id: machine.id, name: machine.name, uid: clinic.uid, timezone: clinic.timezone })
    .from(machine)
    .innerJoin(clinic, eq(clinic.id, machine.clinicID))
    .where(
      inArray(
        machine.name,
        PLAN.map((p) => p.machine),
      ),
    );
  const byName = new Map(machines.map((m) => [m.name, m]));
  for (const item of PLAN) {
    const m = byName.get(item.machine);
    if (!m || m.uid !== item.centre) continue;
    const today = centreDay(now, m.timezone).date;
    const [months, days] = item.expiry;
    // A passed audit follows a finished cycle, kept as INACTIVE history (as approving one keeps it).
    const [previous] =
      item.status === 'PASS'
        ? await db
            .insert(machineStatus)
            .values({
              machineID: m.id,
              name: item.name,
              status: 'INACTIVE',
              expiryDate: addDays(addMonths(today, months - 12), days),
              remarks: 'Previous audit cycle.',
              approvedTimestamp: new Date(now.getTime() - 365 * 86_400_000),
              createdOn: now,
              updatedOn: now,
            })
            .returning({ id: machineStatus.id })
        : [];
    await db.insert(machineStatus).values({
      prevMachineStatusID: previous?.id ?? null,
      machineID: m.id,
      name: item.name,
      status: item.status,
      expiryDate: addDays(addMonths(today, months), days),
      nextAudit: item.next === undefined ? null : addDays(today, item.next),
      remarks: item.status === 'PENDING_SIGNATURE' ? 'Audit passed, awaiting signature.' : null,
      createdOn: now,
      updatedOn: now,
    });
    if (item.status === 'EXPIRED') {
      await db.update(machine).set({ status: 'NOTAVAILABLE' }).where(eq(machine.id, m.id));
      await db
        .update(seat)
        .set({ status: 'NOTAVAILABLE' })
        .where(and(eq(seat.machineID, m.id), eq(seat.deleted, 0)));
    }
  }
}
