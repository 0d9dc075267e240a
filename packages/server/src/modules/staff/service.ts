import { and, asc, eq } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { type Filter, type ListSpec, runList, tableQueries } from '../../db/list.ts';
import { loginAccount, staff } from '../../db/schema.ts';
import type { QueryListStaffArgs } from '../../graphql/generated/resolvers-types.ts';
import { staffColumns, toStaffView } from './records.ts';
import { centreFilter, visibleStaffScope } from './scope.ts';

const spec: ListSpec = {
  fields: {
    name: staff.name,
    designation: staff.designation,
    email: staff.email,
    contactNo: staff.contactNo,
  },
  defaultOrder: [asc(staff.name)],
  tiebreaker: staff.accountID,
  defaultLimit: 10,
  maxLimit: 500,
};

/**
 * Manage Staff: the staff members the user may see, cut to the chosen centres in SQL (array overlap on
 * clinicIDs; members working in all centres match every centre), searched by the client's `or` filter.
 */
export async function listStaff(ctx: Context, input: QueryListStaffArgs) {
  const { clinicIDs, ...filter } = input.filter ?? {};
  const scope = and(
    eq(staff.deleted, 0),
    await visibleStaffScope(ctx),
    await centreFilter(ctx, 'staff:list', clinicIDs),
  );
  const list = await runList(
    spec,
    { filter: filter as Filter, pagination: input.pagination, scope },
    tableQueries(ctx.db, staff, () =>
      ctx.db
        .select(staffColumns)
        .from(staff)
        .innerJoin(loginAccount, eq(loginAccount.id, staff.accountID))
        .$dynamic(),
    ),
  );
  return { count: list.count, result: list.result.map(toStaffView) };
}
