import { and, eq } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { staff } from '../../db/schema.ts';
import { versionedUpdate } from '../../db/versioned-update.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type { MutationUpdateMyStaffAccountArgs } from '../../graphql/generated/resolvers-types.ts';
import { fileLink, ownUpload } from '../../platform/storage/files.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';

/** Profile pictures are shown for an hour from the moment Manage Account is loaded. */
const PICTURE_LINK_SECONDS = 60 * 60;
const NAME_MAX = 200;

type StaffRow = typeof staff.$inferSelect;

async function view(ctx: Context, row: StaffRow) {
  return {
    accountID: row.accountID,
    name: row.name,
    designation: row.designation,
    contactNo: row.contactNo,
    email: row.email,
    profilePictureKey: row.profilePictureKey,
    profilePictureBucket: row.profilePictureBucket,
    profilePictureRegion: row.profilePictureRegion,
    profilePictureUrl: await fileLink(ctx, row.profilePictureKey, PICTURE_LINK_SECONDS),
    updatedOn: row.updatedOn.toISOString(),
  };
}

async function ownRow(ctx: Context, accountID: string): Promise<StaffRow | null> {
  const [row] = await ctx.db
    .select()
    .from(staff)
    .where(and(eq(staff.accountID, accountID), eq(staff.deleted, 0)))
    .limit(1);
  return row ?? null;
}

/** Manage Account: the signed-in user's staff record, with a signed link to the picture. */
export async function getMyStaffAccount(ctx: Context) {
  const viewer = ctx.access.assert('account:read');
  const row = await ownRow(ctx, viewer.accountID);
  if (!row) throw appError('NOT_FOUND', M.accountNotRetrieved);
  return view(ctx, row);
}

/**
 * Manage Account edit: own name and picture only. The picture must be a file this user uploaded for the
 * profilePicture purpose (the upload route checked its type); its bucket and region come from the stored
 * file, not from the client. The replaced picture's file is kept (records are never hard-deleted).
 */
export async function updateMyStaffAccount(ctx: Context, args: MutationUpdateMyStaffAccountArgs) {
  const viewer = ctx.access.assert('account:update');
  const { update } = args;
  const name = update.name.trim();
  if (!name) throw appError('BAD_USER_INPUT', 'Required.');
  if (name.length > NAME_MAX) throw appError('BAD_USER_INPUT', M.notUpdated);
  const row = await ownRow(ctx, viewer.accountID);
  if (!row) throw appError('NOT_FOUND', M.notUpdated);

  let picture: Pick<StaffRow, 'profilePictureKey' | 'profilePictureBucket' | 'profilePictureRegion'> = {
    profilePictureKey: row.profilePictureKey,
    profilePictureBucket: row.profilePictureBucket,
    profilePictureRegion: row.profilePictureRegion,
  };
  if (update.profilePictureKey === null) {
    picture = { profilePictureKey: null, profilePictureBucket: null, profilePictureRegion: null };
  } else if (update.profilePictureKey !== undefined && update.profilePictureKey !== row.profilePictureKey) {
    const file = await ownUpload(ctx, update.profilePictureKey, 'profilePicture');
    if (!file) throw appError('BAD_USER_INPUT', M.invalidImage);
    picture = {
      profilePictureKey: file.key,
      profilePictureBucket: file.bucket,
      profilePictureRegion: file.region,
    };
  }

  const now = ctx.clock.now();
  return withWrite(ctx, async (w) => {
    const target = { key: staff.accountID, id: viewer.accountID, version: update.updatedOn };
    const saved = await versionedUpdate(w, staff, target, { name, ...picture }, now);
    await audit(w, {
      action: 'updateStaffAccount',
      entity: 'staff',
      entityID: viewer.accountID,
      detail: { nameChanged: name !== row.name, picture: picture.profilePictureKey },
    });
    return view(w, saved);
  });
}
