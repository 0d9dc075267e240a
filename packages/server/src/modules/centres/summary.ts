import type { Group } from '@dialysis/domain';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { type ListSpec, runList } from '../../db/list.ts';
import { clinic } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import type { QueryListClinicSummaryArgs } from '../../graphql/generated/resolvers-types.ts';

const spec: ListSpec = {
  fields: {
    id: clinic.id,
    name: clinic.name,
    uid: clinic.uid,
    status: clinic.status,
    deleted: clinic.deleted,
  },
  // Active centres first, then by name (spec 002, Manage Centres).
  defaultOrder: [asc(clinic.status), asc(clinic.name)],
  tiebreaker: clinic.id,
  defaultLimit: 20,
  maxLimit: 500,
};

// Written out with qualified names: inside one-table selects drizzle leaves column names unqualified, and
// "id" or "deleted" would then be ambiguous between the centre and the counted table.
const CENTRE_STAFF = `from staff s join login_account a on a.id = s.account_id
  where s.deleted = 0 and a.deleted = 0
    and (cardinality(s.clinic_ids) = 0 or "clinic"."id" = any(s.clinic_ids))`;

/**
 * Staff of a login type who work in the row's centre: their centre list names it, or is empty (all
 * centres). Correlated counts inside the one list query: no query per centre.
 */
const staffTotal = (group: Group) =>
  sql<number>`(select count(*) ${sql.raw(CENTRE_STAFF)} and ${group} = any(a.groups))`.mapWith(Number);

const assetTotal = (table: 'seat' | 'machine') =>
  sql<number>`(${sql.raw(`select count(*) from ${table} x where x.clinic_id = "clinic"."id" and x.deleted = 0`)})`.mapWith(
    Number,
  );

const columns = {
  clinic,
  totalMedicalDirector: staffTotal('MedicalDirector'),
  totalManagingNurse: staffTotal('ManagingNurse'),
  totalDoctor: staffTotal('Doctor'),
  totalNurse: staffTotal('Nurse'),
  totalSeat: assetTotal('seat'),
  totalMachine: assetTotal('machine'),
};

type Row = {
  clinic: typeof clinic.$inferSelect;
  totalMedicalDirector: number;
  totalManagingNurse: number;
  totalDoctor: number;
  totalNurse: number;
  totalSeat: number;
  totalMachine: number;
};

/** Item and tax code ids are stored as text and answered as numbers (spec 002 section 7). */
function asNumber(text: string | null): number | null {
  return text !== null && /^\d+$/.test(text) ? Number(text) : null;
}

function toApi({ clinic: row, ...totals }: Row) {
  // The client secret is write-only: the API says whether one is stored, never what it is.
  const { qbClientSecret, qbItemID, qbTaxCodeID, ...visible } = row;
  return {
    ...serialize(visible),
    hasQbClientSecret: Boolean(qbClientSecret),
    qbItemID: asNumber(qbItemID),
    qbTaxCodeID: asNumber(qbTaxCodeID),
    ...totals,
  };
}

function selectSummaries(ctx: Context, where: SQL | undefined) {
  return ctx.db.select(columns).from(clinic).where(where);
}

/** Manage Centres: the user's centres (not deleted) with their totals, paged in SQL. */
export async function listClinicSummary(ctx: Context, input: QueryListClinicSummaryArgs) {
  const scope = and(await ctx.access.clinicScope(clinic.id), eq(clinic.deleted, 0));
  const list = await runList(
    spec,
    { ...input, scope },
    {
      rows: ({ where, order, limit, offset }) =>
        selectSummaries(ctx, where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset) as Promise<Row[]>,
      count: async (where) => (await ctx.db.select({ n: count() }).from(clinic).where(where))[0]?.n ?? 0,
    },
  );
  return { count: list.count, result: list.result.map(toApi) };
}

/** One centre's summary, as a create or update answers it. */
export async function clinicSummary(ctx: Context, id: number) {
  const [row] = (await selectSummaries(ctx, eq(clinic.id, id)).limit(1)) as Row[];
  if (!row) throw new Error(`centre ${id} vanished`);
  return toApi(row);
}
