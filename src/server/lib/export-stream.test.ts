import { describe, expect, it } from 'vitest';
import { readCsv, readXlsx } from '#server/testing/export-files';
import {
  exportHeaders,
  streamExport,
  type ExportCell,
  type ExportColumn,
  type ExportFormat,
} from '#server/lib/export-stream';

const COLUMNS: ExportColumn[] = [
  { header: 'Nom' },
  { header: 'Montant (€)', kind: 'cents' },
  { header: 'Jour', kind: 'day' },
  { header: 'Nombre', kind: 'integer' },
  { header: 'Payé le', kind: 'moment' },
];

// The lines in two batches, as the lists give them.
async function* rowsOf(rows: ExportCell[][]) {
  yield rows.slice(0, 1);
  yield rows.slice(1);
}

async function write(format: ExportFormat, rows: ExportCell[][]) {
  const stream = streamExport(format, {
    sheetName: 'Feuille',
    columns: COLUMNS,
    rows: rowsOf(rows),
  });
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** `count` lines in batches of 1,000, counting how many were asked for. */
function batchesOf(count: number) {
  let produced = 0;
  async function* rows() {
    for (let start = 0; start < count; start += 1000) {
      const batch: ExportCell[][] = [];
      for (let i = start; i < Math.min(count, start + 1000); i += 1) {
        batch.push([`Ligne ${i}`, i, '2026-01-01', i, null]);
      }
      produced += batch.length;
      yield batch;
    }
  }
  return { rows: rows(), produced: () => produced };
}

describe('CSV for Excel in France', () => {
  it('writes a BOM, semicolons, CRLF, comma decimals and dd/MM/yyyy dates', async () => {
    const bytes = await write('csv', [
      ['Léa; « Dupont »', 123_451, '2026-03-02', 7, new Date(2026, 4, 9, 12)],
      ['Sans montant', null, null, 0, null],
      ['Négatif', -5, '2026-12-31', null, undefined],
    ]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')[0]).toBe('Nom;Montant (€);Jour;Nombre;Payé le');
    expect(readCsv(bytes)).toEqual([
      ['Nom', 'Montant (€)', 'Jour', 'Nombre', 'Payé le'],
      ['Léa; « Dupont »', '1234,51', '02/03/2026', '7', '09/05/2026'],
      ['Sans montant', '', '', '0', ''],
      ['Négatif', '-0,05', '31/12/2026', '', ''],
    ]);
  });

  it('keeps a cell Excel would run as a formula as text, but not a phone number or a handle', async () => {
    const bytes = await write('csv', [
      ['=HYPERLINK("http://x")', 0, null, null, null],
      ['+33 6 12 34 56 78', 0, null, null, null],
      ['@SUM(A1)', 0, null, null, null],
      ['-cmd|calc', 0, null, null, null],
      ['@lea.dupont_2', 0, null, null, null],
    ]);
    expect(readCsv(bytes).map((row) => row[0])).toEqual([
      'Nom',
      `'=HYPERLINK("http://x")`,
      '+33 6 12 34 56 78',
      `'@SUM(A1)`,
      `'-cmd|calc`,
      '@lea.dupont_2',
    ]);
  });
  it('waits for a slow reader instead of holding the rows', async () => {
    const { rows: many, produced } = batchesOf(200_000);
    const stream = streamExport('csv', { sheetName: 'Feuille', columns: COLUMNS, rows: many });
    const reader = stream.getReader();
    let lines = 0;
    const count = (bytes: Uint8Array) => {
      for (const byte of bytes) if (byte === 10) lines += 1;
    };
    count((await reader.read()).value!);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(produced()).toBeLessThan(100_000);
    for (let read = await reader.read(); !read.done; read = await reader.read()) count(read.value);
    expect(lines).toBe(200_001);
  });
});

describe('xlsx', () => {
  it('is read back by exceljs: numbers in euros, days as dates, text as text', async () => {
    const bytes = await write('xlsx', [
      ['=1+1', 123_451, '2026-03-02', 7, null],
      ['Vide', null, null, null, null],
    ]);
    const rows = await readXlsx(bytes);
    expect(rows[0]).toEqual(['Nom', 'Montant (€)', 'Jour', 'Nombre', 'Payé le']);
    expect(rows[1]).toEqual(['=1+1', 1234.51, new Date(Date.UTC(2026, 2, 2)), 7]);
    expect(rows[2]).toEqual(['Vide']);
  });

  it('waits for a slow reader instead of holding the rows', async () => {
    const { rows: many, produced } = batchesOf(50_000);
    const stream = streamExport('xlsx', { sheetName: 'Feuille', columns: COLUMNS, rows: many });
    const reader = stream.getReader();
    const chunks: Uint8Array[] = [(await reader.read()).value!];
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // The reader took one chunk: the rows stopped a little ahead of it, not at the end.
    expect(produced()).toBeLessThan(25_000);
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks.push(read.value);
    }
    const rows = await readXlsx(Buffer.concat(chunks));
    expect(rows).toHaveLength(50_001);
    expect(rows.at(-1)?.[0]).toBe('Ligne 49999');
  });
});

describe('headers', () => {
  it('names the download, accents kept', () => {
    const headers = exportHeaders('xlsx', 'tâches-2026-11-24');
    expect(headers['Content-Type']).toContain('spreadsheetml');
    expect(headers['Content-Disposition']).toMatch(/^attachment;/);
    expect(headers['Content-Disposition']).toContain(
      "filename*=UTF-8''t%C3%A2ches-2026-11-24.xlsx",
    );
  });
});
