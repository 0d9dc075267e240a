import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { compileFilter, type ListSpec, runList } from '../../db/list.ts';
import { clinic, machine } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import { appError } from '../../errors.ts';
import type { MachineFilter, QueryListMachineArgs } from '../../graphql/generated/resolvers-types.ts';
import { assertNamedClinics } from '../centres/clinic-filter.ts';
import { auditExpiredOf } from './availability.ts';

const spec: ListSpec = {
  fields: {
    id: machine.id,
    clinicID: machine.clinicID,
    name: machine.name,
    serialNo: machine.serialNo,
    manufacturer: machine.manufacturer,
    status: machine.status,
    deleted: machine.deleted,
  },
  // Spec 002, Manage Machines: by status (AVAILABLE before NOTAVAILABLE), then name.
  defaultOrder: [asc(machine.status), asc(machine.name)],
  tiebreaker: machine.id,
  defaultLimit: 20,
  // Every login loads the machine list once a centre is chosen (spec 000): one page may hold them all.
  maxLimit: 500,
};

// The audit check depends on the day, so the columns are built per request from the server clock.
const columns = (now: Date) => ({
  machine,
  clinicName: clinic.name,
  auditExpired: auditExpiredOf(now),
});

type Row = { machine: typeof machine.$inferSelect; clinicName: string; auditExpired: boolean };

function toApi(row: Row) {
  return { ...serialize(row.machine), clinicName: row.clinicName, auditExpired: row.auditExpired };
}

/** One machine as a create or update answers it. */
export async function machineById(ctx: Context, id: number) {
  const [row] = await ctx.db
    .select(columns(ctx.clock.now()))
    .from(machine)
    .innerJoin(clinic, eq(clinic.id, machine.clinicID))
    .where(eq(machine.id, id))
    .limit(1);
  if (!row) throw appError('NOT_FOUND', 'Unable to retrieve records');
  return toApi(row);
}

/**
 * Machines of the user's centres (every named centre is checked first), with the counts of the two
 * extra filters for the screen's cards, all under the same centre scope.
 */
export async function listMachine(ctx: Context, input: QueryListMachineArgs) {
  for (const f of [input.filter, input.filter2, input.filter3])
    await assertNamedClinics(ctx, 'machine:list', f?.clinicID);
  const scope = and(await ctx.access.clinicScope(machine.clinicID), eq(machine.deleted, 0));
  const countWhere = async (where: SQL | undefined) =>
    (await ctx.db.select({ n: count() }).from(machine).where(where))[0]?.n ?? 0;
  const extraCount = (f: MachineFilter | null | undefined) =>
    f ? countWhere(and(scope, compileFilter(spec, f))) : Promise.resolve(null);

  const [list, count2, count3] = await Promise.all([
    runList(
      spec,
      { filter: input.filter, pagination: input.pagination, scope },
      {
        rows: ({ where, order, limit, offset }) =>
          ctx.db
            .select(columns(ctx.clock.now()))
            .from(machine)
            .innerJoin(clinic, eq(clinic.id, machine.clinicID))
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        count: countWhere,
      },
    ),
    extraCount(input.filter2),
    extraCount(input.filter3),
  ]);
  return { count: list.count, count2, count3, result: list.result.map(toApi) };
}

/** Serial numbers name one physical machine: unique among machines that are not deleted. */
export async function serialNoTaken(ctx: Context, serialNo: string, exceptID?: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: machine.id })
    .from(machine)
    .where(
      and(
        sql`lower(${machine.serialNo}) = ${serialNo.toLowerCase()}`,
        eq(machine.deleted, 0),
        exceptID === undefined ? undefined : sql`${machine.id} <> ${exceptID}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
