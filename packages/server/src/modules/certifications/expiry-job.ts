import { DEFAULT_TIMEZONE } from '@dialysis/domain';
import { sql } from 'drizzle-orm';
import { auditMany, SYSTEM } from '../../audit.ts';
import { withWrite } from '../../db/write.ts';
import { asSystem, type Job, type JobServices } from '../../platform/jobs.ts';

/**
 * Certification expiry (spec 002 section 4, DESIGN.md scheduled work): every certification whose expiry
 * day has come becomes EXPIRED, "today" being the date in its centre's time zone (the default zone when it
 * has none). One UPDATE, so running it again, or on another instance, changes nothing more (idempotent);
 * it mirrors the domain rule certificationStatusAfterExpiryCheck.
 */
export function expireCertifications(services: Pick<JobServices, 'db' | 'clock'>): Promise<number[]> {
  return withWrite(asSystem(services), async (w) => {
    const now = w.clock.now();
    const result = (await w.db.execute(sql`
    update certification as c
       set status = 'EXPIRED', updated_on = ${now}
     where c.deleted = 0
       and c.status <> 'EXPIRED'
       and c.expiry <= (${now}::timestamptz at time zone coalesce(
             (select timezone from clinic where clinic.id = c.clinic_id), ${DEFAULT_TIMEZONE}))::date
     returning c.id, c.clinic_id
  `)) as unknown as { rows: { id: number; clinic_id: number | null }[] };
    // Each expiry's audit row, in the same transaction (the one write path, as the 'system').
    await auditMany(
      w,
      result.rows.map((row) => ({
        actor: SYSTEM,
        clinicID: row.clinic_id,
        action: 'certification.expire',
        entity: 'certification',
        entityID: row.id,
      })),
    );
    return result.rows.map((row) => row.id);
  });
}

export const certificationExpiryJob: Job = {
  name: 'certification-expiry',
  // Often enough that a certification turns EXPIRED within minutes of midnight in its centre.
  intervalMs: 10 * 60_000,
  run: async (services) => {
    const expired = await expireCertifications(services);
    if (expired.length > 0) services.log.info({ count: expired.length }, 'certifications expired');
  },
};
