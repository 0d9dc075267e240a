import { MACHINE_STATUS_ORDER } from '@dialysis/domain';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import type { ReadDb } from '../../db/client.ts';
import { compileFilter, type Filter, type ListSpec } from '../../db/list.ts';
import { clinic, machine, machineStatus, storedFile } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import { appError } from '../../errors.ts';

/** What the list, the report and the writes read of an item: the row, its machine and centre, its file. */
export const itemColumns = {
  item: machineStatus,
  machineSerialNo: machine.serialNo,
  machineName: machine.name,
  machineClinicID: machine.clinicID,
  machineClinicName: clinic.name,
  timezone: clinic.timezone,
  documentName: storedFile.originalName,
};

export type ItemRow = {
  item: typeof machineStatus.$inferSelect;
  machineSerialNo: string;
  machineName: string;
  machineClinicID: number;
  machineClinicName: string;
  timezone: string;
  documentName: string | null;
};

/** The joined rows an item query selects from. */
export function selectItems(db: ReadDb) {
  return db
    .select(itemColumns)
    .from(machineStatus)
    .innerJoin(machine, eq(machine.id, machineStatus.machineID))
    .innerJoin(clinic, eq(clinic.id, machine.clinicID))
    .leftJoin(storedFile, eq(storedFile.key, machineStatus.key));
}

export function toApi(row: ItemRow) {
  const { timezone: _tz, item, ...machineFields } = row;
  return { ...serialize(item), ...machineFields };
}
export type ApiItem = ReturnType<typeof toApi>;

/** EXPIRED, TO_SCHEDULE, SCHEDULED, PENDING_SIGNATURE, PASS (spec 002 section 9), as a sortable number. */
export const statusRank = sql`case ${machineStatus.status} ${sql.join(
  MACHINE_STATUS_ORDER.map((status, rank) => sql`when ${status} then ${rank}`),
  sql` `,
)} else ${MACHINE_STATUS_ORDER.length} end`;

export const listSpec: ListSpec = {
  fields: {
    machineClinicID: machine.clinicID,
    machineID: machineStatus.machineID,
    name: machineStatus.name,
    status: machineStatus.status,
    machineName: machine.name,
    expiryDate: machineStatus.expiryDate,
    nextAudit: machineStatus.nextAudit,
  },
  // Within a test case: the status order, then the soonest expiry, then the machine.
  defaultOrder: [asc(statusRank), asc(machineStatus.expiryDate), asc(machine.name)],
  tiebreaker: machineStatus.id,
  defaultLimit: 20,
  maxLimit: 100,
};

type CentreFilter = { eq?: number | null; in?: readonly number[] | null } | null | undefined;
type ItemFilter = Filter & { machineClinicID?: CentreFilter };

/** Every centre the filter names by eq or in, at any depth of `or`. */
function namedCentres(filter: ItemFilter | null | undefined): number[] {
  if (!filter) return [];
  const own = filter.machineClinicID;
  const ids = [...(own?.eq !== null && own?.eq !== undefined ? [own.eq] : []), ...(own?.in ?? [])];
  const branches = (filter.or ?? []) as ItemFilter[];
  return [...ids, ...branches.flatMap(namedCentres)];
}

/**
 * The condition of an item list: live items (not deleted, not INACTIVE history) of live machines in the
 * user's centres, and the client's filter. A centre the filter names that the user may not see is
 * refused (FORBIDDEN), never silently dropped. Also answers the machines condition for the stats card.
 */
export async function itemConditions(
  ctx: Context,
  filter: ItemFilter | null | undefined,
): Promise<{ where: SQL; machines: SQL }> {
  for (const id of new Set(namedCentres(filter))) await ctx.access.assertIn('machineStatus:list', id);
  const centres = await ctx.access.clinicScope(machine.clinicID);
  const where = and(
    eq(machineStatus.deleted, 0),
    ne(machineStatus.status, 'INACTIVE'),
    eq(machine.deleted, 0),
    centres,
    compileFilter(listSpec, filter),
  ) as SQL;
  const machines = and(
    eq(machine.deleted, 0),
    centres,
    compileFilter(listSpec, { machineClinicID: filter?.machineClinicID ?? null }),
  ) as SQL;
  return { where, machines };
}

export const NOT_FOUND = 'Record not found.';

/** One live item by id, after checking its centre: NOT_FOUND when there is none, FORBIDDEN for another centre. */
export async function loadItem(ctx: Context, db: ReadDb, id: number): Promise<ItemRow> {
  const [row] = (await selectItems(db)
    .where(
      and(
        eq(machineStatus.id, id),
        eq(machineStatus.deleted, 0),
        ne(machineStatus.status, 'INACTIVE'),
        eq(machine.deleted, 0),
      ),
    )
    .limit(1)) as ItemRow[];
  if (!row) {
    const notFound = () => appError('NOT_FOUND', NOT_FOUND);
    throw await ctx.access.unseenIn('machineStatus:write', db, notFound, { entity: 'machineStatus', id });
  }
  await ctx.access.assertIn('machineStatus:write', row.machineClinicID);
  return row;
}
