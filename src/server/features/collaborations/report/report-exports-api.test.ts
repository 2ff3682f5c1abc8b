// Issue 30: the campaign report's downloads (GET …/report.pdf and …/report.xlsx) read back as a
// person would: the PDF's text and the workbook's cells hold the deal's own figures.
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { download } from '#server/testing/export-files';
import { joinWithout } from '#server/features/collaborations/contents/contents-testing';
import {
  a,
  b,
  createReportDeal,
  insertReadings,
  publish,
  reportPath,
  t,
} from '#server/features/collaborations/report/report-testing';

async function readPdf(bytes: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

/** Léa's post and reel published; the post read twice (the later counts), the reel once. */
async function createReadDeal() {
  const deal = await createReportDeal(a);
  const [post, , reel] = deal.items;
  await publish(deal, post!);
  await publish(deal, reel!);
  await insertReadings(deal, [
    {
      deliverableId: post!,
      readOn: '2026-11-03',
      createdAt: new Date('2026-11-03T09:00Z'),
      impressions: 1_000,
      reach: 800,
      likes: 10,
    },
    {
      deliverableId: post!,
      readOn: '2026-11-09',
      createdAt: new Date('2026-11-09T09:00Z'),
      impressions: 40_000,
      reach: 25_000,
      likes: 900,
      comments: 100,
    },
    {
      deliverableId: reel!,
      readOn: '2026-11-09',
      createdAt: new Date('2026-11-09T10:00Z'),
      impressions: 10_000,
      reach: 5_000,
      likes: 200,
    },
  ]);
  return deal;
}

describe('the campaign report’s downloads', () => {
  it('gives a PDF named after the campaign whose text holds its figures', async () => {
    const deal = await createReadDeal();
    const file = await download(t.app, a.agent, `${reportPath(deal)}.pdf`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(decodeURIComponent(file.headers.get('content-disposition')!)).toContain(
      'Rapport - Noël scintillant.pdf',
    );
    const text = await readPdf(file.bytes);
    expect(text).toContain('Noël scintillant');
    // 40,000 + 10,000 impressions; 25,000 + 5,000 reach; (1,000 + 200) / 30,000 = 4,00 %.
    expect(text).toMatch(/50 000/);
    expect(text).toMatch(/30 000/);
    expect(text).toMatch(/4,00 %/);
    // The brand's document: no money without the budget.
    expect(text).not.toContain('€');
  });

  it('shows the billed budget with budget=1, never the creators’ cost nor the margin', async () => {
    const deal = await createReadDeal();
    const file = await download(t.app, a.agent, `${reportPath(deal)}.pdf?budget=1`);
    expect(file.status).toBe(200);
    const text = await readPdf(file.bytes);
    expect(text).toMatch(/Montant facturé 9 000 €/);
    expect(text).not.toContain('Marge');
    expect(text).not.toContain('Coût créateurs');
    const workbook = await download(t.app, a.agent, `${reportPath(deal)}.xlsx?budget=1`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(workbook.bytes) as unknown as ArrayBuffer);
    const words = book.worksheets.flatMap((sheet) =>
      sheet
        .getSheetValues()
        .flat()
        .filter((value) => typeof value === 'string'),
    );
    expect(words).toContain('Montant facturé');
    expect(words).not.toContain('Marge');
    expect((await download(t.app, a.agent, `${reportPath(deal)}.pdf?budget=oui`)).status).toBe(422);
  });

  it('gives a workbook with one sheet per level', async () => {
    const deal = await createReadDeal();
    const file = await download(t.app, a.agent, `${reportPath(deal)}.xlsx`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Campagne',
      'Créateurs',
      'Publications',
      'Évolution',
    ]);
    const cells = book
      .getWorksheet('Publications')!
      .getSheetValues()
      .flat()
      .filter((value) => typeof value === 'number');
    expect(cells).toContain(40_000);
    expect(cells).toContain(10_000);
  });

  it('are another agency’s 404, and a member without Collaborations’ 403', async () => {
    const deal = await createReadDeal();
    for (const extension of ['pdf', 'xlsx']) {
      const path = `${reportPath(deal)}.${extension}`;
      expect((await download(t.app, b.agent, path)).status).toBe(404);
    }
    const member = await joinWithout(
      { agency: a, id: deal.id, first: deal.items[0]!, second: deal.items[1]! },
      ['collaborations'],
    );
    expect((await download(t.app, member, `${reportPath(deal)}.pdf`)).status).toBe(403);
  });
});
