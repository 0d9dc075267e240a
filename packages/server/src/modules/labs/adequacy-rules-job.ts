import { withWrite } from '../../db/write.ts';
import { asSystem, type Job, type JobServices } from '../../platform/jobs.ts';
import { outdatedDays, recomputeDays } from './calculated.ts';
import { publishCalculated } from './events.ts';

/**
 * Patient-days rewritten per run, each run one transaction holding those patients' result locks: small enough
 * that a nurse's lab write for one of them waits seconds at most; a large backlog is worked off run by run.
 */
const BATCH = 200;

/**
 * Results written by older adequacy rules (ADEQUACY_RULES_VERSION; 0 before issue 25, when a seconds-long
 * session showed eKt/V -17315.4 and a second session of a day reused the first one's report) are rewritten by
 * the current rules, a batch of patient-days per run. Idempotent: a rewritten day is at the current version,
 * so a second run (or another instance) finds nothing more to do.
 */
export async function rewriteOutdatedResults(services: Pick<JobServices, 'db' | 'clock' | 'pubsub'>) {
  const { days, changed } = await withWrite(asSystem(services), async (w) => {
    const outdated = await outdatedDays(w, BATCH);
    return { days: outdated, changed: await recomputeDays(w, outdated) };
  });
  for (const patientID of new Set(changed.map((c) => c.patientID))) {
    const first = changed.find((c) => c.patientID === patientID);
    if (first) publishCalculated(services, first);
  }
  return days.length;
}

export const adequacyRulesJob: Job = {
  name: 'adequacy-rules',
  // Every minute: with nothing left to rewrite a run is one small query.
  intervalMs: 60 * 1000,
  run: async (services) => {
    await rewriteOutdatedResults(services);
  },
};
