import { AppError, invalid } from '#server/lib/app-error';
import { type CheckedRecord } from '#server/features/imports/import-records';
import { readRows, type FileRow } from '#server/features/imports/read-file';
import {
  IMPORT_PREVIEW_ROWS,
  REQUIRED_FIELDS,
  RULES_OF,
  fieldLabel,
  fieldsOf,
  type ColumnMapping,
  type DuplicateRule,
  type ImportField,
  type ImportKind,
} from '#shared/domain/imports';
import { hasUnstorableCharacter } from '#shared/domain/stored-text';
import { importsScreen } from '#shared/i18n/fr-imports';

// What an import file holds, before any job: its columns and rows read once, a mapping checked
// against the fields, a row refused told in French (issue 19).

const t = importsScreen;

// --- The file --------------------------------------------------------------------------------

export type FileAnalysis = {
  headers: string[];
  totalRows: number;
  /** A value of each column, from the first rows, for the columns step. */
  samples: string[];
};

/** A name the file's header gives its column, or its number when it has none (or a bad one). */
const columnName = (headers: string[] | null, index: number) => {
  const header = headers?.[index];
  return header && !hasUnstorableCharacter(header) ? header : `Colonne ${index + 1}`;
};

/**
 * PostgreSQL keeps neither NUL nor a lone UTF-16 surrogate (in `jsonb`: the job's headers, the
 * report's cells): such a file is refused whole at upload, naming the first such cell, rather
 * than an import that stops half-way (issue 27, decision 0017).
 */
function checkCharacters(row: FileRow, headers: string[] | null) {
  const index = row.cells.findIndex(hasUnstorableCharacter);
  if (index === -1) return;
  const message = t.errors.badCharacter(row.line, columnName(headers, index));
  throw new AppError('bad_character', 422, message);
}

/** The file's name, given with the upload: a bad character is a 422 naming it. */
export function checkFileName(name: string) {
  if (hasUnstorableCharacter(name)) {
    throw invalid({ name: t.errors.badFileName }, t.errors.badFileName);
  }
}

/** Reads the whole file once: its header, its row count (within the limit) and examples. */
export async function analyzeFile(bytes: Uint8Array, maxRows: number): Promise<FileAnalysis> {
  let headers: string[] | null = null;
  let samples: string[] = [];
  let totalRows = 0;
  for await (const row of readRows(bytes)) {
    checkCharacters(row, headers);
    if (!headers) {
      headers = row.cells.map((cell, index) => cell.trim() || `Colonne ${index + 1}`);
      samples = headers.map(() => '');
      continue;
    }
    totalRows += 1;
    if (totalRows > maxRows)
      throw new AppError('too_many_rows', 422, t.errors.tooManyRows(maxRows));
    if (totalRows <= IMPORT_PREVIEW_ROWS) {
      headers.forEach((_, index) => {
        if (!samples[index]) samples[index] = (row.cells[index] ?? '').trim();
      });
    }
  }
  if (!headers || headers.every((header) => header.startsWith('Colonne '))) {
    throw new AppError('no_header', 422, headers ? t.errors.noHeader : t.errors.emptyFile);
  }
  if (totalRows === 0) throw new AppError('empty_file', 422, t.errors.emptyFile);
  return { headers, totalRows, samples };
}

/** The mapping sent by the dialog: one known field per column, each field once, names mapped. */
export function checkMapping(kind: ImportKind, headers: string[], mapping: (string | null)[]) {
  const known = new Set<string>(fieldsOf(kind));
  if (mapping.length !== headers.length || mapping.some((field) => field && !known.has(field))) {
    throw invalid({ mapping: t.errors.mapping }, t.errors.mapping);
  }
  const seen = new Set<string>();
  for (const field of mapping) {
    if (!field) continue;
    if (seen.has(field)) {
      const message = t.errors.fieldTwice(fieldLabel(field as ImportField));
      throw invalid({ mapping: message }, message);
    }
    seen.add(field);
  }
  for (const field of REQUIRED_FIELDS[kind]) {
    if (!seen.has(field)) {
      const message = t.errors.missingField(fieldLabel(field));
      throw invalid({ mapping: message }, message);
    }
  }
  return mapping as ColumnMapping;
}

/** A rule the kind offers (a reading is never updated by a file: RULES_OF). */
export function checkRule(kind: ImportKind, rule: DuplicateRule) {
  if (!RULES_OF[kind].includes(rule)) throw invalid({ rule: t.errors.rule }, t.errors.rule);
}

export async function* firstRows(rows: AsyncIterable<FileRow>, count: number) {
  let given = 0;
  for await (const row of rows) {
    if (given >= count) return;
    given += 1;
    yield row;
  }
}

/** The error message of a record, naming the file's column of each bad cell. */
export function describeErrors(record: CheckedRecord & { ok: false }, headers: string[]) {
  return record.errors
    .map((error) =>
      error.column === null ? error.message : `${headers[error.column]} : ${error.message}`,
    )
    .join(' ; ');
}
