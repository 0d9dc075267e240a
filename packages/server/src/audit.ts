import type { Context } from './context.ts';
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

/** Several audit rows in one insert (a batch of lab reports writes one row per report). */
export async function auditMany(
  ctx: Pick<Context, 'db' | 'access' | 'clock'>,
  entries: readonly AuditEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const at = ctx.clock.now();
  const me = ctx.access.viewer && { accountID: ctx.access.viewer.accountID, role: ctx.access.viewer.group };
  await ctx.db.insert(auditLog).values(
    entries.map((entry) => {
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
    }),
  );
}
