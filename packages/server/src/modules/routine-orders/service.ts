import {
  maskNric,
  ROUTINE_ORDER_PATIENT_STATUS,
  ROUTINE_ORDER_RENEWAL_DAYS,
  ROUTINE_ORDERS_PAGE_SIZE,
  type RoutineOrderState,
} from '@dialysis/domain';
import { and, eq, sql } from 'drizzle-orm';
import { auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { compileFilter, compilePage, type Filter, type ListSpec } from '../../db/list.ts';
import { clinic, dialysisOrder as o, patient, staff } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import type { QueryListRoutineOrderArgs } from '../../graphql/generated/resolvers-types.ts';

/** The page's search: name or NRIC contains (as Latest Clinical Note and the dashboard search). */
const searchSpec: ListSpec = {
  fields: { patientName: patient.name, patientNric: patient.nric },
  defaultOrder: [],
  tiebreaker: patient.id,
  defaultLimit: ROUTINE_ORDERS_PAGE_SIZE,
  maxLimit: 100,
};

interface Row extends Record<string, unknown> {
  total: number;
  today: string;
  patient_id: number | null;
  patient_name: string;
  patient_nric: string | null;
  state: RoutineOrderState;
  id: number | null;
  uid: string | null;
  staff_account_id: string | null;
  staff_name: string | null;
  access_id: string | null;
  msa: number | null;
  d_order: string | null;
  freq_mth: number | null;
  duration: number | null;
  hep_load: number | null;
  hep_cont: number | null;
  antio: string | null;
  dialysate: number | null;
  access_prim: string | null;
  a_needle: string | null;
  v_needle: string | null;
  bicarbonate: number | null;
  temp: number | null;
  qd: number | null;
  qb: number | null;
  dry_weight: number | null;
  notes: string | null;
  created_on: Date | string | null;
  updated_on: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const num = (value: number | string | null) => (value === null ? null : Number(value));

function orderOf(row: Row) {
  if (row.id === null || row.d_order === null || !row.created_on || !row.updated_on) return null;
  return {
    id: Number(row.id),
    uid: row.uid,
    staffAccountID: row.staff_account_id,
    staffName: row.staff_name,
    patientID: Number(row.patient_id),
    accessID: row.access_id,
    MSA: num(row.msa),
    dOrder: row.d_order,
    freqMth: num(row.freq_mth),
    duration: num(row.duration),
    hepLoad: num(row.hep_load),
    hepCont: num(row.hep_cont),
    antio: row.antio,
    dialysate: num(row.dialysate),
    accessPrim: row.access_prim,
    aNeedle: row.a_needle,
    vNeedle: row.v_needle,
    bicarbonate: num(row.bicarbonate),
    temp: num(row.temp),
    QD: num(row.qd),
    QB: num(row.qb),
    dryWeight: num(row.dry_weight),
    notes: row.notes,
    createdOn: iso(row.created_on),
    updatedOn: iso(row.updated_on),
    deleted: 0,
  };
}

/**
 * Routine Orders (issue 14, item 6): the active patients of one of the user's centres, by name, each with the
 * dialysis order in force (the latest live order by dOrder, then the later entered: a LATERAL over
 * dialysis_order_patient_idx), its state on the centre's today (DUE when older than
 * ROUTINE_ORDER_RENEWAL_DAYS, MISSING without an order; the domain's routineOrderState is the same rule), the
 * name/NRIC search and the state filter. One statement: the centre's today from its time zone and the
 * injected clock, the page cut in SQL and the count of all matching patients alongside (a page past the end
 * still answers it). Audited as a read of patient data, with the patients listed.
 */
export async function listRoutineOrder(ctx: Context, input: QueryListRoutineOrderArgs) {
  const clinicID = await ctx.access.assertIn('routineOrder:list', input.clinicID);
  const asked = input.pagination?.orderby ?? [];
  if (asked.length > 0) throw appError('BAD_USER_INPUT', 'Routine orders are ordered by patient name only.');
  const { limit, offset } = compilePage(searchSpec, input.pagination);
  const where = and(
    eq(patient.deleted, 0),
    eq(patient.status, ROUTINE_ORDER_PATIENT_STATUS),
    eq(patient.existingClinicID, clinicID),
    compileFilter(searchSpec, input.filter as Filter | null | undefined),
  );
  const state = input.state ?? null;
  const now = ctx.clock.now().toISOString();
  const result = (await ctx.db.execute(sql`
    with centre as (
      select (${now}::timestamptz at time zone coalesce(${clinic.timezone}, ${ctx.config.defaultTimezone}))::date
             as today
        from ${clinic} where ${clinic.id} = ${clinicID}
    ), round as (
      select ${patient.id} as patient_id, ${patient.name} as patient_name, ${patient.nric} as patient_nric,
             case when latest.id is null then 'MISSING'
                  when latest.d_order < centre.today - ${ROUTINE_ORDER_RENEWAL_DAYS}::int then 'DUE'
                  else 'CURRENT' end as state,
             latest.*
        from ${patient}
        cross join centre
        left join lateral (
          select ${o.id} as id, ${o.uid} as uid, ${o.staffAccountID} as staff_account_id,
                 ${o.accessID} as access_id, ${o.MSA} as msa, ${o.dOrder} as d_order, ${o.freqMth} as freq_mth,
                 ${o.duration} as duration, ${o.hepLoad} as hep_load, ${o.hepCont} as hep_cont,
                 ${o.antio} as antio, ${o.dialysate} as dialysate, ${o.accessPrim} as access_prim,
                 ${o.aNeedle} as a_needle, ${o.vNeedle} as v_needle, ${o.bicarbonate} as bicarbonate,
                 ${o.temp} as temp, ${o.QD} as qd, ${o.QB} as qb, ${o.dryWeight} as dry_weight,
                 ${o.notes} as notes, ${o.createdOn} as created_on, ${o.updatedOn} as updated_on
            from ${o}
           where ${o.patientID} = ${patient.id} and ${o.deleted} = 0
           order by ${o.dOrder} desc, ${o.id} desc
           limit 1
        ) latest on true
       where ${where}
    ), kept as (
      select * from round where ${state}::text is null or state = ${state}::text
    ), page as (
      select * from kept order by patient_name, patient_id limit ${limit} offset ${offset}
    )
    select (select count(*)::int from kept) as total, (select today::text from centre) as today,
           page.patient_id, page.patient_name, page.patient_nric, page.state, page.id, page.uid,
           page.staff_account_id, page.access_id, page.msa, page.d_order::text as d_order, page.freq_mth,
           page.duration, page.hep_load, page.hep_cont, page.antio, page.dialysate, page.access_prim,
           page.a_needle, page.v_needle, page.bicarbonate, page.temp, page.qd, page.qb, page.dry_weight,
           page.notes, page.created_on, page.updated_on, ${staff.name} as staff_name
      from (select 1) as one
      left join page on true
      left join ${staff} on ${staff.accountID} = page.staff_account_id
     order by page.patient_name, page.patient_id`)) as unknown as { rows: Row[] };

  const first = result.rows[0];
  if (!first?.today) throw appError('NOT_FOUND', 'Invalid Centre');
  const rows = result.rows.filter((row) => row.patient_id !== null);
  const count = Number(first.total ?? 0);
  const patients = rows.map((row) => ({
    patientID: Number(row.patient_id),
    patientName: row.patient_name,
    patientNric: maskNric(row.patient_nric),
    state: row.state,
    order: orderOf(row),
  }));
  await auditRead(ctx, {
    action: 'listRoutineOrder',
    entity: 'patient',
    clinicID,
    detail: { state, patientIDs: patients.map((p) => p.patientID), count },
  });
  return { result: patients, count, today: first.today };
}
