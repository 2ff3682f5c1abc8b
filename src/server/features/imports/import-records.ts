import { AppError } from '#server/lib/app-error';
import type { FileRow } from '#server/features/imports/read-file';
import {
  checkReadingRow,
  type ImportedReading,
} from '#server/features/imports/import-reading-rows';
import {
  checkContactPhones,
  checkInfluencerPhone,
} from '#server/features/imports/feature-services';
import { DELIVERABLE_TYPES, PLATFORMS } from '#shared/domain/enums';
import {
  readBoolean,
  readCents,
  readContactType,
  readDay,
  readDeliverable,
  readPlatform,
  readSectorMain,
  readSectorSub,
  readWholeNumber,
} from '#shared/domain/import-cells';
import {
  CONTACT_COLUMN_GROUPS,
  type ColumnMapping,
  type ImportField,
  type ImportKind,
} from '#shared/domain/imports';
import { normalizeSearchText } from '#shared/domain/search';
import { clientInputSchema, type ClientInput } from '#shared/schemas/clients';
import { influencerInputSchema, type InfluencerInput } from '#shared/schemas/influencers';
import { toFieldErrors } from '#shared/schemas/fields';

/** Where a value of the record came from: the row (its line) and the column. */
type Source = { line: number; column: number };

/** One client or influencer: one row of the file, or several in a row that repeat it. */
type DraftRecord = {
  rows: FileRow[];
  identity: string;
  input: Record<string, unknown> & {
    contacts?: Record<string, unknown>[];
    platforms?: Record<string, unknown>[];
    rates?: Record<string, unknown>[];
  };
  sources: Map<string, Source>;
};

export type RecordError = { line: number; column: number | null; message: string };

export type CheckedRecord = { rows: FileRow[] } & (
  | { ok: true; kind: 'clients'; value: ClientInput }
  | { ok: true; kind: 'influencers'; value: InfluencerInput }
  | { ok: true; kind: 'readings'; value: ImportedReading }
  | { ok: false; errors: RecordError[] }
);

/** The kinds whose rows make address-book records (a readings row is one reading). */
type RecordKind = Exclude<ImportKind, 'readings'>;

/** The values a row gives, field by field (trimmed; '' for an empty cell). */
function readCells(mapping: ColumnMapping, row: FileRow) {
  const values = new Map<ImportField, { value: string; column: number }>();
  mapping.forEach((field, column) => {
    if (!field) return;
    values.set(field, { value: (row.cells[column] ?? '').trim(), column });
  });
  return values;
}

type Cells = ReturnType<typeof readCells>;

const identityOf = (kind: RecordKind, cells: Cells) =>
  normalizeSearchText(
    kind === 'clients'
      ? cells.get('brandName')?.value
      : cells.get('username')?.value || cells.get('fullName')?.value,
  );

/** Fills the record's own fields from a row; a repeated row only fills what is still empty. */
function setMain(
  draft: DraftRecord,
  cells: Cells,
  row: FileRow,
  field: ImportField,
  read: (value: string) => unknown = (value) => value,
) {
  const cell = cells.get(field);
  if (!cell) return;
  if (
    draft.input[field] !== undefined &&
    draft.input[field] !== '' &&
    draft.input[field] !== null
  ) {
    return;
  }
  if (cell.value === '' && draft.input[field] !== undefined) return;
  draft.input[field] = read(cell.value);
  draft.sources.set(field, { line: row.line, column: cell.column });
}

/** A contact, platform or rate from a group of columns; none when all are empty. */
function addChild(
  draft: DraftRecord,
  list: 'contacts' | 'platforms' | 'rates',
  row: FileRow,
  parts: [string, { value: string; column: number } | undefined, (value: string) => unknown][],
  fixed: Record<string, unknown> = {},
) {
  if (parts.every(([, cell]) => !cell || cell.value === '')) return;
  const children = (draft.input[list] ??= []);
  const index = children.length;
  const child: Record<string, unknown> = { ...fixed };
  for (const [key, cell, read] of parts) {
    if (!cell) continue;
    if (cell.value !== '') child[key] = read(cell.value);
    else if (key === 'name' || key === 'email' || key === 'handle' || key === 'type')
      child[key] = '';
    draft.sources.set(`${list}.${index}.${key}`, { line: row.line, column: cell.column });
  }
  children.push(child);
}

const text = (value: string) => value;

function fillClient(draft: DraftRecord, cells: Cells, row: FileRow) {
  setMain(draft, cells, row, 'brandName');
  setMain(draft, cells, row, 'sectorMain', (value) => (value ? readSectorMain(value) : null));
  setMain(draft, cells, row, 'sectorSub', (value) =>
    value ? readSectorSub(draft.input.sectorMain, value) : null,
  );
  setMain(draft, cells, row, 'notes');
  for (let group = 0; group < CONTACT_COLUMN_GROUPS; group += 1) {
    const cell = (part: string) => cells.get(`contacts.${group}.${part}` as ImportField);
    addChild(draft, 'contacts', row, [
      ['name', cell('name'), text],
      ['email', cell('email'), text],
      ['phone', cell('phone'), text],
      ['role', cell('role'), text],
      ['type', cell('type'), readContactType],
    ]);
  }
  // An empty type is the form's default (brand), not an error.
  for (const contact of draft.input.contacts ?? []) if (contact.type === '') delete contact.type;
}

function fillInfluencer(draft: DraftRecord, cells: Cells, row: FileRow) {
  for (const field of ['fullName', 'username', 'address', 'phoneNumber', 'siret'] as const) {
    setMain(draft, cells, row, field);
  }
  setMain(draft, cells, row, 'internalReferent');
  setMain(draft, cells, row, 'birthDate', readDay);
  setMain(draft, cells, row, 'isExclusive', readBoolean);
  setMain(draft, cells, row, 'internalNotes');
  setMain(draft, cells, row, 'proposedTo');
  for (const platform of PLATFORMS) {
    addChild(
      draft,
      'platforms',
      row,
      [
        ['handle', cells.get(`handle.${platform}`), text],
        ['audience', cells.get(`audience.${platform}`), readWholeNumber],
      ],
      { name: platform },
    );
  }
  addChild(draft, 'platforms', row, [
    ['name', cells.get('platform.name'), readPlatform],
    ['handle', cells.get('platform.handle'), text],
    ['audience', cells.get('platform.audience'), readWholeNumber],
  ]);
  for (const type of DELIVERABLE_TYPES) {
    addChild(draft, 'rates', row, [['priceCents', cells.get(`rate.${type}`), readCents]], { type });
  }
  addChild(draft, 'rates', row, [
    ['type', cells.get('rate.type'), readDeliverable],
    ['priceCents', cells.get('rate.price'), readCents],
  ]);
  // A platform's empty audience is "unknown", as in the form.
  for (const platform of draft.input.platforms ?? []) platform.audience ??= null;
}

/**
 * Rows to records, streamed: a row whose name cell is empty, or repeats the previous row's
 * (brand name; username or full name), adds its contacts, platforms and rates to that record.
 */
export async function* groupRecords(
  kind: RecordKind,
  mapping: ColumnMapping,
  rows: AsyncIterable<FileRow>,
): AsyncGenerator<DraftRecord> {
  let current: DraftRecord | null = null;
  const fill = kind === 'clients' ? fillClient : fillInfluencer;
  for await (const row of rows) {
    const cells = readCells(mapping, row);
    const identity = identityOf(kind, cells);
    if (!current || (identity !== '' && identity !== current.identity)) {
      if (current) yield current;
      current = { rows: [], identity, input: {}, sources: new Map() };
    }
    current.rows.push(row);
    fill(current, cells, row);
  }
  if (current) yield current;
}

function errorsOf(draft: DraftRecord, fields: Record<string, string>): RecordError[] {
  const firstLine = draft.rows[0]?.line ?? 0;
  return Object.entries(fields).map(([path, message]) => {
    // An error of a whole list ('contacts') has no cell: the record's first row carries it.
    const source = draft.sources.get(path);
    return { line: source?.line ?? firstLine, column: source?.column ?? null, message };
  });
}

/** The forms' checks of a new record: the shared schema, then the service's phone rule. */
export function checkRecord(kind: RecordKind, draft: DraftRecord): CheckedRecord {
  const schema = kind === 'clients' ? clientInputSchema : influencerInputSchema;
  const parsed = schema.safeParse(draft.input);
  if (!parsed.success) {
    return {
      rows: draft.rows,
      ok: false,
      errors: errorsOf(draft, toFieldErrors(parsed.error.issues)),
    };
  }
  try {
    if (kind === 'clients') {
      checkContactPhones((parsed.data as ClientInput).contacts, []);
      return { rows: draft.rows, ok: true, kind, value: parsed.data as ClientInput };
    }
    checkInfluencerPhone((parsed.data as InfluencerInput).phoneNumber, []);
    return { rows: draft.rows, ok: true, kind, value: parsed.data as InfluencerInput };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      rows: draft.rows,
      ok: false,
      errors: errorsOf(draft, error.fields ?? { _: error.message }),
    };
  }
}

/** The rows of the file after its header, as checked records (a reading: one per row). */
export async function* checkedRecords(
  kind: ImportKind,
  mapping: ColumnMapping,
  rows: AsyncIterable<FileRow>,
): AsyncGenerator<CheckedRecord> {
  if (kind === 'readings') {
    for await (const row of rows) yield checkReadingRow(mapping, row);
    return;
  }
  for await (const draft of groupRecords(kind, mapping, rows)) yield checkRecord(kind, draft);
}

/** Every row after the first (the header). */
export async function* bodyRows(rows: AsyncIterable<FileRow>): AsyncGenerator<FileRow> {
  let isHeader = true;
  for await (const row of rows) {
    if (isHeader) {
      isHeader = false;
      continue;
    }
    yield row;
  }
}
