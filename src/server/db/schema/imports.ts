import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  boolean,
} from 'drizzle-orm/pg-core';
import { id, tenantPolicies, timestamps } from '#server/db/schema/common';
import { agencyId, users } from '#server/db/schema/identity';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const IMPORT_STATUSES = ['ready', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

// An import of clients, influencers (issue 19, docs/decisions/0034) or readings (issue 30): the uploaded file until
// the job has read it, the mapping and rule chosen, and the progress, written by each batch in
// its own transaction, so that what it says is what is committed. Private to its user.
export const importJobs = pgTable(
  'import_jobs',
  {
    id: id(),
    agencyId: agencyId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // IMPORT_KINDS (shared/domain/imports); a text column: a new kind needs no migration.
    kind: text('kind', { enum: ['clients', 'influencers', 'readings'] }).notNull(),
    fileName: text('file_name').notNull(),
    /** Emptied once the job has run: the data is in the tables then. */
    file: bytea('file'),
    headers: jsonb('headers').$type<string[]>().notNull(),
    totalRows: integer('total_rows').notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('ready'),
    mapping: jsonb('mapping').$type<(string | null)[]>(),
    rule: text('rule', { enum: ['skip', 'update', 'create'] }),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    message: text('message').notNull().default(''),
    /** The user closed the finished job: the dialog opens on a new import again. */
    isDismissed: boolean('is_dismissed').notNull().default(false),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('import_jobs_user_idx').on(t.agencyId, t.userId, t.kind, t.createdAt.desc()),
    ...tenantPolicies('import_jobs'),
  ],
);

/** The rows an import could not write, and why: its downloadable report. */
export const importErrors = pgTable(
  'import_errors',
  {
    id: id(),
    agencyId: agencyId(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    message: text('message').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('import_errors_job_idx').on(t.jobId, t.line),
    index('import_errors_agency_idx').on(t.agencyId),
    ...tenantPolicies('import_errors'),
  ],
);
