import { certificationStatusOnAccountUpdate } from '@dialysis/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { type ListSpec, runList } from '../../db/list.ts';
import { certification, staff } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import { appError } from '../../errors.ts';
import type {
  CreateMyCertificationInput,
  QueryListMyCertificationArgs,
  UpdateCertificationInput,
} from '../../graphql/generated/resolvers-types.ts';
import { insertCertification, saveExpiry, softDelete } from './service.ts';
import {
  certificationColumns,
  certificationToday,
  checkExpiry,
  checkName,
  findCertification,
} from './shared.ts';

/**
 * The Certification section of Manage Account: any signed-in user, for their own records only. Someone
 * else's certification id answers NOT_FOUND, as if it did not exist.
 */
const spec: ListSpec = {
  fields: { name: certification.name, status: certification.status, expiry: certification.expiry },
  defaultOrder: [asc(certification.name)],
  tiebreaker: certification.id,
  defaultLimit: 20,
  maxLimit: 500,
};

export async function listMyCertification(ctx: Context, input: QueryListMyCertificationArgs) {
  const { accountID } = ctx.access.user();
  const scope = and(eq(certification.accountID, accountID), eq(certification.deleted, 0));
  const countWhere = async (where: ReturnType<typeof and>) =>
    (await ctx.db.select({ n: count() }).from(certification).where(where))[0]?.n ?? 0;
  const list = await runList(
    spec,
    { pagination: input.pagination, scope },
    {
      rows: ({ where, order, limit, offset }) =>
        ctx.db
          .select(certificationColumns)
          .from(certification)
          .innerJoin(staff, eq(staff.accountID, certification.accountID))
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      count: countWhere,
    },
  );
  return {
    count: list.count,
    expiredCount: await countWhere(and(scope, eq(certification.status, 'EXPIRED'))),
    result: list.result.map(serialize),
  };
}

export async function createMyCertification(ctx: Context, input: CreateMyCertificationInput) {
  const name = checkName(input.name);
  const expiry = checkExpiry(input.expiry);
  const viewer = ctx.access.user();
  return insertCertification(ctx, { accountID: viewer.accountID, clinicIDs: viewer.clinicIDs, name, expiry });
}

async function ownCertification(ctx: Context, id: number) {
  const row = await findCertification(ctx.db, id);
  if (!row || row.accountID !== ctx.access.user().accountID) {
    throw appError('NOT_FOUND', 'Certification not found.');
  }
  return row;
}

export async function updateMyCertification(ctx: Context, input: UpdateCertificationInput) {
  const expiry = checkExpiry(input.expiry);
  const row = await ownCertification(ctx, input.id);
  const status = certificationStatusOnAccountUpdate(expiry, await certificationToday(ctx, row.clinicID));
  return saveExpiry(ctx, row, { expiry, status, version: input.updatedOn });
}

export async function deleteMyCertification(ctx: Context, id: number): Promise<boolean> {
  return softDelete(ctx, await ownCertification(ctx, id));
}
