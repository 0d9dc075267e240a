import {
  arrivalError,
  type CorrectableTime,
  EDIT_FIELDS,
  hasEnded,
  localDateAndHour,
  lockedFields,
  DIALYSIS_MESSAGES as M,
  sessionPhase,
  sessionTimesError,
  TREATMENT_TIME_MESSAGES,
} from '@dialysis/domain';
import { eq, type SQL } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { clinic, dialysis } from '../../db/schema.ts';
import { isAtVersion, versionedUpdate } from '../../db/versioned-update.ts';
import { type WriteTx, withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type { UpdateDialysisInput } from '../../graphql/generated/resolvers-types.ts';
import { invalid } from '../common/manage-input.ts';
import { recomputeForDialysis } from '../labs/calculated.ts';
import { publishCalculated } from '../labs/events.ts';
import { publishSessionChange } from './events.ts';
import { assertMachineForSession } from './machines.ts';
import { assertSessionWrite } from './phase.ts';
import {
  changedFields,
  parseSessionFields,
  parseTime,
  type SessionField,
  type SessionValues,
} from './session-input.ts';
import { savedSession, sessionForWrite } from './session-reads.ts';

type DialysisRow = typeof dialysis.$inferSelect;

export const versionConflict = () => appError('VERSION_CONFLICT', M.sessionConflict);

/**
 * The save of an edit inside its transaction: a new machine (`newMachine`, from editOf) re-runs the machine
 * checks, then the save through versionedUpdate on the version the form was loaded with (its updatedOn, moved on
 * by the save); a row moved on is a VERSION_CONFLICT. Answers the saved row.
 */
export async function saveSessionEdit(
  w: WriteTx,
  row: DialysisRow,
  input: {
    /** The version the form was loaded with: the session's updatedOn as the client read it. */
    updatedOn: string;
    set: Partial<DialysisRow>;
    newMachine: number | null;
    accountID: string;
    now: Date;
    also?: SQL;
  },
): Promise<DialysisRow> {
  const { db } = w;
  if (input.newMachine !== null) {
    await assertMachineForSession(db, {
      machineID: input.newMachine,
      clinicID: row.clinicID,
      now: input.now,
      exceptDialysisID: row.id,
    });
  }
  // The one versioned update: two saves made on one version can never both land.
  return versionedUpdate(
    w,
    dialysis,
    { key: dialysis.id, id: row.id, version: input.updatedOn },
    { ...input.set, lastUpdatedBy: input.accountID },
    input.now,
    input.also,
    versionConflict,
  );
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
  if (locked) throw invalid(locked, hasEnded(sessionIs) ? M.preDataLocked : M.postDataLocked);
  const set: Record<string, unknown> = {};
  for (const field of changed) set[field] = values[field];
  const newMachine =
    changed.includes('machineID') && sessionIs === 'running' ? (values.machineID as number) : null;
  return { changed, set: set as Partial<DialysisRow>, newMachine };
}

/** The session's day and its centre's time zone (times are judged on the centre's calendar). */
export async function sessionCalendar(ctx: Pick<Context, 'db'>, row: DialysisRow) {
  const [centre] = await ctx.db
    .select({ timezone: clinic.timezone })
    .from(clinic)
    .where(eq(clinic.id, row.clinicID));
  const timeZone = centre?.timezone ?? 'Asia/Singapore';
  const sessionDay = localDateAndHour(row.startTime ?? row.createdOn, timeZone).date;
  return { timeZone, sessionDay };
}

const CORRECTABLE: readonly CorrectableTime[] = ['startTime', 'endTime', 'dischargeTime'];

/**
 * Corrected start, end and discharge times of an ended session (check-out edit; Kt/V depends on the treatment
 * time, the Duration on the discharge): the domain's sessionTimesError judges the changed ones (on the session's
 * day, not in the future, arrival <= start < end <= discharge, a treatment of 60 to 480 minutes). Answers what
 * changes, with the old and new values for the audit, or nothing when no time is sent or none changed.
 */
async function correctedTimes(ctx: Context, row: DialysisRow, update: UpdateDialysisInput) {
  const sent = CORRECTABLE.filter((field) => update[field]);
  if (sent.length === 0) return null;
  if (!hasEnded(sessionPhase(row))) throw invalid(sent[0] as string, TREATMENT_TIME_MESSAGES.notEnded);
  const stored: Record<CorrectableTime, Date | null> = {
    startTime: row.startTime,
    endTime: row.endTime,
    dischargeTime: row.dischargeTime,
  };
  const after = { ...stored };
  for (const field of sent) after[field] = parseTime(field, update[field] as string) ?? stored[field];
  const changed = CORRECTABLE.filter((field) => after[field]?.getTime() !== stored[field]?.getTime());
  if (changed.length === 0) return null;
  const { timeZone, sessionDay } = await sessionCalendar(ctx, row);
  const error = sessionTimesError(
    {
      arriveTime: row.arriveTime,
      startTime: after.startTime as Date,
      endTime: after.endTime as Date,
      dischargeTime: after.dischargeTime,
    },
    changed,
    sessionDay,
    timeZone,
    ctx.clock.now(),
  );
  if (error) throw invalid(error.field, error.message);
  const set: Partial<DialysisRow> = {};
  const audit: Record<string, [string | null, string | null]> = {};
  for (const field of changed) {
    set[field] = after[field] as Date;
    audit[field] = [stored[field]?.toISOString() ?? null, after[field]?.toISOString() ?? null];
  }
  return { set, audit };
}

/**
 * An edit of a started session: while running check-in edit and the intra page's pre data, once ended check-out
 * edit, the one edit a closed session still takes (its audit then says afterClose).
 */
export async function updateDialysis(ctx: Context, update: UpdateDialysisInput) {
  const viewer = ctx.access.user();
  const row = await sessionForWrite(ctx, update.id);
  const now = ctx.clock.now();
  const phase = assertSessionWrite(row, hasEnded(sessionPhase(row)) ? 'checkoutEdit' : 'edit', now);
  if (!isAtVersion(row.updatedOn, update.updatedOn)) throw versionConflict();
  const values = parseSessionFields(update, EDIT_FIELDS);
  const { changed, set, newMachine } = editOf(row, values, 'edit');
  // An arrival moved into the future, after the start or too long before it (check-in edit) is refused.
  if (changed.includes('arriveTime')) {
    const error = arrivalError(set.arriveTime, row.startTime as Date, now);
    if (error) throw invalid('arriveTime', error);
  }
  const times = await correctedTimes(ctx, row, update);

  const saved = await withWrite(ctx, async (w) => {
    const after = await saveSessionEdit(w, row, {
      updatedOn: update.updatedOn,
      set: { ...set, ...times?.set },
      newMachine,
      accountID: viewer.accountID,
      now,
    });
    await audit(w, {
      action: 'updateDialysis',
      entity: 'dialysis',
      entityID: row.id,
      clinicID: row.clinicID,
      detail: {
        patientID: row.patientID,
        fields: [...changed, ...Object.keys(times?.set ?? {})],
        version: after.updatedOn.toISOString(),
        ...(times ? { times: times.audit } : {}),
        ...(phase === 'closed' ? { afterClose: true } : {}),
      },
    });
    // A check-out, or an edit of an ended session, recomputes the day's adequacy (modules/labs).
    const recomputed = hasEnded(sessionPhase(after)) ? await recomputeForDialysis(w, after.id) : false;
    return { ...after, recomputed };
  });

  await publishSessionChange(ctx, null, saved);
  if (saved.recomputed) {
    publishCalculated(ctx, { patientID: saved.patientID, dialysisID: saved.id, clinicID: saved.clinicID });
  }
  return savedSession(ctx.db, saved.id);
}
