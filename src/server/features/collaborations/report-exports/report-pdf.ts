import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { CampaignReport } from '#shared/schemas/report';
import { report as t } from '#shared/i18n/fr-report';
import { reportExports as x } from '#shared/i18n/fr-report-exports';
import { dayText, pdfText } from './pdf-cells';
import {
  budgetSection,
  conclusionSection,
  tilesSection,
  titleSection,
  topSection,
} from './pdf-sections';
import { creatorsSection, publicationsSection, seriesSection } from './pdf-tables';

// The campaign report as a PDF (issue 30, item 3), made on the server by pdfmake: A4 landscape
// (the tables hold up to thirteen columns), French formats, black text on white with grey rules
// only, so it prints and reads in black and white. The font is the Roboto pdfmake ships,
// embedded: the PDF standard fonts have no « œ », « ≤ » or Polish « ł » of a creator's name.

export type ReportPdfOptions = {
  /** The day the file is made, 'YYYY-MM-DD' (« Établi le … »). */
  generatedOn: string;
  /**
   * The top publications' preview images by file id, as JPEG or PNG bytes (pdfmake draws no
   * other kind); a publication without one is shown without its image.
   */
  previews?: ReadonlyMap<string, { mimeType: string; bytes: Uint8Array }>;
};

const requireFile = createRequire(import.meta.url);
let isConfigured = false;

/**
 * pdfmake is one shared object: its fonts are set once, and it may read only those four files
 * and fetch nothing (a report's text never names a file or an address it should load).
 */
export function configurePdfmake() {
  if (isConfigured) return;
  const font = (file: string) => requireFile.resolve(`pdfmake/fonts/Roboto/${file}`);
  const files = {
    normal: font('Roboto-Regular.ttf'),
    bold: font('Roboto-Medium.ttf'),
    italics: font('Roboto-Italic.ttf'),
    bolditalics: font('Roboto-MediumItalic.ttf'),
  };
  const allowed = new Set(Object.values(files));
  pdfmake.setFonts({ Roboto: files });
  pdfmake.setLocalAccessPolicy((path) => allowed.has(path));
  pdfmake.setUrlAccessPolicy(() => false);
  isConfigured = true;
}

const HEADING_LAST_PLACE = 0.8;

const DRAWN_IMAGES = new Set(['image/jpeg', 'image/png']);

/** The previews pdfmake can draw, as data URLs by file id. */
function toImages(previews: ReportPdfOptions['previews']) {
  const images = new Map<string, string>();
  for (const [fileId, { mimeType, bytes }] of previews ?? []) {
    if (!DRAWN_IMAGES.has(mimeType)) continue;
    images.set(fileId, `data:${mimeType};base64,${Buffer.from(bytes).toString('base64')}`);
  }
  return images;
}

export function getReportDocument(
  report: CampaignReport,
  options: ReportPdfOptions,
): TDocumentDefinitions {
  const content: Content[] = [
    ...titleSection(report, options.generatedOn),
    tilesSection(report),
    ...budgetSection(report),
    ...creatorsSection(report),
    ...publicationsSection(report),
    ...topSection(report, toImages(options.previews)),
    ...seriesSection(report),
    ...conclusionSection(report),
  ];
  const footerLeft = pdfText(`${report.agencyName} · ${t.title} · ${report.name}`);
  const footerRight = t.generatedOn(dayText(options.generatedOn));
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [36, 32, 36, 40],
    info: { title: pdfText(`${t.title} · ${report.name}`), author: pdfText(report.agencyName) },
    content,
    // A section's heading in the page's last fifth opens the next page instead: its table's
    // first rows or its first top publication would not fit under it. (pdfmake's list of the
    // nodes following on the page still counts a block that moved to the next one.)
    pageBreakBefore: (node) =>
      node.headlineLevel === 1 && node.startPosition.verticalRatio > HEADING_LAST_PLACE,
    footer: (page, count) => ({
      columns: [
        { text: footerLeft, width: '*' },
        { text: `${footerRight} · ${x.page(page, count)}`, width: 'auto', alignment: 'right' },
      ],
      margin: [36, 12, 36, 0],
      style: 'note',
    }),
    defaultStyle: { font: 'Roboto', fontSize: 9, color: '#000000', lineHeight: 1.15 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 2, 0, 2] },
      campaign: { fontSize: 14, bold: true },
      heading: { fontSize: 12, bold: true, margin: [0, 14, 0, 5] },
      tileLabel: { fontSize: 8, color: '#333333' },
      tileValue: { fontSize: 14, bold: true },
      note: { fontSize: 7.5, color: '#333333' },
      table: { fontSize: 8 },
      tableHeader: { bold: true, fontSize: 8 },
    },
  };
}

/** The report's PDF, as bytes. */
export async function renderReportPdf(
  report: CampaignReport,
  options: ReportPdfOptions,
): Promise<Buffer> {
  configurePdfmake();
  return pdfmake.createPdf(getReportDocument(report, options)).getBuffer();
}
