import type { Database } from '#server/db/client';
import { importErrors } from '#server/db/schema/imports';
import { withTenant } from '#server/db/tenant';
import { bodyRows } from '#server/features/imports/import-records';
import { readRows } from '#server/features/imports/read-file';
import { withoutUnstorableCharacters } from '#shared/domain/stored-text';
import { importsScreen } from '#shared/i18n/fr-imports';

const t = importsScreen;
// Report rows written together.
const BATCH = 500;

type LeftoverJob = { id: string; agencyId: string; userId: string };
type ReportRow = { line: number; message: string; cells: string[] };

/**
 * A job that stops half-way (issue 27) reports every row after the last one it finished, as the
 * file holds it; where the file cannot be read any further, one line says the rest was not
 * imported. So the report always lists what the import left out.
 */
export async function reportLeftovers(
  db: Database,
  job: LeftoverJob,
  bytes: Uint8Array | null,
  doneUpTo: number,
) {
  const scope = { agencyId: job.agencyId, userId: job.userId };
  const save = async (rows: ReportRow[]) => {
    if (rows.length === 0) return;
    await withTenant(db, scope, (tx) =>
      tx
        .insert(importErrors)
        .values(rows.map((row) => ({ ...row, agencyId: job.agencyId, jobId: job.id }))),
    );
  };
  let rows: ReportRow[] = [];
  let nextLine = doneUpTo + 1;
  try {
    if (!bytes) throw new Error('no file left to read');
    for await (const row of bodyRows(readRows(bytes))) {
      if (row.line <= doneUpTo) continue;
      const cells = row.cells.map(withoutUnstorableCharacters);
      rows.push({ line: row.line, message: t.errors.notImported, cells });
      nextLine = row.line + 1;
      if (rows.length >= BATCH) {
        await save(rows);
        rows = [];
      }
    }
    await save(rows);
  } catch {
    await save([...rows, { line: nextLine, message: t.errors.stoppedHere, cells: [] }]);
  }
}
