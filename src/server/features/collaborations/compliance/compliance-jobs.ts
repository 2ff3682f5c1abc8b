import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { withTenant } from '#server/db/tenant';
import type { JobQueue } from '#server/lib/jobs/job-queue';
import { selectRows } from '#server/lib/raw-rows';
import { refreshStaleCompliance } from '#server/features/collaborations/compliance/compliance-results';

// Issue 33 on decision 0063: a deal's compliance is evaluated when read, and also every minute
// for every agency with stale marks, so that a deal turning 'Bloquant' notifies its managers
// (saveComplianceResults) within a minute of the change, whether or not anyone opens it.

export const COMPLIANCE_QUEUE = 'compliance-refresh';

export function defineComplianceQueue(jobs: JobQueue) {
  jobs.defineQueue(COMPLIANCE_QUEUE, { expireInSeconds: 600, retryLimit: 2, retryDelay: 60 });
}

export async function startComplianceWorkers(jobs: JobQueue, db: Database) {
  await jobs.work(COMPLIANCE_QUEUE, { batchSize: 1 }, () => refreshEveryAgency(db));
  await jobs.schedule(COMPLIANCE_QUEUE, '* * * * *', {}, { tz: 'UTC' });
}

/**
 * Evaluates the stale deals of every agency that has some, each agency in its own tenant
 * transaction (the facts are read through row-level security). Returns the agencies done.
 */
export async function refreshEveryAgency(db: Database) {
  const agencies = await selectRows<{ agencyId: string }>(
    db,
    sql`select distinct agency_id as "agencyId" from compliance_stale`,
  );
  for (const { agencyId } of agencies) {
    await withTenant(db, { agencyId }, (tx) => refreshStaleCompliance({ db: tx, agencyId }));
  }
  return agencies.length;
}
