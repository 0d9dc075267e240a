import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Context } from './context.ts';
import type { Db, ReadDb } from './db/client.ts';
import { preparedPerDb } from './db/prepared.ts';
import { auditLog } from './db/schema.ts';
import { type WritableContext, type Write, withWrite } from './db/write.ts';

export interface AuditEntry {
  action: string;
  entity?: string;
  entityID?: string | number | null;
  clinicID?: number | null;
  detail?: Record<string, unknown>;
  /**
   * Who acted, when it is not the request's viewer (at sign-in, before the session exists; a scheduled job
   * acts with no account and the role 'system').
   */
  actor?: { accountID: string | null; role: string };
}

/** The writer of the server's own changes (a scheduled job): no account, the role 'system'. */
export const SYSTEM = { accountID: null, role: 'system' } as const;

/**
 * Records who did what, in which role and centre, in the write's own transaction: every write calls this
 * with its write context (withWrite's `w`), so the record and its audit row are kept together or not at all.
 */
export async function audit(w: Write, entry: AuditEntry): Promise<void> {
  await insertAudit(w.db, w, [entry]);
}

/**
 * Records a read of patient data (a record opened, a list, a report downloaded): one row, one statement, on
 * the request's connection. Reads have no transaction to join; this is the one other way an audit row is
 * written (the read-only handle is opened for it here, and nowhere else).
 */
export async function auditRead(ctx: ReadContext, entry: AuditEntry): Promise<void> {
  await insertAudit(ctx.db as Db, ctx, [entry]);
}

/**
 * Writes the refusals the request's Access recorded ('access.refused'), through the one write path, once the
 * operation has ended: a refusal met inside a service's transaction would be rolled back with it, and on the
 * embedded database's single connection a write awaited inside an open transaction would wait forever. A
 * failure is logged, never the client's answer (the refusal stands).
 */
export async function auditRefusals(
  ctx: Pick<Context, 'db' | 'access' | 'clock'>,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  const entries = ctx.access.takeRefusals();
  if (entries.length === 0) return;
  try {
    await withWrite(ctx, (w) => auditMany(w, entries));
  } catch (error) {
    log.error({ err: error, count: entries.length }, 'refusal audit not written');
  }
}

const ROW_FIELDS = ['at', 'accountID', 'role', 'clinicID', 'action', 'entity', 'entityID', 'detail'] as const;
type AuditRow = { [K in (typeof ROW_FIELDS)[number]]: (typeof auditLog.$inferInsert)[K] };

/**
 * The one-row insert, prepared: nearly every request that touches patient data writes exactly one audit row,
 * and building the same INSERT in Drizzle each time showed in the benchmark's profile (docs/performance.md,
 * Server lever 16). Values go through each column's encoder as in a plain insert (the placeholders are
 * wrapped with their column).
 */
const insertOne = preparedPerDb((db: Db) =>
  db
    .insert(auditLog)
    .values({
      ...Object.fromEntries(ROW_FIELDS.map((field) => [field, sql.placeholder(field)])),
      // Not through jsonb's encoder, which would store a missing detail as JSON null instead of SQL NULL.
      detail: sql`${sql.placeholder('detail')}::jsonb`,
    } as never)
    .prepare('audit_insert'),
);

/** Several audit rows in one insert (a batch of lab reports writes one row per report). */
export async function auditMany(w: Write, entries: readonly AuditEntry[]): Promise<void> {
  await insertAudit(w.db, w, entries);
}

type ReadContext = Omit<WritableContext, 'db'> & { db: ReadDb };

async function insertAudit(db: Db, ctx: Omit<WritableContext, 'db'>, entries: readonly AuditEntry[]) {
  if (entries.length === 0) return;
  const at = ctx.clock.now();
  const me = ctx.access.viewer && { accountID: ctx.access.viewer.accountID, role: ctx.access.viewer.group };
  const rows = entries.map((entry): AuditRow => {
    const viewer = entry.actor ?? me;
    return {
      at,
      accountID: viewer?.accountID ?? null,
      role: viewer?.role ?? null,
      clinicID: entry.clinicID ?? null,
      action: entry.action,
      entity: entry.entity ?? null,
      entityID: entry.entityID === undefined || entry.entityID === null ? null : String(entry.entityID),
      detail: entry.detail ?? null,
    };
  });
  const [only] = rows;
  if (rows.length === 1 && only) {
    await insertOne(db).execute({
      ...only,
      detail: only.detail === null ? null : JSON.stringify(only.detail),
    });
  } else await db.insert(auditLog).values(rows);
}
