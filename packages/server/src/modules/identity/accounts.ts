import { randomBytes } from 'node:crypto';
import type { Group } from '@dialysis/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, ReadDb } from '../../db/client.ts';
import { loginAccount, staff } from '../../db/schema.ts';
import { hashPassword } from './passwords.ts';

export interface NewStaffAccount {
  email: string;
  name: string;
  group: Group;
  designation?: string;
  contactNo?: string;
  clinicIDs?: number[];
  password: string;
  /** A temporary password: the user must choose a new one at first sign-in. */
  temporary: boolean;
}

const DESIGNATIONS: Record<Group, string> = {
  Nurse: 'Nurse',
  ManagingNurse: 'Nurse Manager',
  Doctor: 'Doctor',
  MedicalDirector: 'Medical Director',
};

/** Creates a login account and its staff record together. */
export async function createStaffAccount(db: Db, input: NewStaffAccount): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(loginAccount)
      .values({
        email: input.email.trim().toLowerCase(),
        passwordHash,
        groups: [input.group],
        mustChangePassword: input.temporary,
      })
      .returning({ id: loginAccount.id });
    if (!account) throw new Error('login account not created');
    await tx.insert(staff).values({
      accountID: account.id,
      name: input.name,
      email: input.email.trim().toLowerCase(),
      designation: input.designation ?? DESIGNATIONS[input.group],
      contactNo: input.contactNo ?? null,
      clinicIDs: input.clinicIDs ?? [],
    });
    return account.id;
  });
}

export async function findAccountByEmail(db: ReadDb, email: string) {
  const [row] = await db
    .select()
    .from(loginAccount)
    .where(
      and(sql`lower(${loginAccount.email}) = ${email.trim().toLowerCase()}`, eq(loginAccount.deleted, 0)),
    )
    .limit(1);
  return row ?? null;
}

/** A readable random temporary password (about 72 bits). */
export function temporaryPassword(): string {
  return `Tmp-${randomBytes(9).toString('base64url')}`;
}
