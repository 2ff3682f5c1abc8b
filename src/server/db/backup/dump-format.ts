/**
 * The dump file (docs/decisions/0015-backups.md). The embedded PostgreSQL ships no pg_dump, and
 * the system's pg_dump refuses a newer server, so backups are our own logical dump: the data
 * only, the schema being the Drizzle migrations the header names.
 *
 * A gzip stream of UTF-8 text:
 *
 *   {"format":"infludesk-dump","version":1,"createdAt":…,"migrations":{…},"tables":[…]}\n
 *   then, for each table of the header, in its order (foreign-key dependencies first):
 *   {"name":"agencies","columns":["id","name",…],"rows":2}\n
 *   exactly `rows` lines of `COPY … TO STDOUT` text format (one row per line: tab-separated,
 *   \N for null, newlines and backslashes escaped by PostgreSQL)
 *   \.\n   (PostgreSQL's own end-of-data marker, which no data row can be)
 */
export const DUMP_FORMAT = 'infludesk-dump';
export const DUMP_VERSION = 1;

export type DumpTable = { name: string; columns: string[]; rows: number };
export type DumpHeader = {
  format: typeof DUMP_FORMAT;
  version: number;
  createdAt: string;
  server: string;
  /** The Drizzle migrations applied to the dumped database: how many, and the last one. */
  migrations: { count: number; lastTag: string | null; lastCreatedAt: number | null };
  tables: DumpTable[];
};

export const END_OF_DATA = '\\.';
const NEWLINE = 0x0a;

export function parseHeader(line: string | undefined): DumpHeader {
  let header: Partial<DumpHeader> | undefined;
  try {
    header = line ? (JSON.parse(line) as Partial<DumpHeader>) : undefined;
  } catch {
    header = undefined;
  }
  if (header?.format !== DUMP_FORMAT || !Array.isArray(header.tables) || !header.migrations) {
    throw new Error('This file is not an Infludesk dump (npm run backup).');
  }
  if (header.version !== DUMP_VERSION) {
    throw new Error(`Dump format ${header.version}: this code reads format ${DUMP_VERSION}.`);
  }
  return header as DumpHeader;
}

/** Reads a dump's lines, and hands a table's rows on as raw chunks without splitting them. */
export class DumpReader {
  private buffered: Buffer = Buffer.alloc(0);
  private readonly chunks: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer>) {
    this.chunks = source[Symbol.asyncIterator]();
  }

  /** The next line without its newline; undefined at the end of the file. */
  async readLine(): Promise<string | undefined> {
    for (;;) {
      const end = this.buffered.indexOf(NEWLINE);
      if (end >= 0) {
        const line = this.buffered.subarray(0, end).toString('utf8');
        this.buffered = this.buffered.subarray(end + 1);
        return line;
      }
      if (!(await this.fill())) {
        if (this.buffered.length) throw new Error('The dump ends in the middle of a line.');
        return undefined;
      }
    }
  }

  /** Exactly `count` lines, newlines included, as a few large chunks. */
  async *takeLines(count: number): AsyncGenerator<Buffer> {
    let left = count;
    while (left > 0) {
      if (!this.buffered.length && !(await this.fill())) {
        throw new Error(`The dump is cut short: ${left} rows missing.`);
      }
      let position = 0;
      while (left > 0) {
        const end = this.buffered.indexOf(NEWLINE, position);
        if (end < 0) break;
        position = end + 1;
        left -= 1;
      }
      // All of the buffer when the count is not reached yet: a partial last row is fine for COPY.
      const cut = left === 0 ? position : this.buffered.length;
      yield this.buffered.subarray(0, cut);
      this.buffered = this.buffered.subarray(cut);
    }
  }

  /** Closes the file when the reader stops early (an error, a refusal). */
  async close() {
    await this.chunks.return?.();
  }

  private async fill() {
    const next = await this.chunks.next();
    if (next.done) return false;
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, next.value]) : next.value;
    return true;
  }
}

/** Counts rows (lines) in chunks of COPY text output. */
export function countLines(chunk: Buffer) {
  let lines = 0;
  for (let at = chunk.indexOf(NEWLINE); at >= 0; at = chunk.indexOf(NEWLINE, at + 1)) lines += 1;
  return lines;
}
