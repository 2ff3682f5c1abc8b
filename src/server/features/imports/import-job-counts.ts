import { and, eq, sql } from 'drizzle-orm';
import { importJobs } from '#server/db/schema/imports';
import type { AgencyContext } from '#server/lib/context';

export const jobCounters = {
  processedRows: importJobs.processedRows,
  createdCount: importJobs.createdCount,
  updatedCount: importJobs.updatedCount,
  skippedCount: importJobs.skippedCount,
  failedCount: importJobs.failedCount,
};

/** Adds a batch's counts to the job, in the batch's transaction. */
export function addToJob(
  ctx: AgencyContext,
  id: string,
  delta: Record<keyof typeof jobCounters, number>,
) {
  return ctx.db
    .update(importJobs)
    .set({
      processedRows: sql`${importJobs.processedRows} + ${delta.processedRows}`,
      createdCount: sql`${importJobs.createdCount} + ${delta.createdCount}`,
      updatedCount: sql`${importJobs.updatedCount} + ${delta.updatedCount}`,
      skippedCount: sql`${importJobs.skippedCount} + ${delta.skippedCount}`,
      failedCount: sql`${importJobs.failedCount} + ${delta.failedCount}`,
      updatedAt: new Date(),
    })
    .where(and(eq(importJobs.id, id), eq(importJobs.agencyId, ctx.agencyId)));
}
