import { maskNric } from '@dialysis/domain';
import type { SQL } from 'drizzle-orm';
import { auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import type { Filter } from '../../db/list.ts';
import { patient } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import type { QueryListPatientArgs } from '../../graphql/generated/resolvers-types.ts';
import { COUNT_CAP, type IdFilter, type PatientSearchRow, searchPatients } from './query.ts';

export const UNMASKED_REFUSED = 'The full NRIC is not available in patient search.';

/** Every centre the filter names (existingClinicID eq / in, at any depth of `or`). */
function namedCentres(filter: Filter | null | undefined): unknown[] {
  if (!filter) return [];
  const own = filter.existingClinicID as IdFilter;
  const named = [...(own?.eq !== undefined && own?.eq !== null ? [own.eq] : []), ...(own?.in ?? [])];
  return [...named, ...(filter.or ?? []).flatMap(namedCentres)];
}

/**
 * Centre mode names one centre, all-centres mode none. A named centre outside the user's list is refused
 * (FORBIDDEN, no data) rather than answered empty, like every other list; the SQL scope to the user's
 * centres applies either way, so nothing outside them can be listed.
 */
async function centreScope(ctx: Context, filter: Filter | null | undefined): Promise<SQL> {
  for (const id of namedCentres(filter)) await ctx.access.assertIn('patient:search', id as number);
  return ctx.access.clinicScope(patient.existingClinicID);
}

function toApi(row: PatientSearchRow) {
  return { ...row, nric: maskNric(row.nric) };
}

/** listPatient (spec 000 section 7): the dashboard's centre and all-centres search. */
export async function listPatient(ctx: Context, input: QueryListPatientArgs) {
  // The spec keeps an `unmasked` flag, but no search screen shows a full NRIC: the card masks it and the
  // patient's own page is where the full one belongs. Refusing (not ignoring) tells a caller plainly.
  if (input.unmasked) throw appError('FORBIDDEN', UNMASKED_REFUSED);
  const list = await searchPatients(ctx.db, input, await centreScope(ctx, input.filter));
  const countCapped = list.count > COUNT_CAP;
  const count = Math.min(list.count, COUNT_CAP);
  const centre = (input.filter?.existingClinicID as IdFilter)?.eq;
  await auditRead(ctx, {
    action: 'listPatient',
    entity: 'patient',
    clinicID: typeof centre === 'number' ? centre : null,
    detail: { patientIDs: list.result.map((r) => r.id), count, countCapped },
  });
  return { count, countCapped, result: list.result.map(toApi) };
}
