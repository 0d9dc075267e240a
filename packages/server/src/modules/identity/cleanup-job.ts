import { and, isNotNull, lt, or } from 'drizzle-orm';
import { passwordResetCode } from '../../db/schema.ts';
import { withWrite } from '../../db/write.ts';
import { asSystem, type Job } from '../../platform/jobs.ts';
import { purgeExpiredSessions } from './sessions.ts';
import { purgeThrottleHistory } from './throttle.ts';

const DAY = 24 * 3_600_000;

/**
 * Identity housekeeping: expired sessions, throttle events and locks too old to count, and reset codes that
 * were used or expired more than a day ago. Idempotent; nothing it removes could still be used.
 */
export const identityCleanupJob: Job = {
  name: 'identity-cleanup',
  intervalMs: 60 * 60_000,
  run: (services) =>
    withWrite(asSystem(services), async ({ db, clock }) => {
      const now = clock.now();
      await purgeExpiredSessions(db, now);
      await purgeThrottleHistory(db, now);
      const dayAgo = new Date(now.getTime() - DAY);
      await db
        .delete(passwordResetCode)
        .where(
          or(
            lt(passwordResetCode.expiresOn, dayAgo),
            and(isNotNull(passwordResetCode.usedOn), lt(passwordResetCode.usedOn, dayAgo)),
          ),
        );
    }),
};
