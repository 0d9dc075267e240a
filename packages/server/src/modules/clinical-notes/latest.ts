import { LATEST_CLINICAL_NOTES_PAGE_SIZE, maskNric } from '@dialysis/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { compileFilter, compilePage, type Filter, type ListSpec } from '../../db/list.ts';
import { clinic, hospitalSummary, patient, staff } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import type {
  HospitalSummaryType,
  QueryListLatestClinicalNoteArgs,
} from '../../graphql/generated/resolvers-types.ts';

/** The search of the page: name or NRIC contains (spec 001 section 7), the only filter fields besides the group. */
const searchSpec: ListSpec = {
  fields: { patientName: patient.name, patientNric: patient.nric },
  defaultOrder: [],
  tiebreaker: hospitalSummary.id,
  defaultLimit: LATEST_CLINICAL_NOTES_PAGE_SIZE,
  maxLimit: 500,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function eqOf(field: unknown): unknown {
  return field && typeof field === 'object' ? (field as { eq?: unknown }).eq : undefined;
}

/** The group's own condition: the author's notes, or the notes written in one of the user's centres. */
async function groupCondition(ctx: Context, input: QueryListLatestClinicalNoteArgs): Promise<SQL> {
  if (input.groupBy === 'author') {
    const author = eqOf(input.filter.staffAccountID);
    if (typeof author !== 'string' || !UUID.test(author)) {
      throw appError('BAD_USER_INPUT', 'An author (staffAccountID eq) is required.');
    }
    return eq(hospitalSummary.staffAccountID, author);
  }
  const clinicID = eqOf(input.filter.clinicID);
  if (typeof clinicID !== 'number') throw appError('BAD_USER_INPUT', 'A centre (clinicID) is required.');
  return eq(hospitalSummary.clinicID, await ctx.access.assertIn('clinicalNote:latest', clinicID));
}

/** The order is the spec's one (admitTimestamp DESC); another asked order is refused, not ignored. */
function assertOrder(input: QueryListLatestClinicalNoteArgs) {
  const asked = input.pagination?.orderby ?? [];
  const ok = asked.every((o) => o.field === 'admitTimestamp' && o.direction === 'DESC');
  if (!ok) throw appError('BAD_USER_INPUT', 'Latest clinical notes are ordered by admitTimestamp DESC only.');
}

interface Row extends Record<string, unknown> {
  total: number;
  id: number | null;
  patient_id: number;
  patient_name: string;
  patient_nric: string | null;
  existing_clinic_id: number | null;
  clinic_id: number | null;
  clinic_name: string | null;
  staff_account_id: string | null;
  staff_name: string | null;
  admit_timestamp: Date | string;
  type: HospitalSummaryType;
  observation: string | null;
  assessment: string | null;
  plan: string | null;
  notes: string | null;
  created_on: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Latest Clinical Note - By Author / By Centre (spec 001): per patient, the newest live CLINIC or EVENT note of
 * the author or of the centre, among the live patients of the user's centres, with the name/NRIC search. One
 * statement: DISTINCT ON (patient) over the partial index hospital_summary_latest_{author,clinic}_idx picks
 * each patient's newest note, the page is cut in SQL, and the count of all cards rides along (a page past the
 * end still answers it). The read is of patient data, so it is audited with the patients listed.
 */
export async function listLatestClinicalNote(ctx: Context, input: QueryListLatestClinicalNoteArgs) {
  const group = await groupCondition(ctx, input);
  assertOrder(input);
  const { staffAccountID: _a, clinicID: _c, ...search } = input.filter;
  const { limit, offset } = compilePage(searchSpec, input.pagination);
  const visible = await ctx.access.visibleClinicIds();
  const where = and(
    // Literal, as in the partial indexes' predicate, so the planner can match them (a bound 0 may not).
    sql`${hospitalSummary.deleted} = 0 and ${hospitalSummary.type} in ('CLINIC', 'EVENT')`,
    group,
    eq(patient.deleted, 0),
    inArray(patient.existingClinicID, visible.length ? visible : [-1]),
    compileFilter(searchSpec, search as Filter),
  );
  const result = (await ctx.db.execute(sql`
    with latest as (
      select distinct on (${hospitalSummary.patientID})
             ${hospitalSummary.id} as id, ${hospitalSummary.patientID} as patient_id,
             ${patient.name} as patient_name, ${patient.nric} as patient_nric,
             ${patient.existingClinicID} as existing_clinic_id, ${hospitalSummary.clinicID} as clinic_id,
             ${hospitalSummary.staffAccountID} as staff_account_id,
             ${hospitalSummary.admitTimestamp} as admit_timestamp, ${hospitalSummary.type} as type,
             ${hospitalSummary.observation} as observation, ${hospitalSummary.assessment} as assessment,
             ${hospitalSummary.plan} as plan, ${hospitalSummary.notes} as notes,
             ${hospitalSummary.createdOn} as created_on
        from ${hospitalSummary}
        join ${patient} on ${patient.id} = ${hospitalSummary.patientID}
       where ${where}
       order by ${hospitalSummary.patientID}, ${hospitalSummary.admitTimestamp} desc nulls last,
                ${hospitalSummary.id} desc nulls last
    ), page as (
      select * from latest order by admit_timestamp desc, id desc limit ${limit} offset ${offset}
    )
    select (select count(*)::int from latest) as total, page.*,
           ${staff.name} as staff_name, ${clinic.name} as clinic_name
      from (select 1) as one
      left join page on true
      left join ${staff} on ${staff.accountID} = page.staff_account_id
      left join ${clinic} on ${clinic.id} = page.clinic_id
     order by page.admit_timestamp desc, page.id desc`)) as unknown as { rows: Row[] };

  const rows = result.rows.filter((row) => row.id !== null);
  const count = Number(result.rows[0]?.total ?? 0);
  const notes = rows.map((row) => ({
    id: Number(row.id),
    patientID: row.patient_id,
    patientName: row.patient_name,
    patientNric: maskNric(row.patient_nric),
    existingClinicID: row.existing_clinic_id,
    clinicID: row.clinic_id,
    clinicName: row.clinic_name,
    staffAccountID: row.staff_account_id,
    staffName: row.staff_name,
    admitTimestamp: iso(row.admit_timestamp),
    type: row.type,
    observation: row.observation,
    assessment: row.assessment,
    plan: row.plan,
    notes: row.notes,
    createdOn: iso(row.created_on),
  }));
  await auditRead(ctx, {
    action: 'listLatestClinicalNote',
    entity: 'patient',
    clinicID: input.groupBy === 'clinicID' ? (eqOf(input.filter.clinicID) as number) : null,
    detail: {
      groupBy: input.groupBy,
      staffAccountID: input.groupBy === 'author' ? eqOf(input.filter.staffAccountID) : null,
      patientIDs: notes.map((n) => n.patientID),
      count,
    },
  });
  return { result: notes, count };
}
