import {
  certificationStatusOnCreate,
  certificationStatusOnManageUpdate,
  mayChangeCertification,
} from '@dialysis/domain';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { compileFilter, type Filter, type ListSpec, runList } from '../../db/list.ts';
import { certification, staff } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import { versionedUpdate } from '../../db/versioned-update.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type {
  CreateCertificationInput,
  QueryListCertificationArgs,
  UpdateCertificationInput,
} from '../../graphql/generated/resolvers-types.ts';
import { findStaff } from '../staff/records.ts';
import { assertMayChange } from '../staff/rules.ts';
import { centreFilter, visibleStaffScope } from '../staff/scope.ts';
import {
  certificationColumns,
  certificationToday,
  certificationView,
  checkExpiry,
  checkName,
  findCertification,
} from './shared.ts';

// EXPIRED first, ACTIVE and PASS together (domain: certificationStatusRank).
const statusRank = sql`case when ${certification.status} = 'EXPIRED' then 0 else 1 end`;

const spec: ListSpec = {
  fields: {
    accountID: certification.accountID,
    staffName: staff.name,
    name: certification.name,
    status: certification.status,
    expiry: certification.expiry,
  },
  defaultOrder: [statusRank, asc(certification.expiry), asc(staff.name), asc(certification.name)],
  tiebreaker: certification.id,
  defaultLimit: 20,
  maxLimit: 500,
};

async function countWhere(ctx: Context, where: SQL | undefined): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(certification)
    .innerJoin(staff, eq(staff.accountID, certification.accountID))
    .where(where);
  return row?.n ?? 0;
}

/** Manage Certifications: certifications of the staff the user may see, with the expired count. */
export async function listCertification(ctx: Context, input: QueryListCertificationArgs) {
  const { clinicIDs, ...filter } = input.filter ?? {};
  const scope = and(
    eq(certification.deleted, 0),
    eq(staff.deleted, 0),
    await visibleStaffScope(ctx),
    await centreFilter(ctx, 'certification:list', clinicIDs),
  );
  const list = await runList(
    spec,
    { filter: filter as Filter, pagination: input.pagination, scope },
    {
      rows: ({ where, order, limit, offset }) =>
        ctx.db
          .select({
            ...certificationColumns,
            staffClinicIDs: staff.clinicIDs,
            staffDesignation: staff.designation,
          })
          .from(certification)
          .innerJoin(staff, eq(staff.accountID, certification.accountID))
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      count: (where) => countWhere(ctx, where),
    },
  );
  const expired = and(scope, compileFilter(spec, filter as Filter), eq(certification.status, 'EXPIRED'));
  const viewer = ctx.access.user();
  const visible = await ctx.access.visibleClinicIds();
  return {
    count: list.count,
    expiredCount: await countWhere(ctx, expired),
    result: list.result.map(({ staffClinicIDs, staffDesignation, ...row }) => ({
      ...serialize(row),
      changeable: mayChangeCertification(viewer, visible, {
        accountID: row.accountID,
        designation: staffDesignation,
        clinicIDs: staffClinicIDs,
      }),
    })),
  };
}

export async function createCertification(ctx: Context, input: CreateCertificationInput) {
  const name = checkName(input.name);
  const expiry = checkExpiry(input.expiry);
  const member = await findStaff(ctx.db, input.accountID);
  // The staff record's own rules (centres and designation): a Nurse Manager of one centre cannot add a
  // certification to a Medical Director, or to staff who also work elsewhere.
  await assertMayChange(ctx, member, { allowed: true });
  return insertCertification(ctx, { accountID: member.accountID, clinicIDs: member.clinicIDs, name, expiry });
}

/** Adds a certification (either screen): ACTIVE, or EXPIRED when its day has come. */
export async function insertCertification(
  ctx: Context,
  input: { accountID: string; clinicIDs: readonly number[]; name: string; expiry: string },
) {
  const clinicID = input.clinicIDs[0] ?? null;
  const status = certificationStatusOnCreate(input.expiry, await certificationToday(ctx, clinicID));
  const now = ctx.clock.now();
  return withWrite(ctx, async (w) => {
    const [row] = await w.db
      .insert(certification)
      .values({
        accountID: input.accountID,
        name: input.name,
        expiry: input.expiry,
        status,
        clinicID,
        createdOn: now,
        updatedOn: now,
      })
      .returning({ id: certification.id });
    if (!row) throw new Error('certification not created');
    await audit(w, {
      action: 'certification.create',
      entity: 'certification',
      entityID: row.id,
      clinicID,
      detail: { accountID: input.accountID, name: input.name, expiry: input.expiry, status },
    });
    return certificationView(w.db, row.id);
  });
}

/** A certification the user may change: its holder's staff record must be one they may change. */
async function changeableCertification(ctx: Context, id: number) {
  const row = await findCertification(ctx.db, id);
  if (!row) throw appError('NOT_FOUND', 'Certification not found.');
  await assertMayChange(
    ctx,
    { accountID: row.accountID, designation: row.staffDesignation, clinicIDs: row.staffClinicIDs },
    { allowed: true },
  );
  return row;
}

export async function updateCertification(ctx: Context, input: UpdateCertificationInput) {
  const expiry = checkExpiry(input.expiry);
  const row = await changeableCertification(ctx, input.id);
  const status = certificationStatusOnManageUpdate(expiry, await certificationToday(ctx, row.clinicID));
  return saveExpiry(ctx, row, { expiry, status, version: input.updatedOn });
}

/** Stores a new expiry date and the status its screen's rule gave, on the version the user saw. */
export async function saveExpiry(
  ctx: Context,
  row: { id: number; clinicID: number | null; expiry: string; status: string },
  { expiry, status, version }: { expiry: string; status: 'ACTIVE' | 'PASS' | 'EXPIRED'; version: string },
) {
  return withWrite(ctx, async (w) => {
    const target = { key: certification.id, id: row.id, version };
    await versionedUpdate(w, certification, target, { expiry, status }, w.clock.now());
    await audit(w, {
      action: 'certification.update',
      entity: 'certification',
      entityID: row.id,
      clinicID: row.clinicID,
      detail: { from: { expiry: row.expiry, status: row.status }, to: { expiry, status } },
    });
    return certificationView(w.db, row.id);
  });
}

export async function deleteCertification(ctx: Context, id: number): Promise<boolean> {
  const row = await changeableCertification(ctx, id);
  return softDelete(ctx, row);
}

export async function softDelete(ctx: Context, row: { id: number; clinicID: number | null }) {
  const now = ctx.clock.now();
  return withWrite(ctx, async (w) => {
    await w.db
      .update(certification)
      .set({ deleted: 1, deletedOn: now, updatedOn: now })
      .where(eq(certification.id, row.id));
    await audit(w, {
      action: 'certification.delete',
      entity: 'certification',
      entityID: row.id,
      clinicID: row.clinicID,
    });
    return true;
  });
}
