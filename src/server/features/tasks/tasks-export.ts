import type { AgencyContext } from '#server/lib/context';
import { mapRows, readInBatches } from '#server/lib/export-reading';
import { type ExportColumn, type ExportTable } from '#server/lib/export-stream';
import { findVisibleTasks, type VisiblePosition } from '#server/features/tasks/tasks-visible';
import { taskDisplayTitle } from '#shared/domain/tasks';
import { exportsText } from '#shared/i18n/fr-exports';
import { fr } from '#shared/i18n/fr';

// Every task the member sees (their own and the influencer-linked ones, as on the screen), by
// due date: the Tâches screen shows a week at a time and has no search, so the file is the
// whole of it, in keyset batches (tasks-visible.ts).

const BATCH = 1000;
const t = exportsText.tasks;

const COLUMNS: ExportColumn[] = [
  { header: t.title, width: 40 },
  { header: t.description, width: 40 },
  { header: t.status },
  { header: t.priority },
  { header: t.dueDate, kind: 'day' },
  { header: t.assignee, width: 22 },
  { header: t.influencer, width: 22 },
  { header: t.completedAt, kind: 'moment' },
];

async function readPage(ctx: AgencyContext, after: VisiblePosition | null) {
  const rows = await findVisibleTasks(ctx, after, BATCH);
  const last = rows.at(-1);
  return {
    rows,
    nextCursor: rows.length === BATCH && last ? { dueDate: last.dueDate, id: last.id } : null,
  };
}

type TaskRow = Awaited<ReturnType<typeof readPage>>['rows'][number];

const toLine = (row: TaskRow) => [
  taskDisplayTitle(row),
  row.description,
  fr.todoStatus[row.status],
  fr.todoPriority[row.priority],
  row.dueDate,
  [row.assigneeFirstName, row.assigneeLastName].filter(Boolean).join(' '),
  row.influencerName ?? '',
  row.completedAt,
];

/** The member's tasks as a file. */
export function exportTasks(db: AgencyContext['db'], user: AgencyContext['user']): ExportTable {
  const rows = readInBatches<TaskRow, VisiblePosition>(db, user, readPage);
  return {
    sheetName: exportsText.sheets.tasks,
    columns: COLUMNS,
    rows: mapRows(rows, (row) => [toLine(row)]),
  };
}
