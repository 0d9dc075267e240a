import type { Config } from '../config.ts';
import { quickbooksTokenRefreshJob } from '../modules/accounting/token-refresh-job.ts';
import { certificationExpiryJob } from '../modules/certifications/expiry-job.ts';
import { idempotencyCleanupJob } from '../modules/idempotency/cleanup-job.ts';
import { identityCleanupJob } from '../modules/identity/cleanup-job.ts';
import { adequacyRulesJob } from '../modules/labs/adequacy-rules-job.ts';
import { machineStatusJob } from '../modules/machine-status/automatic.ts';
import { qualitySummaryJob } from '../modules/quality/summary.ts';
import type { Job } from '../platform/jobs.ts';
import { unattachedUploadsJob } from '../platform/storage/cleanup-job.ts';

/** Every scheduled job of the server. A module adds its job here (see docs/architecture.md). */
export const JOBS: Job[] = [
  machineStatusJob,
  certificationExpiryJob,
  identityCleanupJob,
  unattachedUploadsJob,
  adequacyRulesJob,
  idempotencyCleanupJob,
  quickbooksTokenRefreshJob,
];

/** The jobs with those that read the configuration (the quality summary's thresholds and default zone). */
export function serverJobs(config: Pick<Config, 'defaultTimezone' | 'qualityThresholds'>): Job[] {
  return [...JOBS, qualitySummaryJob(config)];
}
