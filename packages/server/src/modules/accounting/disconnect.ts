import { eq } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { qbAccess } from '../../db/schema.ts';
import { withWrite } from '../../db/write.ts';
import type { MutationDisconnectQuickbooksArgs } from '../../graphql/generated/resolvers-types.ts';
import { AccountingError } from '../../platform/accounting/provider.ts';
import { centreAccounting } from './centre-accounting.ts';

/**
 * Disconnect (issue 30 item 4): the centre's refresh token is revoked at the provider's revoke endpoint (which
 * ends its access tokens too), then the tokens are removed, so the status says Not connected and no invoice is
 * attempted until someone connects again. A provider that does not answer does not keep the tokens here: they
 * are removed anyway and the answer (false) says the revoke was not confirmed. Audited.
 */
export async function disconnectQuickbooks(
  ctx: Context,
  args: MutationDisconnectQuickbooksArgs,
): Promise<boolean> {
  const clinicID = await ctx.access.assertIn('accounting:disconnect', args.clinicID);
  const [record] = await ctx.db.select().from(qbAccess).where(eq(qbAccess.id, clinicID)).limit(1);
  if (!record) return true;
  const centre = await centreAccounting(ctx, clinicID);
  let revoked = false;
  if (centre) {
    try {
      await ctx.accounting.revoke(centre.app, ctx.secrets.open(record.refreshToken));
      revoked = true;
    } catch (error) {
      if (!(error instanceof AccountingError)) throw error;
      ctx.log.warn({ clinicID, kind: error.kind, reason: error.message }, 'QuickBooks revoke not confirmed');
    }
  }
  await withWrite(ctx, async (w) => {
    await w.db.delete(qbAccess).where(eq(qbAccess.id, clinicID));
    await audit(w, {
      action: 'quickbooks.disconnect',
      entity: 'clinic',
      entityID: clinicID,
      clinicID,
      detail: { realmID: record.realmID, revoked },
    });
  });
  return revoked;
}
