import { and, asc, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { compileOrder, compilePage } from '../../db/list.ts';
import { machine, machineStatus } from '../../db/schema.ts';
import type { QueryListMachineStatusArgs } from '../../graphql/generated/resolvers-types.ts';
import { type ApiItem, type ItemRow, itemConditions, listSpec, selectItems, toApi } from './items.ts';

/** Consecutive rows of one test case name, in the order they came (rows are sorted by name first). */
export function groupByName(items: ApiItem[]): { name: string; result: ApiItem[] }[] {
  const groups: { name: string; result: ApiItem[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last?.name === item.name) last.result.push(item);
    else groups.push({ name: item.name, result: [item] });
  }
  return groups;
}

async function countWhere(ctx: Context, where: SQL | undefined) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(machineStatus)
    .innerJoin(machine, eq(machine.id, machineStatus.machineID))
    .where(where);
  return row?.n ?? 0;
}

/**
 * Machine Status (spec 002): one page of items in SQL, ordered by test case name and then the status order,
 * grouped by test case; the total, the machines of the filtered centres and the items needing action.
 */
export async function listMachineStatus(ctx: Context, input: QueryListMachineStatusArgs) {
  const { where, machines } = await itemConditions(ctx, input.filter);
  const order = [asc(machineStatus.name), ...compileOrder(listSpec, input.pagination?.orderby)];
  const page = compilePage(listSpec, input.pagination);
  const [rows, total, actionNeeded, machineRows] = await Promise.all([
    selectItems(ctx.db)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset) as Promise<ItemRow[]>,
    countWhere(ctx, where),
    countWhere(ctx, and(where, ne(machineStatus.status, 'PASS'))),
    ctx.db.select({ n: count() }).from(machine).where(machines),
  ]);
  const items = rows.map(toApi);
  const names = [...new Set(items.map((item) => item.name))];
  // Each group's size over every page, so a header reads the same on the pages a group spans.
  const sizes = names.length
    ? await ctx.db
        .select({ name: machineStatus.name, n: count() })
        .from(machineStatus)
        .innerJoin(machine, eq(machine.id, machineStatus.machineID))
        .where(and(where, inArray(machineStatus.name, names)))
        .groupBy(machineStatus.name)
    : [];
  const sizeOf = new Map(sizes.map((s) => [s.name, s.n]));
  return {
    groupByName: groupByName(items).map((group) => ({ ...group, count: sizeOf.get(group.name) ?? 0 })),
    count: total,
    machineCount: machineRows[0]?.n ?? 0,
    actionNeededCount: actionNeeded,
  };
}
