import { groupOfDesignation, TEXT_LIMITS } from '@dialysis/domain';
import { eq } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { loginAccount, staff } from '../../db/schema.ts';
import { versionedUpdate } from '../../db/versioned-update.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type { CreateStaffInput, UpdateStaffInput } from '../../graphql/generated/resolvers-types.ts';
import { optionalText } from '../common/manage-input.ts';
import { createStaffAccount, findAccountByEmail } from '../identity/accounts.ts';
import { findStaff, toStaffView } from './records.ts';
import {
  assertAssignableDesignation,
  assertMayChange,
  assertValidFields,
  normaliseCentres,
  SELF,
} from './rules.ts';
import { assertAssignable } from './scope.ts';

export const EMAIL_TAKEN = 'An account with the email already exists.';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

const clean = (text: string | null | undefined) => optionalText(text, 'contactNo', TEXT_LIMITS.line);

/**
 * Add Staff: the staff record and its login account, with the given password as a temporary one, so the
 * new user meets the NEW_PASSWORD_REQUIRED form at first sign-in (like a user pool's admin-created user).
 */
export async function createStaff(ctx: Context, input: CreateStaffInput) {
  assertValidFields(input, 'add');
  const designation = assertAssignableDesignation(ctx, input.designation.trim());
  const clinicIDs = normaliseCentres(input.clinicIDs);
  await assertAssignable(ctx, 'staff:create', clinicIDs);
  const email = input.email.trim().toLowerCase();
  if (await findAccountByEmail(ctx.db, email)) throw appError('CONFLICT', EMAIL_TAKEN);
  let accountID: string;
  try {
    // The account and its audit row commit together (a crash between them once left an account unaudited).
    accountID = await withWrite(ctx, async (w) => {
      const id = await createStaffAccount(w.db, {
        email,
        name: input.name.trim(),
        group: groupOfDesignation(designation),
        designation,
        contactNo: clean(input.contactNo) ?? undefined,
        clinicIDs,
        password: input.password,
        temporary: true,
      });
      await audit(w, {
        action: 'staff.create',
        entity: 'staff',
        entityID: id,
        clinicID: clinicIDs[0] ?? null,
        detail: { email, designation, clinicIDs },
      });
      return id;
    });
  } catch (error) {
    // Two adds of one e-mail at once: the unique index decides, with the same answer.
    if (isUniqueViolation(error)) throw appError('CONFLICT', EMAIL_TAKEN);
    throw error;
  }
  return toStaffView(await findStaff(ctx.db, accountID));
}

/** Edit Staff: the record and the login it grants (e-mail to sign in with, group from the designation). */
export async function updateStaff(ctx: Context, input: UpdateStaffInput) {
  assertValidFields(input, 'edit');
  const target = await findStaff(ctx.db, input.accountID);
  await assertMayChange(ctx, target, { allowed: true });
  const designation = assertAssignableDesignation(ctx, input.designation.trim());
  const isSelf = target.accountID === ctx.access.user().accountID;
  if (isSelf && designation !== target.designation) throw appError('FORBIDDEN', SELF.demote);
  const clinicIDs = normaliseCentres(input.clinicIDs);
  await assertAssignable(ctx, 'staff:update', clinicIDs);
  const email = input.email.trim().toLowerCase();
  const holder = await findAccountByEmail(ctx.db, email);
  if (holder && holder.id !== target.accountID) throw appError('CONFLICT', EMAIL_TAKEN);

  const now = ctx.clock.now();
  const changes = {
    name: input.name.trim(),
    designation,
    contactNo: clean(input.contactNo),
    email,
    clinicIDs,
  };
  try {
    await withWrite(ctx, async (w) => {
      const key = { key: staff.accountID, id: target.accountID, version: input.updatedOn };
      await versionedUpdate(w, staff, key, changes, now);
      await w.db
        .update(loginAccount)
        .set({ email, groups: [groupOfDesignation(designation)], updatedOn: now })
        .where(eq(loginAccount.id, target.accountID));
      await audit(w, {
        action: 'staff.update',
        entity: 'staff',
        entityID: target.accountID,
        clinicID: clinicIDs[0] ?? null,
        detail: {
          from: {
            name: target.name,
            designation: target.designation,
            contactNo: target.contactNo,
            email: target.email,
            clinicIDs: target.clinicIDs,
          },
          to: changes,
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw appError('CONFLICT', EMAIL_TAKEN);
    throw error;
  }
  return toStaffView(await findStaff(ctx.db, target.accountID));
}
