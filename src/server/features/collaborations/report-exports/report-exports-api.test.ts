// The exports of a report the server really computes (GET …/report, the shared view through
// its link): its shape as the renderers read it, not only the fabricated one.
import { extractText, getDocumentProxy } from 'unpdf';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  a,
  createReportDeal,
  insertReadings,
  publish,
  readReport,
  t,
} from '#server/features/collaborations/report/report-testing';
import { getCampaignReport } from '#server/features/collaborations/report/report-service';
import { renderReportPdf } from './report-pdf';
import { renderReportXlsx } from './report-xlsx';

const createdAt = new Date('2026-11-10T09:00:00Z');

describe('the exports of a computed report', () => {
  it('hold the deal’s name, the agency and the summed figures', async () => {
    const deal = await createReportDeal(a);
    const [first, second] = deal.items as [string, string];
    await publish(deal, first);
    await publish(deal, second);
    await insertReadings(deal, [
      { deliverableId: first, readOn: '2026-11-05', createdAt, reach: 10_000, likes: 400 },
      { deliverableId: second, readOn: '2026-11-06', createdAt, reach: 2_500, likes: 171 },
    ]);
    const report = await readReport(deal);

    const pdf = await getDocumentProxy(
      new Uint8Array(await renderReportPdf(report, { generatedOn: '2026-11-27' })),
    );
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('Noël scintillant');
    expect(text).toContain(report.agencyName);
    // 571 engagements over a reach of 12 500.
    expect(text).toContain('12 500');
    expect(text).toContain('4,57 % sur la portée');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await renderReportXlsx(report)) as unknown as ArrayBuffer);
    const lines = new Map<unknown, unknown>();
    workbook.getWorksheet('Campagne')!.eachRow((row) => {
      lines.set(row.getCell(1).value, row.getCell(2).value);
    });
    expect(lines.get('Campagne')).toBe('Noël scintillant');
    expect(lines.get('Portée')).toBe(12_500);
    expect(lines.get('Engagements')).toBe(571);
    expect(workbook.getWorksheet('Publications')!.rowCount).toBe(3);

    // The brand's view without the budget, as its link reads it: no money in either file.
    const reader = { db: t.db, agencyId: deal.agency.account.user.agencyId as string };
    const shared = await getCampaignReport(reader, deal.id, { kind: 'shared', showBudget: false });
    const sharedPdf = await getDocumentProxy(
      new Uint8Array(await renderReportPdf(shared, { generatedOn: '2026-11-27' })),
    );
    const sharedText = (await extractText(sharedPdf, { mergePages: true })).text;
    expect(sharedText).toContain('Noël scintillant');
    expect(sharedText).not.toContain('€');
    const sharedBook = new ExcelJS.Workbook();
    await sharedBook.xlsx.load((await renderReportXlsx(shared)) as unknown as ArrayBuffer);
    const cells: string[] = [];
    sharedBook.eachSheet((sheet) => sheet.eachRow((row) => cells.push(row.values!.toString())));
    expect(cells.join(' ')).not.toMatch(/Coût|Facturé|Marge|CPM/);
  });
});
