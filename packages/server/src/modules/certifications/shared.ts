import { centreDate, DEFAULT_TIMEZONE, STAFF_MESSAGES, TEXT_LIMITS } from '@dialysis/domain';
import { and, eq } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import type { ReadDb } from '../../db/client.ts';
import { certification, clinic, staff } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import { appError } from '../../errors.ts';
import { calendarDateInput } from '../common/date-input.ts';
import { invalid, limitedText } from '../common/manage-input.ts';

/** A certification as the API shows it: with its staff member's name. */
export const certificationColumns = {
  id: certification.id,
  accountID: certification.accountID,
  staffName: staff.name,
  name: certification.name,
  status: certification.status,
  expiry: certification.expiry,
  clinicID: certification.clinicID,
  createdOn: certification.createdOn,
  updatedOn: certification.updatedOn,
  deleted: certification.deleted,
  deletedOn: certification.deletedOn,
};

/** One undeleted certification of an undeleted staff member, with the member's centres. */
export async function findCertification(db: ReadDb, id: number) {
  const [row] = await db
    .select({ ...certificationColumns, staffClinicIDs: staff.clinicIDs, staffDesignation: staff.designation })
    .from(certification)
    .innerJoin(staff, eq(staff.accountID, certification.accountID))
    .where(and(eq(certification.id, id), eq(certification.deleted, 0), eq(staff.deleted, 0)))
    .limit(1);
  return row ?? null;
}

export async function certificationView(db: ReadDb, id: number) {
  const row = await findCertification(db, id);
  if (!row) throw new Error(`certification ${id} vanished`);
  const { staffClinicIDs: _ids, ...view } = row;
  return serialize(view);
}

/**
 * "Today" for a certification: the date in its centre's time zone, or the default one when it has no
 * centre (a staff member working in all centres).
 */
export async function certificationToday(ctx: Pick<Context, 'db' | 'clock'>, clinicID: number | null) {
  let timezone = DEFAULT_TIMEZONE;
  if (clinicID !== null) {
    const [row] = await ctx.db
      .select({ timezone: clinic.timezone })
      .from(clinic)
      .where(eq(clinic.id, clinicID))
      .limit(1);
    timezone = row?.timezone ?? timezone;
  }
  return centreDate(ctx.clock.now(), timezone);
}

/** Name and expiry date checks of the Add and Update Status forms (spec 002 section 5). */
export function checkName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw appError('BAD_USER_INPUT', STAFF_MESSAGES.required);
  return limitedText('name', trimmed, TEXT_LIMITS.line);
}

export function checkExpiry(expiry: string): string {
  if (!expiry.trim()) throw invalid('expiry', STAFF_MESSAGES.required);
  // 'Not a valid date.' on the field for 2030-02-30 or any other text (the domain's one parser).
  return calendarDateInput('expiry', expiry);
}
