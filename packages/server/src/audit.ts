import { sql } from 'drizzle-orm';
import type { Context } from './context.ts';
import { preparedPerDb } from './db/prepared.ts';
import { auditLog } from './db/schema.ts';

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

/** Records who did what, in which role and centre. Patient-record reads and every write call this. */
export async function audit(ctx: Pick<Context, 'db' | 'access' | 'clock'>, entry: AuditEntry): Promise<void> {
  await auditMany(ctx, [entry]);
}

const ROW_FIELDS = ['at', 'accountID', 'role', 'clinicID', 'action', 'entity', 'entityID', 'detail'] as const;
type AuditRow = { [K in (typeof ROW_FIELDS)[number]]: (typeof auditLog.$inferInsert)[K] };

/**
 * The one-row insert, prepared: nearly every request that touches patient data writes exactly one audit row,
 * and building the same INSERT in Drizzle each time showed in the benchmark's profile (docs/performance.md,
 * Server lever 16). Values go through each column's encoder as in a plain insert (the placeholders are
 * wrapped with their column).
 */
const insertOne = preparedPerDb((db) =>
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
export async function auditMany(
  ctx: Pick<Context, 'db' | 'access' | 'clock'>,
  entries: readonly AuditEntry[],
): Promise<void> {
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
    await insertOne(ctx.db).execute({
      ...only,
      detail: only.detail === null ? null : JSON.stringify(only.detail),
    });
  } else await ctx.db.insert(auditLog).values(rows);
}
