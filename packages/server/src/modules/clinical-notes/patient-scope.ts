import { HOSPITAL_ENTRY_MESSAGES } from '@dialysis/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { clinic, patient } from '../../db/schema.ts';
import { appError } from '../../errors.ts';

export interface ScopedPatient {
  id: number;
  clinicID: number;
  timezone: string;
}

/**
 * The patient behind a patientID, if they belong to one of the user's centres (existingClinicID within
 * the visible list) and are not deleted. Anything else — unknown, deleted or another centre's patient —
 * answers the same NOT_FOUND 'Invalid Patient', so nobody learns that an id exists by guessing it.
 */
export async function patientInScope(ctx: Context, patientID: unknown): Promise<ScopedPatient> {
  if (typeof patientID !== 'number' || !Number.isInteger(patientID)) throw invalidPatient();
  const visible = await ctx.access.visibleClinicIds();
  const [row] = await ctx.db
    .select({ id: patient.id, clinicID: patient.existingClinicID, timezone: clinic.timezone })
    .from(patient)
    .innerJoin(clinic, eq(clinic.id, patient.existingClinicID))
    .where(
      and(
        eq(patient.id, patientID),
        eq(patient.deleted, 0),
        inArray(clinic.id, visible.length ? visible : [-1]),
      ),
    )
    .limit(1);
  if (!row || row.clinicID === null) throw invalidPatient();
  return { id: row.id, clinicID: row.clinicID, timezone: row.timezone };
}

export function invalidPatient() {
  return appError('NOT_FOUND', HOSPITAL_ENTRY_MESSAGES.invalidPatient);
}

/** The one patient a list is about: its filter must name it (patientID eq), and it must be in scope. */
export function patientOfFilter(filter: { patientID?: { eq?: unknown } | null } | null | undefined): unknown {
  return filter?.patientID?.eq;
}
