import { and, desc, eq } from 'drizzle-orm';
import { listedPatientID, scopedPatient } from '../../access/patient-scope.ts';
import { auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { type ListSpec, runList, tableQueries } from '../../db/list.ts';
import { calculatedLabResult as result } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import type { QueryListCalculatedLabResultArgs } from '../../graphql/generated/resolvers-types.ts';

const spec: ListSpec = {
  fields: { id: result.id, patientID: result.patientID, timestamp: result.timestamp },
  // Spec 001 section 7: latest first, then timestamp DESC.
  defaultOrder: [desc(result.latest), desc(result.timestamp)],
  tiebreaker: result.id,
  // Spec 001 section 9: calculated lab results 20 per page.
  defaultLimit: 20,
};

export async function listCalculatedLabResult(ctx: Context, input: QueryListCalculatedLabResultArgs) {
  const p = await scopedPatient(ctx, listedPatientID(input.filter));
  const list = await runList(
    spec,
    { ...input, scope: and(eq(result.patientID, p.id), eq(result.deleted, 0)) },
    tableQueries(ctx.db, result, () => ctx.db.select().from(result).$dynamic()),
  );
  await auditRead(ctx, {
    action: 'listCalculatedLabResult',
    entity: 'patient',
    entityID: p.id,
    clinicID: p.clinicID,
  });
  return { count: list.count, result: list.result.map(serialize) };
}
