import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { importErrors, importJobs } from '#server/db/schema/imports';
import { withTenant } from '#server/db/tenant';
import { AppError } from '#server/lib/app-error';
import type { AgencyContext, SessionUser } from '#server/lib/context';
import type { Logger } from '#server/lib/logger';
import {
  addReading,
  insertClients,
  insertInfluencers,
  updateClient,
  updateInfluencer,
} from '#server/features/imports/feature-services';
import {
  bodyRows,
  checkedRecords,
  type CheckedRecord,
} from '#server/features/imports/import-records';
import { findMatches, planRecord, type MatchIndex } from '#server/features/imports/import-plan';
import {
  keepClientContractData,
  keepInfluencerContractData,
} from '#server/features/imports/import-kept-fields';
import { planReadings, resolveReadings } from '#server/features/imports/import-readings';
import { describeErrors } from '#server/features/imports/import-file-checks';
import { addToJob } from '#server/features/imports/import-job-counts';
import { readRows } from '#server/features/imports/read-file';
import { reportLeftovers } from '#server/features/imports/import-leftovers';
import { canOpenSection } from '#shared/domain/permissions';
import { withoutUnstorableCharacters } from '#shared/domain/stored-text';
import {
  IMPORT_SECTION,
  type ColumnMapping,
  type DuplicateRule,
  type ImportKind,
} from '#shared/domain/imports';
import type { ClientInput } from '#shared/schemas/clients';
import type { InfluencerInput } from '#shared/schemas/influencers';
import { importsScreen } from '#shared/i18n/fr-imports';

const t = importsScreen;

/** Records written in one transaction: big enough to be fast, small enough to report often. */
export const IMPORT_BATCH_SIZE = 500;

// The tables a job fills, whose statistics it keeps current.
const FILLED_TABLES: Record<ImportKind, SQL> = {
  clients: sql`clients, client_contacts`,
  influencers: sql`influencers, influencer_platforms`,
  readings: sql`publication_readings`,
};

/**
 * Tables an import is filling have no statistics for their new rows until autovacuum comes:
 * the planner would read a whole agency for each batch's brand or SIRET lookup instead of their
 * index. Analysed each time the job has doubled what it wrote (a few times a job, ~0.3 s at
 * 50,000 rows).
 */
async function analyzeTables(deps: { db: Database; logger?: Logger }, kind: ImportKind) {
  try {
    await deps.db.execute(sql`analyze ${FILLED_TABLES[kind]}`);
  } catch (error) {
    deps.logger?.error({ err: error }, 'an import could not analyse its tables');
  }
}

/** The user lost the section (or left the agency) while the job ran: it stops there. */
class ImportStopped extends Error {}

export type ImportJobSpec = {
  id: string;
  kind: ImportKind;
  agencyId: string;
  mapping: ColumnMapping;
  rule: DuplicateRule;
  headers: string[];
};

type Delta = {
  processedRows: number;
  createdCount: number;
  updatedCount: number;
  skippedCount: number;
  failedCount: number;
};
const noDelta = (): Delta => ({
  processedRows: 0,
  createdCount: 0,
  updatedCount: 0,
  skippedCount: 0,
  failedCount: 0,
});

// A report row is written whatever its cells hold: what PostgreSQL cannot keep is dropped.
const reportRows = (record: CheckedRecord, message: string) =>
  record.rows.map((row) => ({
    line: row.line,
    message,
    cells: row.cells.map(withoutUnstorableCharacters),
  }));

const lastLineOf = (records: CheckedRecord[]) => records.at(-1)?.rows.at(-1)?.line ?? 1;

/**
 * Runs a started job to its end (docs/decisions/0034). The file is read as a stream; each
 * batch of records is one tenant transaction that writes them through the Clients or
 * Influenceurs services and adds its counts to the job, so the progress shown is what is
 * committed. A batch that fails is written again record by record, each in its own
 * transaction: a bad row is reported and never stops the others.
 */
export async function runImport(
  deps: { db: Database; logger?: Logger },
  user: SessionUser,
  job: ImportJobSpec,
  options: { batchSize?: number } = {},
) {
  const batchSize = options.batchSize ?? IMPORT_BATCH_SIZE;
  // The last line of the file the job is done with: a job that stops reports the rest.
  let doneUpTo = 1;
  const scope = { agencyId: job.agencyId, userId: user.id };
  const inTenant = <T>(work: (ctx: AgencyContext) => Promise<T>) =>
    withTenant(deps.db, scope, async (db, member) => {
      const isAllowed =
        member?.agencyId === job.agencyId &&
        canOpenSection(member.permissions, IMPORT_SECTION[job.kind]);
      if (!isAllowed) throw new ImportStopped();
      return work({
        db,
        user: { ...user, permissions: member.permissions },
        agencyId: job.agencyId,
      });
    });

  const writeRecords = async (records: CheckedRecord[]) => {
    await inTenant(async (ctx) => {
      if (job.kind === 'readings') return writeReadings(ctx, records);
      const index = await findMatches(ctx, job.kind, records);
      const overlay: MatchIndex = new Map();
      const delta = noDelta();
      const creates: { id: string; input: ClientInput | InfluencerInput }[] = [];
      const updates: { id: string; input: ClientInput | InfluencerInput }[] = [];
      const failed: ReturnType<typeof reportRows> = [];
      for (const record of records) {
        delta.processedRows += record.rows.length;
        if (!record.ok) {
          delta.failedCount += 1;
          failed.push(...reportRows(record, describeErrors(record, job.headers)));
          continue;
        }
        if (record.kind === 'readings') continue;
        const action = planRecord(record, job.rule, index, overlay);
        if (action.action === 'skip') delta.skippedCount += 1;
        else if (action.action === 'create') {
          delta.createdCount += 1;
          creates.push({ id: action.id, input: record.value });
        } else {
          delta.updatedCount += 1;
          updates.push({ id: action.id, input: record.value });
        }
      }
      if (job.kind === 'clients') {
        await insertClients(ctx, creates as { id: string; input: ClientInput }[]);
        const kept = await keepClientContractData(
          ctx,
          updates as { id: string; input: ClientInput }[],
        );
        for (const update of kept) await updateClient(ctx, update.id, update.input);
      } else {
        await insertInfluencers(ctx, creates as { id: string; input: InfluencerInput }[]);
        const kept = await keepInfluencerContractData(
          ctx,
          updates as { id: string; input: InfluencerInput }[],
        );
        for (const update of kept) await updateInfluencer(ctx, update.id, update.input);
      }
      await saveErrors(ctx, failed);
      await addToJob(ctx, job.id, delta);
    });
  };

  /**
   * Readings (issue 30, decision 0060): each row's publication found by its link, the rule
   * applied, and the reading written by the reading form's own code, with its history line.
   */
  const writeReadings = async (ctx: AgencyContext, records: CheckedRecord[]) => {
    const resolved = await resolveReadings(ctx, records);
    const plan = await planReadings(ctx, resolved, job.rule);
    const delta = noDelta();
    const failed: ReturnType<typeof reportRows> = [];
    for (const record of resolved) {
      delta.processedRows += record.rows.length;
      if (!record.ok) {
        delta.failedCount += 1;
        failed.push(...reportRows(record, describeErrors(record, job.headers)));
      } else if (record.kind === 'readings' && plan.get(record)?.action === 'create') {
        const { collaborationId, deliverableId } = record.value.target!;
        await addReading(ctx, collaborationId, deliverableId, record.value.reading, 'import');
        delta.createdCount += 1;
      } else delta.skippedCount += 1;
    }
    await saveErrors(ctx, failed);
    await addToJob(ctx, job.id, delta);
  };

  const saveErrors = async (ctx: AgencyContext, rows: ReturnType<typeof reportRows>) => {
    if (rows.length === 0) return;
    await ctx.db
      .insert(importErrors)
      .values(rows.map((row) => ({ ...row, agencyId: ctx.agencyId, jobId: job.id })));
  };

  const writeBatch = async (records: CheckedRecord[]) => {
    if (records.length === 0) return;
    try {
      await writeRecords(records);
      doneUpTo = lastLineOf(records);
    } catch (error) {
      if (error instanceof ImportStopped) throw error;
      if (records.length > 1) {
        for (const record of records) await writeBatch([record]);
        return;
      }
      const [record] = records as [CheckedRecord];
      if (!(error instanceof AppError)) {
        deps.logger?.error({ err: error, jobId: job.id }, 'an imported row could not be written');
      }
      const message = error instanceof AppError ? error.message : t.errors.batchFailed;
      await inTenant(async (ctx) => {
        await saveErrors(ctx, reportRows(record, message));
        await addToJob(ctx, job.id, {
          ...noDelta(),
          processedRows: record.rows.length,
          failedCount: 1,
        });
      });
      doneUpTo = lastLineOf(records);
    }
  };

  const finish = (status: 'done' | 'failed', message = '') =>
    withTenant(deps.db, scope, (db) =>
      db
        .update(importJobs)
        .set({ status, message, file: null, finishedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(importJobs.id, job.id), eq(importJobs.agencyId, job.agencyId))),
    );

  let bytes: Uint8Array | null = null;
  try {
    bytes = await withTenant(deps.db, scope, async (db) => {
      const [row] = await db
        .select({ file: importJobs.file })
        .from(importJobs)
        .where(and(eq(importJobs.id, job.id), eq(importJobs.agencyId, job.agencyId)));
      return row?.file ?? null;
    });
    if (!bytes) throw new AppError('import_gone', 409, t.errors.notReady);
    let batch: CheckedRecord[] = [];
    let written = 0;
    let analyzeAt = batchSize;
    const rows = bodyRows(readRows(bytes));
    for await (const record of checkedRecords(job.kind, job.mapping, rows)) {
      batch.push(record);
      if (batch.length >= batchSize) {
        await writeBatch(batch);
        written += batch.length;
        batch = [];
        if (written >= analyzeAt) {
          await analyzeTables(deps, job.kind);
          analyzeAt *= 2;
        }
      }
    }
    await writeBatch(batch);
    await finish('done');
  } catch (error) {
    if (!(error instanceof ImportStopped) && !(error instanceof AppError)) {
      deps.logger?.error({ err: error, jobId: job.id }, 'an import stopped');
    }
    const message =
      error instanceof ImportStopped
        ? t.errors.stopped
        : error instanceof AppError
          ? error.message
          : t.errors.unreadable;
    const logFailure = (failure: unknown) =>
      deps.logger?.error({ err: failure, jobId: job.id }, 'an import could not be closed');
    // Every row the job did not reach goes to the report: none is left out without a word.
    const leftovers = { id: job.id, agencyId: job.agencyId, userId: user.id };
    await reportLeftovers(deps.db, leftovers, bytes, doneUpTo).catch(logFailure);
    await finish('failed', message).catch(logFailure);
  }
}
