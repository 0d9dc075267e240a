import { centreDay } from '@dialysis/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { type LazyList, type ListSpec, lazyList } from '../../db/list.ts';
import { clinic } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import type { QueryListClinicArgs } from '../../graphql/generated/resolvers-types.ts';

const spec: ListSpec = {
  fields: { id: clinic.id, name: clinic.name, uid: clinic.uid, status: clinic.status },
  // Active centres first, then by name (spec 002, Manage Centres).
  defaultOrder: [asc(clinic.status), asc(clinic.name)],
  tiebreaker: clinic.id,
  defaultLimit: 100,
  maxLimit: 500,
};

type ClinicRow = typeof clinic.$inferSelect;

/** A centre as the API shows it, with its "today" and session of the day decided by the server clock. */
function toApi(ctx: Context, row: ClinicRow) {
  const { date, shift } = centreDay(ctx.clock.now(), row.timezone);
  // Accounting credentials and identifiers never leave the server through this list.
  const {
    qbClientID: _a,
    qbClientSecret: _s,
    qbRealmID: _r,
    qbItemID: _b,
    qbTaxCodeID: _c,
    ...visible
  } = row;
  return { ...serialize(visible), today: date, currentShift: shift };
}

/** Centres the user may see (spec 000 section 4, Centre visibility). */
export async function listClinic(ctx: Context, input: QueryListClinicArgs) {
  const scope = and(await ctx.access.clinicScope(clinic.id), eq(clinic.deleted, 0));
  return lazyList(
    spec,
    { ...input, scope },
    {
      rows: async ({ where, order, limit, offset }) =>
        (
          await ctx.db
            .select()
            .from(clinic)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset)
        ).map((row) => toApi(ctx, row)),
      count: async (where) => (await ctx.db.select({ n: count() }).from(clinic).where(where))[0]?.n ?? 0,
    },
  );
}

/** listClinic's answer: its page and count are read only when selected (db/list.ts lazyList). */
export type LazyClinicList = LazyList<ReturnType<typeof toApi>>;
