import { EDIT_FIELDS, lockedFields, DIALYSIS_MESSAGES as M, sessionPhase } from '@dialysis/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { dialysis } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import type { UpdateDialysisInput } from '../../graphql/generated/resolvers-types.ts';
import { invalid } from '../common/manage-input.ts';
import { publishSessionChange } from './events.ts';
import { assertMachineForSession } from './machines.ts';
import { changedFields, parseSessionFields, type SessionField, type SessionValues } from './session-input.ts';
import { savedSession, sessionForWrite } from './session-reads.ts';

type DialysisRow = typeof dialysis.$inferSelect;

export const versionConflict = () => appError('VERSION_CONFLICT', M.sessionConflict);

/**
 * The save of an edit inside its transaction: a new machine (`newMachine`, from editOf) re-runs the machine
 * checks, then the save on `version` (raising it); a row moved on is a VERSION_CONFLICT. Answers the saved row.
 */
export async function saveSessionEdit(
  db: Db,
  row: DialysisRow,
  input: {
    version: number;
    set: Partial<DialysisRow>;
    newMachine: number | null;
    accountID: string;
    now: Date;
    also?: SQL;
  },
): Promise<DialysisRow> {
  if (input.newMachine !== null) {
    await assertMachineForSession(db, {
      machineID: input.newMachine,
      clinicID: row.clinicID,
      now: input.now,
      exceptDialysisID: row.id,
    });
  }
  // The version check is in the UPDATE's WHERE, so two saves made on one version can never both land.
  const [after] = await db
    .update(dialysis)
    .set({
      ...input.set,
      version: sql`${dialysis.version} + 1`,
      lastUpdatedBy: input.accountID,
      updatedOn: input.now,
    })
    .where(
      and(eq(dialysis.id, row.id), eq(dialysis.version, input.version), eq(dialysis.deleted, 0), input.also),
    )
    .returning();
  if (!after) throw versionConflict();
  return after;
}

/** The first field of `changed` that `locked` names, or undefined. */
const firstLocked = (changed: readonly SessionField[], locked: readonly string[]) =>
  changed.find((field) => locked.includes(field));

/**
 * Picks what changes and checks it: required check-in fields cannot be cleared ('Required.'); once ended
 * the pre fields, machine, MSA and membrane use are refused, and while running the post fields and the
 * dialyser (the forms disable them; a field resent unchanged is not a change). A new machine while running
 * re-runs the machine checks in the save's transaction.
 */
export function editOf(row: DialysisRow, values: SessionValues, phase: 'edit' | 'checkout') {
  const changed = changedFields(values, row);
  const sessionIs = sessionPhase(row);
  const locked = firstLocked(changed, lockedFields(sessionIs, phase));
  if (locked) throw invalid(locked, sessionIs === 'ended' ? M.preDataLocked : M.postDataLocked);
  const set: Record<string, unknown> = {};
  for (const field of changed) set[field] = values[field];
  const newMachine = changed.includes('machineID') && !row.endTime ? (values.machineID as number) : null;
  return { changed, set: set as Partial<DialysisRow>, newMachine };
}

/** An edit of a started session (check-in edit, the intra page's pre data, check-out edit). */
export async function updateDialysis(ctx: Context, update: UpdateDialysisInput) {
  const viewer = ctx.access.user();
  const row = await sessionForWrite(ctx, update.id);
  if (!row.startTime) throw appError('CONFLICT', M.notStarted);
  if (row.version !== update.version) throw versionConflict();
  const values = parseSessionFields(update, EDIT_FIELDS);
  const { changed, set, newMachine } = editOf(row, values, 'edit');
  const now = ctx.clock.now();

  const saved = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const after = await saveSessionEdit(db, row, {
      version: update.version,
      set,
      newMachine,
      accountID: viewer.accountID,
      now,
    });
    await audit(
      { ...ctx, db },
      {
        action: 'updateDialysis',
        entity: 'dialysis',
        entityID: row.id,
        clinicID: row.clinicID,
        detail: { patientID: row.patientID, fields: changed, version: after.version },
      },
    );
    return after;
  });

  await publishSessionChange(ctx, null, saved);
  return savedSession(ctx.db, saved.id);
}
