import { maskNric } from '@dialysis/domain';
import type { SQL } from 'drizzle-orm';
import { auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { type Filter, runList } from '../../db/list.ts';
import { patient } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import type { QueryListPatientArgs } from '../../graphql/generated/resolvers-types.ts';
import {
  COUNT_CAP,
  type PatientSearchRow,
  patientCountQuery,
  patientRowsQuery,
  scopeWith,
  searchListInput,
  type TextMatches,
  textMatchIds,
  textSearchOf,
} from './query.ts';

export const UNMASKED_REFUSED = 'The full NRIC is not available in patient search.';

type IdFilter = { eq?: unknown; in?: readonly unknown[] | null } | null | undefined;

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

/** The centres a filter names at its top level (eq or in), which narrow the ids look-up; null for none. */
function topLevelCentres(filter: Filter | null | undefined): number[] | null {
  const own = filter?.existingClinicID as IdFilter;
  if (own?.eq !== undefined && own?.eq !== null) return [own.eq as number];
  return own?.in ? (own.in as number[]) : null;
}

/**
 * The search's text looked up through the trigram indexes first (row-level security keeps them from serving the
 * list's own LIKE: query.ts, textMatchIds): its ids when few, 'broad' when more than the count shows.
 */
async function lookUpText(
  ctx: Context,
  filter: Filter | null | undefined,
): Promise<{ ids: TextMatches; countKnown: boolean }> {
  const search = textSearchOf(filter);
  if (!search) return { ids: null, countKnown: false };
  const ids = await textMatchIds(ctx.db, search, topLevelCentres(filter), COUNT_CAP + 1);
  if (ids.length <= COUNT_CAP) return { ids, countKnown: false };
  // More matches than the count shows: counting again would read the centres' rows, unless other conditions
  // of the filter could bring the count down.
  return { ids: 'broad', countKnown: search.alone };
}

/** listPatient (spec 000 section 7): the dashboard's centre and all-centres search. */
export async function listPatient(ctx: Context, input: QueryListPatientArgs) {
  // The spec keeps an `unmasked` flag, but no search screen shows a full NRIC: the card masks it and the
  // patient's own page is where the full one belongs. Refusing (not ignoring) tells a caller plainly.
  if (input.unmasked) throw appError('FORBIDDEN', UNMASKED_REFUSED);
  const centres = scopeWith(await centreScope(ctx, input.filter));
  const matches = await lookUpText(ctx, input.filter);
  const { spec, filter, scope } = searchListInput(input.filter, centres, matches.ids);
  const list = await runList(
    spec,
    { filter, pagination: input.pagination, scope },
    {
      rows: (q) => patientRowsQuery(ctx.db, q),
      count: async (where) =>
        matches.countKnown ? COUNT_CAP + 1 : ((await patientCountQuery(ctx.db, where))[0]?.n ?? 0),
    },
  );
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
