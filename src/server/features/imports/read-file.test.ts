import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { decodeText, detectFileType, readRows } from '#server/features/imports/read-file';

const rowsOf = async (bytes: Uint8Array) => {
  const rows = [];
  for await (const row of readRows(bytes)) rows.push(row);
  return rows;
};

const latin1 = (text: string) => Uint8Array.from(Array.from(text, (char) => char.charCodeAt(0)));
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decoding a CSV file', () => {
  it('reads UTF-8, with or without a byte-order mark', () => {
    expect(decodeText(utf8('Crème brûlée'))).toBe('Crème brûlée');
    expect(decodeText(utf8('\ufeffCrème brûlée'))).toBe('Crème brûlée');
  });

  it('reads Windows-1252 when the bytes are no valid UTF-8', () => {
    expect(decodeText(latin1('Crème brûlée, Noël'))).toBe('Crème brûlée, Noël');
    expect(decodeText(Uint8Array.from([0x80, 0x20, 0x9c]))).toBe('€ œ');
  });

  it('reads UTF-16 with its byte-order mark (Excel’s Unicode text)', () => {
    const text = 'Marque\tVille\nCafé\tLyon';
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    Array.from(text).forEach((char, index) => {
      bytes[2 + index * 2] = char.charCodeAt(0) & 0xff;
      bytes[3 + index * 2] = char.charCodeAt(0) >> 8;
    });
    expect(decodeText(bytes)).toBe(text);
  });
});

describe('reading rows', () => {
  it.each([
    ['semicolons', ';'],
    ['commas', ','],
    ['tabs', '\t'],
    ['pipes', '|'],
  ])('guesses the separator: %s', async (_name, separator) => {
    const text =
      ['Marque', 'Email', 'Notes'].join(separator) +
      '\r\n' +
      ['Café Olé', 'a@b.fr', '"Deux, mots; et | plus"'].join(separator) +
      '\r\n';
    const rows = await rowsOf(utf8(text));
    expect(rows).toEqual([
      { line: 1, cells: ['Marque', 'Email', 'Notes'] },
      { line: 2, cells: ['Café Olé', 'a@b.fr', 'Deux, mots; et | plus'] },
    ]);
  });

  it('skips empty lines but keeps the line numbers a spreadsheet shows', async () => {
    const rows = await rowsOf(latin1('Marque;Ville\n\nNoël;Sète\n;\nÉté;Nîmes\n'));
    expect(rows.map((row) => row.line)).toEqual([1, 3, 5]);
    expect(rows[1]!.cells).toEqual(['Noël', 'Sète']);
  });

  it('reads a quoted cell over several lines', async () => {
    const rows = await rowsOf(utf8('Marque;Notes\nA;"ligne 1\nligne 2"\nB;x\n'));
    expect(rows[1]!.cells).toEqual(['A', 'ligne 1\nligne 2']);
    expect(rows[2]!.cells).toEqual(['B', 'x']);
  });

  it('reads the first sheet of an .xlsx: text, numbers, dates, rich text and formulas', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Feuille 1');
    sheet.addRow(['Nom complet', 'Naissance', 'Abonnés', 'Lien']);
    sheet.addRow([
      { richText: [{ text: 'Léa ' }, { text: 'Martin', font: { bold: true } }] },
      new Date(Date.UTC(1996, 2, 14)),
      12500,
      { formula: '1+1', result: 2 },
    ]);
    sheet.addRow([]);
    sheet.addRow(['Zoé', null, null, { text: 'site', hyperlink: 'https://exemple.fr' }]);
    workbook.addWorksheet('Autre').addRow(['ignorée']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(detectFileType(bytes)).toBe('xlsx');
    expect(await rowsOf(bytes)).toEqual([
      { line: 1, cells: ['Nom complet', 'Naissance', 'Abonnés', 'Lien'] },
      { line: 2, cells: ['Léa Martin', '1996-03-14', '12500', '2'] },
      { line: 4, cells: ['Zoé', '', '', 'site'] },
    ]);
  });

  it('says in French that a damaged .xlsx cannot be read', async () => {
    const bytes = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    await expect(rowsOf(bytes)).rejects.toThrow(
      'Le fichier ne peut pas être lu : est-ce bien un fichier CSV ou Excel (.xlsx) ?',
    );
  });
});
