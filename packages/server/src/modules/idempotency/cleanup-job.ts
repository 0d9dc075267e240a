import { withWrite } from '../../db/write.ts';
import { asSystem, type Job } from '../../platform/jobs.ts';
import { removeOldKeys } from './store.ts';

/** Removes idempotency keys older than 48 hours (each answers a repeat for 24 hours at least). Idempotent. */
export const idempotencyCleanupJob: Job = {
  name: 'idempotency-cleanup',
  intervalMs: 60 * 60_000,
  run: (services) => withWrite(asSystem(services), (w) => removeOldKeys(w, w.clock.now())),
};
