import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { report } from '#shared/i18n/fr-report';
import { renderReportPdf } from './report-pdf';
import { makeLargeReport, makeReport, toSharedWithoutBudget } from './report-exports-testing';

// The report's PDF read back as text (unpdf, pdf.js): what a person reads on each page. Spaces
// of every kind read as one plain space, so « 12 500 » is found whatever space groups it.

async function readPdf(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}

const generatedOn = '2026-11-27';
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('the campaign report as PDF', () => {
  it('holds the campaign, the agency and the figures in French formats', async () => {
    const bytes = await renderReportPdf(makeReport(), { generatedOn });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await readPdf(bytes);
    for (const expected of [
      'Rapport de campagne',
      'Lancement été — Côte d’Azur',
      'Agence Lumière & Cie',
      'Marque : Maison Élégance',
      'Établi le 27 novembre 2026',
      // Léa's reel: 571 engagements over a reach of 12 500.
      '12 500',
      '4,57 %',
      'sur la portée',
      // Zoé's TikTok has no reach: its rate is on the impressions.
      '3,94 %',
      'sur les impressions',
      'Léa Dupont-Évrard',
      'Zoé Œuvray',
      'Réel Instagram',
      'Vlog « coulisses »',
      'Aucun relevé',
      'Par créateur',
      'Par publication',
      'Les trois meilleures publications',
      'Évolution des statistiques',
      "Conclusion de l'agence",
      'À renouveler au printemps',
      // The agency's view: the budget, its margin, the CPM on the billed price (2 500 € over
      // 20 000 impressions for the reel).
      'Budget',
      'Montant facturé',
      'Marge',
      '125,00 €',
      'Sur le prix facturé',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The story without a reading shows dashes, never 0.
    expect(text).toMatch(/Story Instagram .*— — — —/);
  });

  it('shows no money in a shared report without its budget', async () => {
    const { text } = await readPdf(
      await renderReportPdf(toSharedWithoutBudget(makeReport()), { generatedOn }),
    );
    expect(text).toContain('Lancement été — Côte d’Azur');
    expect(text).toContain('4,57 %');
    for (const hidden of [
      '€',
      'Budget',
      'Montant facturé',
      'Marge',
      'Coût',
      'Facturé',
      'CPM',
      'CPE',
    ]) {
      expect(text, hidden).not.toContain(hidden);
    }
  });

  it('draws a top publication’s preview image when it is given', async () => {
    const withPreview = makeReport();
    const reel = withPreview.publications.find((row) => row.deliverableId === 'pub-reel')!;
    reel.preview = { fileId: 'file-1', fileName: 'reel.png', mimeType: 'image/png' };
    const previews = new Map([['file-1', { mimeType: 'image/png', bytes: ONE_PIXEL_PNG }]]);
    const drawn = await renderReportPdf(withPreview, { generatedOn, previews });
    const plain = await renderReportPdf(withPreview, { generatedOn });
    expect(drawn.toString('latin1')).toContain('/Subtype /Image');
    expect(plain.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('says so when nothing is published yet', async () => {
    const empty = {
      ...toSharedWithoutBudget(makeReport()),
      creators: [],
      publications: [],
      series: [],
      top: [],
      conclusion: '',
    };
    const { text } = await readPdf(await renderReportPdf(empty, { generatedOn }));
    expect(text).toContain(report.empty);
  });

  it('makes the PDF of a 50-publication campaign in well under the 3 s of issue 30', async () => {
    const report = makeLargeReport(50);
    await renderReportPdf(makeReport(), { generatedOn }); // fonts read once, as a server does
    const started = performance.now();
    const bytes = await renderReportPdf(report, { generatedOn });
    const elapsed = performance.now() - started;
    console.info(`PDF of 50 publications: ${Math.round(elapsed)} ms, ${bytes.length} bytes`);
    const { text, pages } = await readPdf(bytes);
    expect(text).toContain('Publication 50 : présentation de la collection d’hiver');
    expect(pages).toBeGreaterThan(1);
    // A generous bound on a shared machine: the figure is printed above.
    expect(elapsed).toBeLessThan(10_000);
  });
});
