import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError } from '#server/lib/app-error';
import { importsScreen } from '#shared/i18n/fr-imports';

const t = importsScreen.errors;

export type FileType = 'csv' | 'xlsx';
/** A row of the file: its number as a spreadsheet shows it (the header is 1) and its cells. */
export type FileRow = { line: number; cells: string[] };

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** An .xlsx is a zip archive, whatever its name says; anything else is read as text (CSV). */
export function detectFileType(bytes: Uint8Array): FileType {
  return ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte) ? 'xlsx' : 'csv';
}

/**
 * The text of a CSV file: UTF-8 when every byte sequence is valid UTF-8 (a Windows-1252 'é'
 * alone never is), Windows-1252 otherwise; a byte-order mark is dropped (UTF-16 too, as Excel's
 * 'Texte Unicode' writes it).
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const body =
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return decodeWindows1252(body);
  }
}

// Bytes 0x80–0x9f of Windows-1252 (€, œ, ’, …). Node's TextDecoder('windows-1252') reads them as
// ISO-8859-1 control characters, so the table is ours (the five unassigned bytes stay as they are).
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 8192) {
    const codes = Array.from(bytes.subarray(start, start + 8192), (byte) =>
      byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH.charCodeAt(byte - 0x80) : byte,
    );
    text += String.fromCharCode(...codes);
  }
  return text;
}

const SEPARATORS = [';', ',', '\t', '|'] as const;

/**
 * The separator the header line uses most (outside quotes): the header names every column, so
 * it holds one separator fewer than there are columns. Papa Parse's own guess gives up on files
 * with empty lines or a quoted cell over several lines.
 */
export function guessSeparator(text: string): string {
  const counts = new Map<string, number>(SEPARATORS.map((separator) => [separator, 0]));
  let isQuoted = false;
  for (let index = 0; index < text.length && index < 64 * 1024; index += 1) {
    const char = text[index]!;
    if (char === '"') isQuoted = !isQuoted;
    else if (!isQuoted && (char === '\n' || char === '\r')) {
      if ([...counts.values()].some((count) => count > 0)) break;
    } else if (!isQuoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best: string = ';';
  for (const separator of SEPARATORS) {
    if (counts.get(separator)! > counts.get(best)!) best = separator;
  }
  return best;
}

const CHUNK_CHARS = 64 * 1024;

function* chunksOf(text: string) {
  for (let start = 0; start < text.length; start += CHUNK_CHARS) {
    yield text.slice(start, start + CHUNK_CHARS);
  }
}

/**
 * CSV rows, streamed: Papa Parse reads with the separator of the header line and stops reading while the rows it gave are not consumed, so a large file never sits in memory
 * as rows. Empty lines are counted (their number is the spreadsheet's) but not given.
 */
async function* readCsv(text: string): AsyncGenerator<FileRow> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, {
    delimiter: guessSeparator(text),
  }) as NodeJS.ReadWriteStream;
  Readable.from(chunksOf(text)).pipe(parser);
  let line = 0;
  for await (const cells of parser as AsyncIterable<string[]>) {
    line += 1;
    if (cells.every((cell) => cell.trim() === '')) continue;
    yield { line, cells };
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A cell of a spreadsheet as the text a CSV would hold. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    return day;
  }
  if (typeof value === 'object') {
    const cell = value as {
      richText?: { text: string }[];
      text?: unknown;
      result?: unknown;
      error?: unknown;
    };
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if (cell.text !== undefined) return cellText(cell.text);
    if ('result' in cell) return cellText(cell.result);
  }
  return '';
}

/** The first worksheet's rows, streamed by ExcelJS's reader (the workbook is never built). */
async function* readXlsx(bytes: Uint8Array): AsyncGenerator<FileRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      const cells = Array.from(values, (value) => cellText(value).trim());
      if (cells.every((cell) => cell === '')) continue;
      yield { line: row.number, cells };
    }
    return;
  }
}

/** Every row of the file, the header first; a file that cannot be read is a 422. */
export async function* readRows(bytes: Uint8Array): AsyncGenerator<FileRow> {
  try {
    if (detectFileType(bytes) === 'xlsx') yield* readXlsx(bytes);
    else yield* readCsv(decodeText(bytes));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('unreadable_file', 422, t.unreadable);
  }
}
