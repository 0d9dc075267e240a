import { isTokenExpired } from '@dialysis/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { qbAccess } from '../../db/schema.ts';
import { asSystem, type Job, type JobServices } from '../../platform/jobs.ts';
import { centreAccounting, refreshConnection } from './centre-accounting.ts';

/**
 * A connection's tokens are refreshed once they are this old (issue 30 item 4): well inside the spec's 3 days,
 * so a quiet long weekend does not leave a centre to sign in again; Intuit's refresh tokens last 100 days and
 * rotate with each refresh, which this keeps going.
 */
export const REFRESH_AFTER_MS = 12 * 60 * 60_000;

/**
 * Refreshes every connection QuickBooks last accepted whose tokens are older than REFRESH_AFTER_MS and not yet
 * expired by the spec's rule (that rule still decides what the screens say). A refusal marks the connection
 * Refused (the status shows it); a provider that does not answer is tried again at the next run. Answers how
 * many were refreshed and refused.
 */
export async function refreshAgingConnections(
  services: Pick<JobServices, 'db' | 'clock' | 'log'> & Pick<Context, 'accounting' | 'secrets'>,
): Promise<{ refreshed: number; refused: number }> {
  const now = services.clock.now();
  const aging = await services.db
    .select()
    .from(qbAccess)
    .where(
      and(
        eq(qbAccess.providerState, 'CONNECTED'),
        lt(qbAccess.date, new Date(now.getTime() - REFRESH_AFTER_MS)),
      ),
    );
  const ctx = { ...services, access: asSystem(services).access };
  const counts = { refreshed: 0, refused: 0 };
  for (const record of aging) {
    if (isTokenExpired({ date: record.date.toISOString(), expiresIn: record.expiresIn }, now)) continue;
    const centre = await centreAccounting(ctx, record.id);
    if (!centre) continue;
    try {
      await refreshConnection(ctx, centre, record.date);
      counts.refreshed += 1;
    } catch (error) {
      counts.refused += 1;
      services.log.warn({ clinicID: record.id, err: error }, 'QuickBooks connection not refreshed');
    }
  }
  return counts;
}

export const quickbooksTokenRefreshJob: Job = {
  name: 'quickbooks-token-refresh',
  intervalMs: 60 * 60_000,
  run: async (services) => {
    // Servers without QuickBooks (none configured in the job's services) have nothing to refresh.
    if (!services.accounting || !services.secrets) return;
    const counts = await refreshAgingConnections({
      ...services,
      accounting: services.accounting,
      secrets: services.secrets,
    });
    if (counts.refreshed + counts.refused > 0) services.log.info(counts, 'QuickBooks connections refreshed');
  },
};
