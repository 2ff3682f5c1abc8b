import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { renderReportXlsx } from './report-xlsx';
import { makeReport, toSharedWithoutBudget } from './report-exports-testing';

// The report's workbook read back with exceljs: its sheets, headers, and numbers kept as
// numbers under French formats.

async function readWorkbook(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

/** A sheet's cell under `header` in the row whose first cell is `first`. */
function cellOf(sheet: ExcelJS.Worksheet, first: string, header: string) {
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  const column = headers.indexOf(header);
  expect(column, header).toBeGreaterThanOrEqual(0);
  let found: ExcelJS.Cell | null = null;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === first) found ??= row.getCell(column + 1);
  });
  expect(found, first).not.toBeNull();
  return found as unknown as ExcelJS.Cell;
}

describe('the campaign report as .xlsx', () => {
  it('has one sheet per level, numbers as numbers under French headers', async () => {
    const workbook = await readWorkbook(await renderReportXlsx(makeReport()));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Campagne',
      'Créateurs',
      'Publications',
      'Évolution',
    ]);

    const campaign = workbook.getWorksheet('Campagne')!;
    const lines = new Map(rowsOf(campaign).map(([label, value]) => [label, value]));
    expect(lines.get('Campagne')).toBe('Lancement été — Côte d’Azur');
    expect(lines.get('Agence')).toBe('Agence Lumière & Cie');
    expect(lines.get('Publications')).toBe(3);
    expect(lines.get('Portée')).toBe(12_500);
    expect(lines.get('Montant facturé')).toBe(4_500.5);
    expect(lines.get('Marge')).toBe(1_700.5);
    expect(lines.get("Conclusion de l'agence")).toContain('À renouveler au printemps');
    expect(cellOf(campaign, "Taux d'engagement", 'Valeur').numFmt).toBe('0.00 %');

    const creators = workbook.getWorksheet('Créateurs')!;
    expect(cellOf(creators, 'Zoé Œuvray', 'Publications').value).toBe(1);
    expect(cellOf(creators, 'Léa Dupont-Évrard', 'Coût').value).toBe(2_000);
    expect(cellOf(creators, 'Léa Dupont-Évrard', 'Coût').numFmt).toBe('#,##0.00 "€"');

    const publications = workbook.getWorksheet('Publications')!;
    const reel = cellOf(publications, 'Léa Dupont-Évrard', "Taux d'engagement");
    expect(reel.value).toBeCloseTo(571 / 12_500, 10);
    expect(cellOf(publications, 'Léa Dupont-Évrard', 'Type').value).toBe('Réel Instagram');
    expect(cellOf(publications, 'Léa Dupont-Évrard', 'Publiée le').value).toEqual(
      new Date(Date.UTC(2026, 10, 1)),
    );
    // The CPM on the billed price: 2 500 € over 20 000 impressions.
    expect(cellOf(publications, 'Léa Dupont-Évrard', 'CPM — Sur le prix facturé').value).toBe(125);
    // Zoé's TikTok has no reach: an empty cell, not 0, and its rate is on the impressions.
    expect(cellOf(publications, 'Zoé Œuvray', 'Portée').value).toBeNull();
    expect(cellOf(publications, 'Zoé Œuvray', "Base du taux d'engagement").value).toBe(
      'sur les impressions',
    );
    expect(cellOf(publications, 'Zoé Œuvray', 'Type').value).toBe('Vlog « coulisses »');

    const series = rowsOf(workbook.getWorksheet('Évolution')!);
    expect(series[0]).toEqual(['Jour', 'Impressions', 'Portée', 'Vues', 'Engagements']);
    expect(series[2]).toEqual([new Date(Date.UTC(2026, 10, 8)), 28_000, 12_500, 24_000, 886]);
  });

  it('has no money column nor line in a shared report without its budget', async () => {
    const workbook = await readWorkbook(
      await renderReportXlsx(toSharedWithoutBudget(makeReport())),
    );
    const everything = workbook.worksheets.flatMap(rowsOf).flat().map(String).join(' | ');
    expect(everything).toContain('Lancement été — Côte d’Azur');
    for (const hidden of ['Coût', 'Facturé', 'Montant facturé', 'Marge', 'CPM', 'CPE', 'CPV']) {
      expect(everything, hidden).not.toContain(hidden);
    }
    const lines = new Map(rowsOf(workbook.getWorksheet('Campagne')!).map(([a, b]) => [a, b]));
    expect(lines.get('Engagements')).toBe(886);
  });
});
