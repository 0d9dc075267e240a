import { maskNric } from '@dialysis/domain';
import { eq } from 'drizzle-orm';
import { invalidPatient, scopedPatient } from '../../access/patient-scope.ts';
import { auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { clinic, patient } from '../../db/schema.ts';

/**
 * The few fields the record page's header shows. The NRIC leaves the server masked (all but its last 4): the
 * header is not one of the places the spec shows it whole.
 */
export async function patientHeader(ctx: Context, id: number) {
  const p = await scopedPatient(ctx, id);
  const [row] = await ctx.db
    .select({
      id: patient.id,
      name: patient.name,
      namecode: patient.namecode,
      nric: patient.nric,
      clinicName: clinic.name,
    })
    .from(patient)
    .innerJoin(clinic, eq(clinic.id, patient.existingClinicID))
    .where(eq(patient.id, p.id))
    .limit(1);
  if (!row) throw invalidPatient();
  await auditRead(ctx, { action: 'patientHeader', entity: 'patient', entityID: p.id, clinicID: p.clinicID });
  const { nric, ...rest } = row;
  return { ...rest, clinicID: p.clinicID, nricMasked: maskNric(nric) };
}
