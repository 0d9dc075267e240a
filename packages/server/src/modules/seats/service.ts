import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { type LazyList, type ListSpec, lazyList } from '../../db/list.ts';
import { clinic, machine, seat } from '../../db/schema.ts';
import { type Serialized, serialize } from '../../db/serialize.ts';
import { appError } from '../../errors.ts';
import type { QueryListSeatArgs } from '../../graphql/generated/resolvers-types.ts';
import { assertNamedClinics } from '../centres/clinic-filter.ts';

// Seat numbers in the order people count them: 'Seat 2' before 'Seat 10' (text without its digits, then its
// first number, zero-padded so it sorts as text and never overflows a cast).
const naturalName = [
  sql`regexp_replace(${seat.name}, '[0-9]+', '', 'g')`,
  sql`lpad(substring(${seat.name} from '[0-9]+'), 20, '0')`,
];

const spec: ListSpec = {
  fields: {
    clinicID: seat.clinicID,
    status: seat.status,
    name: seat.name,
    deleted: seat.deleted,
  },
  // By centre, then seat number (several centres are listed together on Manage Seats).
  defaultOrder: [asc(clinic.name), ...naturalName.map((key) => asc(key)), asc(seat.name)],
  tiebreaker: seat.id,
  defaultLimit: 100,
  maxLimit: 500,
};

const columns = {
  id: seat.id,
  clinicID: seat.clinicID,
  clinicName: clinic.name,
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

type SeatRow = Awaited<ReturnType<ReturnType<typeof selectSeats>['execute']>>[number];

function selectSeats(ctx: Context) {
  return ctx.db
    .select(columns)
    .from(seat)
    .innerJoin(clinic, eq(clinic.id, seat.clinicID))
    .leftJoin(machine, eq(machine.id, seat.machineID));
}

/**
 * Seats of the centres the filter names, each checked (the dashboard names one; Manage Seats names the
 * centres of its filter), with their centre's name and their machine's name and serial number.
 */
export async function listSeat(ctx: Context, input: QueryListSeatArgs) {
  const clinicIDs = await assertNamedClinics(ctx, 'seat:list', input.filter?.clinicID);
  if (!clinicIDs) throw appError('BAD_USER_INPUT', 'A centre (clinicID) is required.');
  const scope = and(inArray(seat.clinicID, clinicIDs), eq(seat.deleted, 0));
  return lazyList(
    spec,
    { ...input, scope },
    {
      rows: async ({ where, order, limit, offset }) =>
        (
          await selectSeats(ctx)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset)
        ).map(serialize),
      count: async (where) => (await ctx.db.select({ n: count() }).from(seat).where(where))[0]?.n ?? 0,
    },
  );
}

/** listSeat's answer: its page and count are read only when selected (db/list.ts lazyList). */
export type LazySeatList = LazyList<Serialized<SeatRow>>;

/** One seat as a create or update answers it. */
export async function seatById(ctx: Context, id: number) {
  const [row] = await selectSeats(ctx).where(eq(seat.id, id)).limit(1);
  if (!row) throw appError('NOT_FOUND', 'Unable to retrieve records');
  return serialize(row);
}
