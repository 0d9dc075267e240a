import { centreDay } from '@dialysis/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { appointment, clinic, dialysis, dialysisOrder, machine, seat } from '../db/schema.ts';
import { databaseTest } from '../test/api-test.ts';
import { openPrivateTestDatabase } from '../test/database.ts';
import { seedDemoData } from './seed.ts';

// The demo seed fills an empty database: one of this file's own.
const NOW = new Date('2030-03-11T06:00:00.000Z');
const test = databaseTest(openPrivateTestDatabase);
test.beforeAll(async ({ database }) => {
  await seedDemoData(database.db, { timezone: 'Asia/Singapore', now: NOW });
});

describe('the demo data allows the whole day of work at every centre', () => {
  test('each machine is free or in use by exactly one open session, and every active centre has a free machine', async ({
    database,
  }) => {
    const db = database.db;
    const open = await db
      .select({ machineID: dialysis.machineID, clinicID: dialysis.clinicID })
      .from(dialysis)
      .where(and(eq(dialysis.deleted, 0), isNotNull(dialysis.startTime), isNull(dialysis.endTime)));
    const perMachine = new Map<number, number>();
    for (const s of open)
      perMachine.set(s.machineID as number, (perMachine.get(s.machineID as number) ?? 0) + 1);
    expect([...perMachine.values()].every((n) => n === 1)).toBe(true);

    const centres = await db.select().from(clinic).where(eq(clinic.status, 'ACTIVE'));
    const machines = await db.select().from(machine).where(eq(machine.deleted, 0));
    for (const centre of centres) {
      const free = machines.filter(
        (m) => m.clinicID === centre.id && m.status === 'AVAILABLE' && !perMachine.has(m.id),
      );
      expect(free.length, `${centre.name} has a free machine to check in on`).toBeGreaterThan(0);
    }
  });

  test('seats fit their machines: of the same centre, and a machine on at most one seat', async ({
    database,
  }) => {
    const db = database.db;
    const seats = await db
      .select({ seatClinic: seat.clinicID, machineClinic: machine.clinicID, machineID: seat.machineID })
      .from(seat)
      .innerJoin(machine, eq(machine.id, seat.machineID))
      .where(eq(seat.deleted, 0));
    expect(seats.length).toBeGreaterThan(0);
    expect(seats.every((s) => s.seatClinic === s.machineClinic)).toBe(true);
    expect(new Set(seats.map((s) => s.machineID)).size).toBe(seats.length);
  });

  test('every demo patient with an appointment today has a dialysis order', async ({ database }) => {
    const db = database.db;
    const today = centreDay(NOW, 'Asia/Singapore').date;
    const booked = await db
      .selectDistinct({ patientID: appointment.patientID })
      .from(appointment)
      .where(and(eq(appointment.deleted, 0), eq(appointment.date, today)));
    expect(booked.length).toBeGreaterThan(0);
    const ordered = new Set(
      (
        await db
          .select({ patientID: dialysisOrder.patientID })
          .from(dialysisOrder)
          .where(eq(dialysisOrder.deleted, 0))
      ).map((o) => o.patientID),
    );
    expect(booked.filter((b) => !ordered.has(b.patientID))).toEqual([]);
  });

  test('every centre with sessions running shows one in progress and one overdue for its reading (the crowded one too)', async ({
    database,
  }) => {
    const db = database.db;
    const open = await db
      .select({ clinicID: dialysis.clinicID, startTime: dialysis.startTime })
      .from(dialysis)
      .where(and(eq(dialysis.deleted, 0), isNotNull(dialysis.startTime), isNull(dialysis.endTime)));
    const centres = await db.select().from(clinic).where(eq(clinic.status, 'ACTIVE'));
    // The demo's overdue sessions started 110 minutes ago (last reading 45 minutes ago); the others 50-60.
    const minutesAgo = (at: Date | null) => (NOW.getTime() - (at?.getTime() ?? 0)) / 60_000;
    for (const centre of centres) {
      const running = open.filter((s) => s.clinicID === centre.id);
      if (running.length === 0) continue;
      expect(
        running.some((s) => minutesAgo(s.startTime) >= 100),
        `${centre.name} has an overdue session`,
      ).toBe(true);
      expect(
        running.some((s) => minutesAgo(s.startTime) < 100),
        `${centre.name} has one in progress`,
      ).toBe(true);
    }
  });
});
