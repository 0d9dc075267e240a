import { loginType } from '@dialysis/domain';
import { and, eq } from 'drizzle-orm';
import type { ReadDb } from '../../db/client.ts';
import { loginAccount, staff } from '../../db/schema.ts';
import { appError } from '../../errors.ts';

/** Staff columns as the API's Staff type shows them, with the login groups to derive `group`. */
export const staffColumns = {
  accountID: staff.accountID,
  name: staff.name,
  designation: staff.designation,
  contactNo: staff.contactNo,
  email: staff.email,
  clinicIDs: staff.clinicIDs,
  profilePictureKey: staff.profilePictureKey,
  updatedOn: staff.updatedOn,
  groups: loginAccount.groups,
};

interface StaffRow {
  accountID: string;
  name: string;
  designation: string | null;
  contactNo: string | null;
  email: string;
  clinicIDs: number[];
  profilePictureKey: string | null;
  updatedOn: Date;
  groups: string[];
}

export function toStaffView({ groups, updatedOn, ...row }: StaffRow) {
  return { ...row, updatedOn: updatedOn.toISOString(), group: loginType(groups) ?? 'Nurse' };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An undeleted staff member by accountID, or NOT_FOUND (also for ids that are not ids at all). */
export async function findStaff(db: ReadDb, accountID: string) {
  const [row] = UUID.test(accountID)
    ? await db
        .select(staffColumns)
        .from(staff)
        .innerJoin(loginAccount, eq(loginAccount.id, staff.accountID))
        .where(and(eq(staff.accountID, accountID), eq(staff.deleted, 0)))
        .limit(1)
    : [];
  if (!row) throw appError('NOT_FOUND', 'Staff not found.');
  return row;
}
