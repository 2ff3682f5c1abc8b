import type { FileRow } from '#server/features/imports/read-file';
import type { CheckedRecord, RecordError } from '#server/features/imports/import-records';
import { readDay, readWholeNumber } from '#shared/domain/import-cells';
import type { ColumnMapping, ImportField } from '#shared/domain/imports';
import { METRICS } from '#shared/domain/performance';
import { normalizePublicationLink } from '#shared/domain/publication-links';
import { toFieldErrors } from '#shared/schemas/fields';
import { readingSchema, type Reading } from '#shared/schemas/performance';
import { importsScreen } from '#shared/i18n/fr-imports';

// Issue 30, decision 0060: a row of a readings file is one reading — the publication's link,
// the day, the statistics — checked by the reading form's own schema (readingSchema). Which
// publication the link names is found later, in the agency's deals (import-readings.ts).

const t = importsScreen.errors;

/** A row's reading, with the link as compared and its column (where a link error is shown). */
export type ImportedReading = {
  link: string;
  linkColumn: number | null;
  reading: Reading;
  /** The published deliverable the link names, once found (resolveReadings). */
  target: { collaborationId: string; deliverableId: string } | null;
};

/** A statistic's cell: empty is 'not given'; '12 500', '12,5k' are numbers; else as typed. */
const readMetric = (cell: string) => (cell === '' ? null : readWholeNumber(cell));

export function checkReadingRow(mapping: ColumnMapping, row: FileRow): CheckedRecord {
  const columns = new Map<ImportField, number>();
  mapping.forEach((field, column) => field && columns.set(field, column));
  const cell = (field: ImportField) => {
    const column = columns.get(field);
    return column === undefined ? undefined : (row.cells[column] ?? '').trim();
  };
  const input: Record<string, unknown> = { readOn: readDay(cell('readOn') ?? '') };
  for (const metric of METRICS) {
    const value = cell(metric);
    if (value !== undefined) input[metric] = readMetric(value);
  }
  const linkColumn = columns.get('publishedUrl') ?? null;
  const link = normalizePublicationLink(cell('publishedUrl') ?? '');
  const errors: RecordError[] = [];
  if (link === '') errors.push({ line: row.line, column: linkColumn, message: t.noLink });
  const parsed = readingSchema.safeParse(input);
  if (!parsed.success) {
    for (const [path, message] of Object.entries(toFieldErrors(parsed.error.issues))) {
      const column = columns.get(path as ImportField) ?? null;
      errors.push({ line: row.line, column, message });
    }
  }
  if (!parsed.success || errors.length > 0) return { rows: [row], ok: false, errors };
  return {
    rows: [row],
    ok: true,
    kind: 'readings',
    value: { link, linkColumn, reading: parsed.data, target: null },
  };
}
