import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ReadDb } from '../db/client.ts';
import { systemWriter, withWrite } from '../db/write.ts';
import type { AccountingProvider } from './accounting/provider.ts';
import type { Clock } from './clock.ts';
import type { PubSub } from './pubsub.ts';
import type { SecretBox } from './secret-box.ts';
import type { Storage } from './storage/storage.ts';

export interface JobServices {
  /** For reading; a job writes through withWrite (db/write.ts) as the 'system', like a request does. */
  db: ReadDb;
  clock: Clock;
  pubsub: PubSub;
  log: FastifyBaseLogger;
  /** The file storage, for jobs that remove files (unattached uploads). */
  storage?: Storage;
  /** QuickBooks and the secret box, for the job that refreshes connections before they age out. */
  accounting?: AccountingProvider;
  secrets?: SecretBox;
}

/**
 * Scheduled server work (machine audit expiry, certification expiry, ...). A job must be idempotent:
 * running it twice, or on two instances, leaves the same state as running it once.
 */
export interface Job {
  name: string;
  intervalMs: number;
  run(services: JobServices): Promise<void>;
}

/** A job acts as nobody in particular: withWrite names the writer 'system' (no viewer). */
export const asSystem = (services: Pick<JobServices, 'db' | 'clock'>) =>
  systemWriter(services.db, () => services.clock.now());

// A stable 31-bit number per job name, for its advisory lock.
function lockKey(name: string): number {
  let hash = 7;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return Math.abs(hash);
}

/**
 * Runs a job once inside a transaction holding its advisory lock: when another instance is already running
 * it, this one skips (answers false). The lock ends with the transaction.
 */
export async function runJobOnce(job: Job, services: JobServices): Promise<boolean> {
  return withWrite(asSystem(services), async (w) => {
    const result = (await w.db.execute(
      sql`select pg_try_advisory_xact_lock(${lockKey(job.name)}) as got`,
    )) as unknown as {
      rows: { got: boolean }[];
    };
    if (!result.rows[0]?.got) return false;
    await job.run({ ...services, db: w.db });
    return true;
  });
}

/** Runs every job at start and then on its interval, until stopped. Failures are logged, never thrown. */
export function startJobs(jobs: readonly Job[], services: JobServices): { stop(): void } {
  const timers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    const tick = () =>
      runJobOnce(job, services).catch((error: unknown) =>
        services.log.error({ err: error, job: job.name }, 'job failed'),
      );
    void tick();
    const timer = setInterval(tick, job.intervalMs);
    timer.unref();
    timers.push(timer);
  }
  return {
    stop: () => {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
