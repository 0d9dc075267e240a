import { and, asc, count, eq } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { type Filter, type ListSpec, type Pagination, runList } from '../../db/list.ts';
import { machine, seat } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';

const spec: ListSpec = {
  fields: { clinicID: seat.clinicID, status: seat.status, name: seat.name, deleted: seat.deleted },
  defaultOrder: [asc(seat.name)],
  tiebreaker: seat.id,
  defaultLimit: 100,
  maxLimit: 500,
};

const columns = {
  id: seat.id,
  clinicID: seat.clinicID,
  machineID: seat.machineID,
  status: seat.status,
  name: seat.name,
  machineName: machine.name,
  machineSerialNo: machine.serialNo,
  createdOn: seat.createdOn,
  updatedOn: seat.updatedOn,
  deleted: seat.deleted,
  deletedOn: seat.deletedOn,
};

/** Seats of one centre the user may see, with their machine's name and serial number. */
export async function listSeat(
  ctx: Context,
  input: { filter: Filter & { clinicID?: { eq?: number | null } | null }; pagination?: Pagination | null },
) {
  const clinicID = await ctx.access.assertClinic(input.filter?.clinicID?.eq);
  const scope = and(eq(seat.clinicID, clinicID), eq(seat.deleted, 0));
  const list = await runList(
    spec,
    { ...input, scope },
    {
      rows: ({ where, order, limit, offset }) =>
        ctx.db
          .select(columns)
          .from(seat)
          .leftJoin(machine, eq(machine.id, seat.machineID))
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      count: async (where) => (await ctx.db.select({ n: count() }).from(seat).where(where))[0]?.n ?? 0,
    },
  );
  return { count: list.count, result: list.result.map(serialize) };
}
