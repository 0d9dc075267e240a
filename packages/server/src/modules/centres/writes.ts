import { isValidContactNo, isValidEmail, MANAGE_MESSAGES } from '@dialysis/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { clinic } from '../../db/schema.ts';
import { versionedUpdate } from '../../db/versioned-update.ts';
import { withWrite } from '../../db/write.ts';
import { appError, MESSAGES } from '../../errors.ts';
import type { CreateClinicInput, UpdateClinicInput } from '../../graphql/generated/resolvers-types.ts';
import { invalid, optionalText, requiredText } from '../common/manage-input.ts';
import { clinicSummary } from './summary.ts';

export const DUPLICATE_CENTRE_CODE = 'Centre code already exists.';

type Patch = Partial<typeof clinic.$inferInsert>;

function email(value: string | null | undefined): string | null {
  const text = optionalText(value, 'email', 200);
  if (text !== null && !isValidEmail(text)) throw invalid('email', MANAGE_MESSAGES.invalidEmail);
  return text;
}

function phone(value: string | null | undefined): string | null {
  const text = optionalText(value, 'phoneNo', 200);
  if (text !== null && !isValidContactNo(text)) throw invalid('phoneNo', MANAGE_MESSAGES.invalidNumber);
  return text;
}

/** Accounting item and tax code ids: whole numbers of zero or more, stored as their digits. */
function digits(field: string, value: number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (!Number.isSafeInteger(value) || value < 0) throw invalid(field, MANAGE_MESSAGES.digitsOnly);
  return String(value);
}

/** The columns a create sets, or an update changes (only the fields it was given). */
function patchOf(ctx: Context, input: Partial<UpdateClinicInput>): Patch {
  const patch: Patch = {};
  const given = (key: keyof UpdateClinicInput) => input[key] !== undefined;
  if (given('name')) patch.name = requiredText('name', input.name);
  if (given('uid')) patch.uid = requiredText('uid', input.uid);
  if (given('status')) {
    if (!input.status) throw invalid('status', MANAGE_MESSAGES.required);
    patch.status = input.status;
  }
  if (given('address')) patch.address = optionalText(input.address, 'address');
  if (given('phoneNo')) patch.phoneNo = phone(input.phoneNo);
  if (given('email')) patch.email = email(input.email);
  if (given('qbClientID')) patch.qbClientID = optionalText(input.qbClientID, 'qbClientID', 200);
  if (given('qbRealmID')) patch.qbRealmID = optionalText(input.qbRealmID, 'qbRealmID', 200);
  if (given('qbItemID')) patch.qbItemID = digits('qbItemID', input.qbItemID);
  if (given('qbTaxCodeID')) patch.qbTaxCodeID = digits('qbTaxCodeID', input.qbTaxCodeID);
  // Write-only: null (the form never holds the secret) keeps it; an empty string clears it. Stored sealed
  // (encrypted at rest, platform/secret-box).
  if (input.qbClientSecret !== undefined && input.qbClientSecret !== null) {
    const secret = input.qbClientSecret.trim();
    patch.qbClientSecret = secret ? ctx.secrets.seal(secret) : null;
  }
  return patch;
}

/** Centre codes are unique among centres that are not deleted, whatever their case. */
async function assertCodeFree(ctx: Context, uid: string, exceptID?: number) {
  const [taken] = await ctx.db
    .select({ id: clinic.id })
    .from(clinic)
    .where(
      and(
        sql`lower(${clinic.uid}) = ${uid.toLowerCase()}`,
        eq(clinic.deleted, 0),
        exceptID === undefined ? undefined : ne(clinic.id, exceptID),
      ),
    )
    .limit(1);
  if (taken) throw appError('CONFLICT', DUPLICATE_CENTRE_CODE);
}

/** What an audit row keeps of a change: the field names and values, never the client secret. */
function auditDetail(patch: Patch) {
  const { qbClientSecret, ...rest } = patch;
  return { ...rest, ...(qbClientSecret !== undefined ? { qbClientSecret: '(changed)' } : {}) };
}

/**
 * Adds a centre to the network. Only a user who sees every centre may: a manager tied to a list of
 * centres would add one they could not see afterwards.
 */
export async function createClinic(ctx: Context, create: CreateClinicInput) {
  const viewer = ctx.access.user();
  if (viewer.clinicIDs.length > 0) throw appError('FORBIDDEN', MESSAGES.forbiddenRole);
  const patch = patchOf(ctx, create);
  const values = { ...patch, name: requiredText('name', create.name), uid: requiredText('uid', create.uid) };
  await assertCodeFree(ctx, values.uid);
  const now = ctx.clock.now();
  return withWrite(ctx, async (w) => {
    const [row] = await w.db
      .insert(clinic)
      .values({ ...values, createdOn: now, updatedOn: now })
      .returning({ id: clinic.id });
    if (!row) throw new Error('centre not created');
    await audit(w, {
      action: 'createClinic',
      entity: 'clinic',
      entityID: row.id,
      clinicID: row.id,
      detail: auditDetail(patch),
    });
    return clinicSummary(w, row.id);
  });
}

/** Edits a centre the user may see; fields left out are kept. */
export async function updateClinic(ctx: Context, update: UpdateClinicInput) {
  await ctx.access.assertIn('clinic:write', update.id);
  const [current] = await ctx.db
    .select({ updatedOn: clinic.updatedOn, uid: clinic.uid })
    .from(clinic)
    .where(and(eq(clinic.id, update.id), eq(clinic.deleted, 0)))
    .limit(1);
  if (!current) throw appError('NOT_FOUND', 'Unable to update record');
  const { id, updatedOn: version, ...fields } = update;
  const patch = patchOf(ctx, fields);
  if (patch.uid !== undefined && patch.uid !== current.uid) await assertCodeFree(ctx, patch.uid, id);
  return withWrite(ctx, async (w) => {
    await versionedUpdate(w, clinic, { key: clinic.id, id, version }, patch, w.clock.now());
    await audit(w, {
      action: 'updateClinic',
      entity: 'clinic',
      entityID: id,
      clinicID: id,
      detail: auditDetail(patch),
    });
    return clinicSummary(w, id);
  });
}
