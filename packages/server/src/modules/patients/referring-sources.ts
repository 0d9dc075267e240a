import { asc, sql } from 'drizzle-orm';
import { allows } from '../../access/policy.ts';
import type { Context } from '../../context.ts';
import { referringSource } from '../../db/schema.ts';
import type { Write } from '../../db/write.ts';

/** The Referring Source choices, by name: network-wide reference data (like drugs), no centre to check. */
export async function listReferringSource(ctx: Context): Promise<string[]> {
  const rows = await ctx.db
    .select({ name: referringSource.name })
    .from(referringSource)
    .orderBy(asc(sql`lower(${referringSource.name})`));
  return rows.map((row) => row.name);
}

/**
 * A Referring Source a Nurse Manager or Medical Director saves on a patient joins the choices (the spec's list
 * is theirs to keep); anyone else's value is kept on the patient only. Runs in the patient's save, after its
 * centre was checked, so nothing is added by a save that is refused. The same name in other letter cases is
 * the same choice (unique on lower(name)).
 */
export async function rememberReferringSource(w: Write<Context>, value: string | null | undefined) {
  const { access, db } = w;
  const name = value?.trim();
  if (!name || !access.user() || !allows(access.user().group, 'referringSource:extend')) return;
  await db.insert(referringSource).values({ name }).onConflictDoNothing();
}
