import { Readable, Writable } from 'node:stream';
import { format as formatDate } from 'date-fns';
import Papa from 'papaparse';
import ExcelJS from 'exceljs';
import { create as contentDisposition } from 'content-disposition';
import { parseDay, today } from '#shared/domain/dates';
import { centsToDecimalComma } from '#shared/domain/money';

// The one way a list leaves as a file (decision 0033): rows read in keyset batches, each batch
// in a short tenant transaction of its own, and written a batch at a time, as CSV for Excel in
// France (semicolons, UTF-8 with a BOM, comma decimals, dd/MM/yyyy) or as .xlsx through
// exceljs's streaming writer. 100,000 rows never sit in memory, and no transaction stays open
// while the browser downloads.

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** How a column's values are written: text as is, cents as euros, days and moments as dates. */
export type ExportKind = 'text' | 'integer' | 'cents' | 'day' | 'moment';
export type ExportColumn = { header: string; kind?: ExportKind; width?: number };
/** A row's raw values in the order of its columns: cents as integers, days as 'yyyy-MM-dd'. */
export type ExportCell = string | number | Date | null | undefined;

export type ExportTable = {
  sheetName: string;
  columns: readonly ExportColumn[];
  /** The file's lines, a batch at a time (one array per batch read). */
  rows: AsyncIterable<ExportCell[][]>;
};

// Days come from the database as 'yyyy-MM-dd' (a date column, so a real day): rearranged as
// text, without a Date per cell. Anything else goes through parseDay, and is empty if no day.
const STORED_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const frenchDay = (day: Date) => formatDate(day, 'dd/MM/yyyy');

function frenchStoredDay(day: string) {
  const match = STORED_DAY.exec(day);
  if (match) return `${match[3]}/${match[2]}/${match[1]}`;
  const date = parseDay(day);
  return date ? frenchDay(date) : '';
}

/** A day as Excel stores it: midnight UTC (exceljs writes dates as UTC serials). */
const toUtcDay = (day: string) => {
  const date = parseDay(day);
  return date ? new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())) : null;
};

// A cell starting with these is a formula to Excel: a brand named '=HYPERLINK(…)' must stay
// text (CSV injection). '+' and '-' only when followed by more than a number or phone number,
// and '@' by more than a handle, so '+33 6 12 34 56 78', '-12,50' and '@lea.dupont' are
// written as they are.
const FORMULA_START = /^[=\t\r]|^[+-](?![\d\s.,()]*$)|^@(?![\w.]*$)/;
const FORMULA_FIRST = new Set(['=', '\t', '\r', '+', '-', '@']);
const guardFormula = (text: string) =>
  FORMULA_FIRST.has(text.charAt(0)) && FORMULA_START.test(text) ? `'${text}` : text;

function toCsvCell(kind: ExportKind, value: ExportCell): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'cents':
      return centsToDecimalComma(Number(value));
    case 'integer':
      return String(value);
    case 'day':
      if (typeof value === 'string') return frenchStoredDay(value);
      return value instanceof Date ? frenchDay(value) : '';
    case 'moment':
      return frenchDay(new Date(value));
    default:
      return guardFormula(String(value));
  }
}

function toXlsxCell(kind: ExportKind, value: ExportCell): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'cents':
      return Number(value) / 100;
    case 'integer':
      return Number(value);
    case 'day':
      return typeof value === 'string' ? toUtcDay(value) : value instanceof Date ? value : null;
    case 'moment': {
      const moment = new Date(value);
      return toUtcDay(formatDate(moment, 'yyyy-MM-dd'));
    }
    default:
      return String(value);
  }
}

const XLSX_FORMATS: Partial<Record<ExportKind, string>> = {
  cents: '#,##0.00',
  day: 'dd/mm/yyyy',
  moment: 'dd/mm/yyyy',
};

/** Lines as CSV text for Excel in France: semicolons, CRLF after every line (papaparse). */
export const toCsvText = (lines: readonly (readonly string[])[]) =>
  lines.length === 0
    ? ''
    : `${Papa.unparse(lines as string[][], { delimiter: ';', newline: '\r\n' })}\r\n`;

/** The BOM and the headers, then each batch's lines as one piece of text. */
function streamCsv(table: ExportTable): Readable {
  const kinds = table.columns.map((column) => column.kind ?? 'text');
  async function* pieces() {
    const headers = table.columns.map((column) => column.header);
    yield Buffer.from(`\ufeff${toCsvText([headers])}`);
    for await (const batch of table.rows) {
      const lines = batch.map((row) => kinds.map((kind, i) => toCsvCell(kind, row[i])));
      yield Buffer.from(toCsvText(lines));
    }
  }
  return Readable.from(pieces(), { objectMode: false });
}

/**
 * exceljs writes to a stream of its own without waiting for the reader: the bridge below holds
 * its writes while the browser is behind, and the rows are added only while it keeps up.
 */
function streamXlsx(table: ExportTable): Readable {
  const kinds = table.columns.map((column) => column.kind ?? 'text');
  let release: (() => void) | null = null;
  let waiting: Array<() => void> = [];
  let isStarted = false;
  const output = new Readable({
    read() {
      if (!isStarted) {
        isStarted = true;
        writeWorkbook().catch((error: unknown) => output.destroy(error as Error));
      }
      const next = release;
      release = null;
      next?.();
      const waiters = waiting;
      waiting = [];
      for (const resume of waiters) resume();
    },
  });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (output.push(chunk)) done();
      else release = () => done();
    },
    final(done) {
      output.push(null);
      done();
    },
  });
  const waitForReader = () => new Promise<void>((resolve) => waiting.push(resolve));

  async function writeWorkbook() {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: sink,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(table.sheetName.slice(0, 31), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = table.columns.map((column, i) => ({
      header: column.header,
      key: String(i),
      width: column.width ?? Math.max(12, Math.min(40, column.header.length + 4)),
      style: XLSX_FORMATS[kinds[i]!] ? { numFmt: XLSX_FORMATS[kinds[i]!] } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    // One style object per column, shared by its cells: exceljs knows a style it has seen by
    // the object, and otherwise renders each cell's style as XML to look it up.
    const cellStyles = kinds.map((kind) =>
      XLSX_FORMATS[kind] ? { numFmt: XLSX_FORMATS[kind] } : {},
    );
    // The rows' own style too (exceljs's types do not declare it).
    const rowStyle = {};
    for await (const batch of table.rows) {
      for (const row of batch) {
        const line = sheet.addRow(kinds.map((kind, i) => toXlsxCell(kind, row[i])));
        (line as unknown as { style: object }).style = rowStyle;
        line.eachCell((cell, column) => {
          cell.style = cellStyles[column - 1]!;
        });
        line.commit();
      }
      // Lets the compression run (it works off the event loop), then waits for the reader.
      await new Promise((resolve) => setImmediate(resolve));
      if (release !== null) await waitForReader();
    }
    sheet.commit();
    await workbook.commit();
  }
  return output;
}

/** The file as a web stream, for a Response body. */
export function streamExport(format: ExportFormat, table: ExportTable) {
  const stream = format === 'csv' ? streamCsv(table) : streamXlsx(table);
  return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The headers of a download named `<base>.<format>` (accents kept through RFC 5987). */
export const exportHeaders = (format: ExportFormat, baseName: string) => ({
  'Content-Type': CONTENT_TYPES[format],
  'Content-Disposition': contentDisposition(`${baseName}.${format}`),
  'Cache-Control': 'no-store',
});

/** The download of a list: '<base>-<today>.<format>', streamed as it is written. */
export const sendExport = (format: ExportFormat, baseName: string, table: ExportTable) =>
  new Response(streamExport(format, table), {
    status: 200,
    headers: exportHeaders(format, `${baseName}-${today()}`),
  });
