import { type AnyColumn, and, inArray, type SQL, sql } from 'drizzle-orm';
import type { GraphQLError } from 'graphql';
import type { ReadDb } from '../db/client.ts';
import { appError, MESSAGES } from '../errors.ts';
import { visibleCentreIds } from './centre-visibility.ts';
import { type Action, allows } from './policy.ts';
import type { Viewer } from './viewer.ts';

/** The records `app_record_centre` (migration 0022) knows the centre of, named as their audit rows name them. */
export type RecordEntity =
  | 'patient'
  | 'dialysis'
  | 'dialysisInterval'
  | 'appointment'
  | 'machine'
  | 'seat'
  | 'machineStatus'
  | 'incidentReport'
  | 'labReport';

/** An 'access.refused' audit row waiting to be written (shaped as audit.ts's AuditEntry). */
export interface RefusalEntry {
  action: 'access.refused';
  clinicID: number | null;
  entity: string;
  entityID?: string | number | null;
  detail: { reason: string };
}

/**
 * The one place that decides, per request, what the signed-in user may do and which centres they may
 * see. Every resolver's guard calls `assert(action)`; a service that works in a named centre asks
 * `assertIn(action, clinicID)`, one call naming both the action and the centre, and cuts lists to the
 * visible centres in SQL with `clinicScope(column)`.
 */
export class Access {
  #visible?: Promise<number[]>;
  #refusals: RefusalEntry[] = [];

  constructor(readonly viewer: Viewer | null) {}

  /** The signed-in user, or an authentication error. */
  user(): Viewer {
    if (!this.viewer) throw appError('UNAUTHENTICATED', MESSAGES.unauthenticated);
    return this.viewer;
  }

  /** Role check for an action; answers the user. */
  assert(action: Action): Viewer {
    const viewer = this.user();
    if (!allows(viewer.group, action)) throw appError('FORBIDDEN', MESSAGES.forbiddenRole);
    return viewer;
  }

  /** Ids of the centres this user may see (memoised for the request). */
  visibleClinicIds(): Promise<number[]> {
    const viewer = this.user();
    // The centres came with the session, in its own statement (modules/identity/sessions.ts).
    this.#visible ??= Promise.resolve(visibleCentreIds(viewer, viewer.liveCentres));
    return this.#visible;
  }

  /**
   * Role and centre in one call: refuses an action outside the user's login type (`FORBIDDEN`, as `assert`)
   * and then, with a stable code and never data, a centre outside the user's list. Answers the centre.
   */
  async assertIn(action: Action, clinicID: number | null | undefined): Promise<number> {
    this.assert(action);
    if (clinicID === null || clinicID === undefined) {
      throw appError('BAD_USER_INPUT', 'A centre (clinicID) is required.');
    }
    const visible = await this.visibleClinicIds();
    if (!visible.includes(clinicID)) {
      this.recordRefusal({ clinicID, entity: 'clinic', entityID: clinicID, reason: 'centre' });
      throw appError('FORBIDDEN', MESSAGES.forbiddenCentre);
    }
    return clinicID;
  }

  /**
   * A record named by its id (a session, an appointment, a machine) and held by `clinicID`: one of another
   * centre answers exactly as an unknown one (`notFound`, the caller's own refusal), so ids cannot be probed
   * for what exists elsewhere. The refusal is audited.
   */
  async assertRecordIn(
    clinicID: number,
    notFound: () => GraphQLError,
    record: { entity: string; id: number },
  ): Promise<void> {
    const visible = await this.visibleClinicIds();
    if (visible.includes(clinicID)) return;
    this.recordRefusal({ clinicID, entity: record.entity, entityID: record.id, reason: 'record' });
    throw notFound();
  }

  /**
   * The answer to a record named by id that the user's database handle did not find: an unknown record, or one
   * kept in a centre the user may not see (row-level security hides it: docs/decisions/centre-scoping.md). Both
   * answer `notFound()` alike; the second is audited as a refusal, with the record's centre as the database's one
   * function that sees across centres answers it (`app_record_centre`, migration 0022: that centre and nothing
   * else). Use: `if (!row) throw await ctx.access.unseen(db, notFound, { entity, id })`.
   */
  async unseen(
    db: ReadDb,
    notFound: () => GraphQLError,
    record: { entity: RecordEntity; id: number },
    reason = 'record',
  ): Promise<GraphQLError> {
    const centre = await recordCentre(db, record);
    if (typeof centre === 'number' && !(await this.visibleClinicIds()).includes(centre)) {
      this.recordRefusal({ clinicID: centre, entity: record.entity, entityID: record.id, reason });
    }
    return notFound();
  }

  /**
   * As `unseen`, where the spec answers a record of another centre with FORBIDDEN (`assertIn`: seats, machine
   * audit items): that refusal (audited), else `notFound()` for an unknown record.
   */
  async unseenIn(
    action: Action,
    db: ReadDb,
    notFound: () => GraphQLError,
    record: { entity: RecordEntity; id: number },
  ): Promise<GraphQLError> {
    const centre = await recordCentre(db, record);
    if (typeof centre === 'number') await this.assertIn(action, centre);
    return notFound();
  }

  /**
   * Notes a refused attempt on another centre's data for the audit: written once the operation has ended
   * (auditRefusals in audit.ts, called by the GraphQL and file-route layers), never inside the transaction
   * the refusal rolls back.
   */
  recordRefusal(entry: {
    clinicID: number | null;
    entity: string;
    entityID?: string | number | null;
    reason: string;
  }): void {
    const { reason, ...rest } = entry;
    this.#refusals.push({ ...rest, action: 'access.refused', detail: { reason } });
  }

  /** The refusals noted so far, handed over once (the caller writes them). */
  takeRefusals(): RefusalEntry[] {
    const taken = this.#refusals;
    this.#refusals = [];
    return taken;
  }

  /** SQL condition cutting rows to the user's visible centres. */
  async clinicScope(column: AnyColumn): Promise<SQL> {
    const visible = await this.visibleClinicIds();
    return and(inArray(column, visible.length ? visible : [-1])) as SQL;
  }
}

/** The centre a live record is kept in, whichever centre that is (migration 0022's `app_record_centre`). */
async function recordCentre(
  db: ReadDb,
  record: { entity: RecordEntity; id: number },
): Promise<number | null> {
  const result = (await db.execute(
    sql`select app_record_centre(${record.entity}, ${record.id}) as centre`,
  )) as unknown as { rows: { centre: number | null }[] };
  return result.rows[0]?.centre ?? null;
}
