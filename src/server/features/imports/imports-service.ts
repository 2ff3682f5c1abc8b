import { and, asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { importErrors, importJobs } from '#server/db/schema/imports';
import { AppError, notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { toCsvText } from '#server/lib/export-stream';
import {
  bodyRows,
  checkedRecords,
  type CheckedRecord,
} from '#server/features/imports/import-records';
import { findMatches, planRecord, type MatchIndex } from '#server/features/imports/import-plan';
import { planReadings, resolveReadings } from '#server/features/imports/import-readings';
import { readRows } from '#server/features/imports/read-file';
import {
  IMPORT_PREVIEW_ROWS,
  type ColumnMapping,
  type DuplicateRule,
  type ImportKind,
} from '#shared/domain/imports';
import { guessMapping } from '#shared/domain/import-headers';
import { importsScreen } from '#shared/i18n/fr-imports';
import {
  type FileAnalysis,
  checkMapping,
  checkRule,
  firstRows,
} from '#server/features/imports/import-file-checks';

const t = importsScreen;

// A running job writes a batch every few seconds; one silent this long died with its server.
const STALE_AFTER_MS = 5 * 60 * 1000;
// Records looked up together by the summary (one query per kind of key).
const SUMMARY_BATCH = 500;

type JobRow = typeof importJobs.$inferSelect;

/** What the dialog shows of a job (never its file). */
export function toJobView(row: Omit<JobRow, 'file'>, now = Date.now()) {
  const isInterrupted = row.status === 'running' && now - row.updatedAt.getTime() > STALE_AFTER_MS;
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    headers: row.headers,
    totalRows: row.totalRows,
    status: isInterrupted ? ('failed' as const) : row.status,
    message: isInterrupted ? t.interrupted : row.message,
    mapping: row.mapping as ColumnMapping | null,
    rule: row.rule,
    processedRows: row.processedRows,
    created: row.createdCount,
    updated: row.updatedCount,
    skipped: row.skippedCount,
    failed: row.failedCount,
  };
}
export type ImportJobView = ReturnType<typeof toJobView>;

const { file: _file, ...jobColumns } = getTableColumns(importJobs);

const ownJob = (ctx: AgencyContext, kind: ImportKind, id: string) =>
  and(
    eq(importJobs.id, id),
    eq(importJobs.agencyId, ctx.agencyId),
    eq(importJobs.userId, ctx.user.id),
    eq(importJobs.kind, kind),
  );

export async function getImport(ctx: AgencyContext, kind: ImportKind, id: string) {
  const [row] = await ctx.db
    .select(jobColumns)
    .from(importJobs)
    .where(ownJob(ctx, kind, id));
  if (!row) throw notFound();
  return toJobView(row);
}

/** The job the dialog opens on: one running, or finished and not yet closed by its user. */
export async function getCurrentImport(ctx: AgencyContext, kind: ImportKind) {
  const [row] = await ctx.db
    .select(jobColumns)
    .from(importJobs)
    .where(
      and(
        eq(importJobs.agencyId, ctx.agencyId),
        eq(importJobs.userId, ctx.user.id),
        eq(importJobs.kind, kind),
        eq(importJobs.isDismissed, false),
        inArray(importJobs.status, ['running', 'done', 'failed']),
      ),
    )
    .orderBy(desc(importJobs.createdAt))
    .limit(1);
  return { job: row ? toJobView(row) : null };
}

export async function dismissImport(ctx: AgencyContext, kind: ImportKind, id: string) {
  const [row] = await ctx.db
    .update(importJobs)
    .set({ isDismissed: true })
    .where(ownJob(ctx, kind, id))
    .returning({ id: importJobs.id });
  if (!row) throw notFound();
  return { id: row.id };
}

/** A new job holding the file, ready to be mapped; the user's unstarted ones are dropped. */
export async function createImport(
  ctx: AgencyContext,
  kind: ImportKind,
  file: { name: string; bytes: Uint8Array },
  analysis: FileAnalysis,
) {
  await ctx.db
    .delete(importJobs)
    .where(
      and(
        eq(importJobs.agencyId, ctx.agencyId),
        eq(importJobs.userId, ctx.user.id),
        eq(importJobs.status, 'ready'),
      ),
    );
  const [row] = await ctx.db
    .insert(importJobs)
    .values({
      agencyId: ctx.agencyId,
      userId: ctx.user.id,
      kind,
      fileName: file.name.slice(0, 255),
      file: file.bytes,
      headers: analysis.headers,
      totalRows: analysis.totalRows,
    })
    .returning(jobColumns);
  if (!row) throw new Error('import job insert returned nothing');
  return {
    job: toJobView(row),
    samples: analysis.samples,
    mapping: guessMapping(kind, analysis.headers),
  };
}

/** The job's file, while it has one (until it has run). */
export async function readJobFile(ctx: AgencyContext, kind: ImportKind, id: string) {
  const [row] = await ctx.db
    .select({ file: importJobs.file, headers: importJobs.headers, status: importJobs.status })
    .from(importJobs)
    .where(ownJob(ctx, kind, id));
  if (!row) throw notFound();
  if (!row.file) throw new AppError('import_gone', 409, t.errors.notReady);
  return { bytes: row.file, headers: row.headers, status: row.status };
}

/** The first rows as they would be saved: each bad cell with its French reason. */
export async function previewImport(
  ctx: AgencyContext,
  kind: ImportKind,
  id: string,
  rawMapping: (string | null)[],
) {
  const job = await readJobFile(ctx, kind, id);
  const mapping = checkMapping(kind, job.headers, rawMapping);
  const rows: {
    line: number;
    cells: string[];
    cellErrors: Record<number, string>;
    rowErrors: string[];
  }[] = [];
  const rowsByLine = new Map<number, (typeof rows)[number]>();
  const source = firstRows(bodyRows(readRows(job.bytes)), IMPORT_PREVIEW_ROWS);
  const checked: CheckedRecord[] = [];
  for await (const record of checkedRecords(kind, mapping, source)) checked.push(record);
  // A reading's link is checked against the agency's publications before anything is written.
  const records = kind === 'readings' ? await resolveReadings(ctx, checked) : checked;
  for (const record of records) {
    for (const row of record.rows) {
      const shown = { line: row.line, cells: row.cells, cellErrors: {}, rowErrors: [] };
      rows.push(shown);
      rowsByLine.set(row.line, shown);
    }
    if (record.ok) continue;
    for (const error of record.errors) {
      const shown = rowsByLine.get(error.line) ?? rowsByLine.get(record.rows[0]!.line)!;
      if (error.column === null) shown.rowErrors.push(error.message);
      else shown.cellErrors[error.column] ??= error.message;
    }
  }
  return { rows };
}

/** What the import would do, counted on the whole file, before anything is written. */
export async function summarizeImport(
  ctx: AgencyContext,
  kind: ImportKind,
  id: string,
  rawMapping: (string | null)[],
  rule: DuplicateRule,
) {
  const job = await readJobFile(ctx, kind, id);
  const mapping = checkMapping(kind, job.headers, rawMapping);
  checkRule(kind, rule);
  // What the file adds is remembered across batches (nothing is written to find it again).
  const overlay: MatchIndex = new Map();
  const seenReadings = new Set<string>();
  const counts = { create: 0, update: 0, skip: 0, error: 0, records: 0 };
  const plan = async (checked: CheckedRecord[]) => {
    if (kind === 'readings') {
      const records = await resolveReadings(ctx, checked);
      const actions = await planReadings(ctx, records, rule, seenReadings);
      for (const record of records) {
        counts.records += 1;
        counts[actions.get(record)?.action ?? 'error'] += 1;
      }
      return;
    }
    const records = checked;
    const index = await findMatches(ctx, kind, records);
    for (const record of records) {
      counts.records += 1;
      if (!record.ok) counts.error += 1;
      else counts[planRecord(record, rule, index, overlay).action] += 1;
    }
  };
  let batch: CheckedRecord[] = [];
  for await (const record of checkedRecords(kind, mapping, bodyRows(readRows(job.bytes)))) {
    batch.push(record);
    if (batch.length >= SUMMARY_BATCH) {
      await plan(batch);
      batch = [];
    }
  }
  await plan(batch);
  return counts;
}

/** Marks the job running with its mapping and rule; the runner is started after commit. */
export async function startImport(
  ctx: AgencyContext,
  kind: ImportKind,
  id: string,
  rawMapping: (string | null)[],
  rule: DuplicateRule,
) {
  const job = await readJobFile(ctx, kind, id);
  const mapping = checkMapping(kind, job.headers, rawMapping);
  checkRule(kind, rule);
  const [row] = await ctx.db
    .update(importJobs)
    .set({ status: 'running', mapping, rule, updatedAt: new Date() })
    .where(and(ownJob(ctx, kind, id), eq(importJobs.status, 'ready')))
    .returning(jobColumns);
  if (!row) throw new AppError('import_started', 409, t.errors.alreadyStarted);
  return toJobView(row);
}

/** The report: the rows that were not imported, as they were, with the line and the reason. */
export async function importReport(ctx: AgencyContext, kind: ImportKind, id: string) {
  const [job] = await ctx.db
    .select({ headers: importJobs.headers, fileName: importJobs.fileName })
    .from(importJobs)
    .where(ownJob(ctx, kind, id));
  if (!job) throw notFound();
  const errors = await ctx.db
    .select({ line: importErrors.line, message: importErrors.message, cells: importErrors.cells })
    .from(importErrors)
    .where(and(eq(importErrors.jobId, id), eq(importErrors.agencyId, ctx.agencyId)))
    .orderBy(asc(importErrors.line));
  const csv = `\ufeff${toCsvText([
    [t.reportColumns.line, t.reportColumns.error, ...job.headers],
    ...errors.map((error) => [String(error.line), error.message, ...error.cells]),
  ])}`;
  const baseName = job.fileName.replace(/\.[^.]*$/, '') || 'import';
  return { csv, fileName: `${baseName}-erreurs.csv` };
}
