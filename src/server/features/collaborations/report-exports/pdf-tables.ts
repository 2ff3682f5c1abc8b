import type { Content } from 'pdfmake/interfaces';
import type {
  CampaignReport,
  ReportCreator,
  ReportFigures,
  ReportPoint,
  ReportPublication,
} from '#shared/schemas/report';
import { report as t } from '#shared/i18n/fr-report';
import { reportExports as x } from '#shared/i18n/fr-report-exports';
import { deliverableLabel, getCostBasis, hasAny } from './report-figures';
import {
  costText,
  dayText,
  eurosText,
  heading,
  metricText,
  pdfTable,
  pdfText,
  rateCell,
  type PdfColumn,
} from './pdf-cells';

// The PDF's tables (per creator, per publication, the series day by day), each a pure function
// of the report; money columns only where the report carries money.
/** The statistics' columns a creator's and a publication's rows share, money as available. */
function figureColumns<
  R extends ReportFigures & { costCents: number | null; billedCents: number | null },
>(report: CampaignReport, rows: readonly R[]): PdfColumn<R>[] {
  const basis = getCostBasis(report);
  const columns: PdfColumn<R>[] = [
    {
      header: t.tiles.reach,
      width: 'auto',
      isNumber: true,
      cell: (row) => metricText(row.metrics.reach),
    },
    {
      header: t.tiles.impressions,
      width: 'auto',
      isNumber: true,
      cell: (row) => metricText(row.metrics.impressions),
    },
    {
      header: t.tiles.views,
      width: 'auto',
      isNumber: true,
      cell: (row) => metricText(row.metrics.views),
    },
    {
      header: t.tiles.engagements,
      width: 'auto',
      isNumber: true,
      cell: (row) => metricText(row.engagements),
    },
    {
      header: t.tiles.engagementRate,
      width: 62,
      isNumber: true,
      cell: (row) => rateCell(row.engagementRate),
    },
  ];
  if (basis) {
    columns.push(
      {
        header: t.indicators.cpm,
        width: 'auto',
        isNumber: true,
        cell: (row) => costText(row[basis]?.cpm ?? null),
      },
      {
        header: t.indicators.cpe,
        width: 'auto',
        isNumber: true,
        cell: (row) => costText(row[basis]?.cpe ?? null),
      },
    );
  }
  if (hasAny(rows, (row) => row.costCents)) {
    columns.push({
      header: t.columns.cost,
      width: 'auto',
      isNumber: true,
      cell: (row) => eurosText(row.costCents),
    });
  }
  if (hasAny(rows, (row) => row.billedCents)) {
    columns.push({
      header: t.columns.billed,
      width: 'auto',
      isNumber: true,
      cell: (row) => eurosText(row.billedCents),
    });
  }
  return columns;
}

/** Under a table with cost indicators: which price they divide. */
const basisNote = (report: CampaignReport): Content[] => {
  const basis = getCostBasis(report);
  return basis
    ? [{ text: x.indicatorsOn(t.prices[basis]), style: 'note', margin: [0, 3, 0, 0] }]
    : [];
};

export function creatorsSection(report: CampaignReport): Content[] {
  if (report.creators.length === 0) return [];
  const columns: PdfColumn<ReportCreator>[] = [
    { header: t.columns.creator, width: '*', cell: (row) => row.influencerName },
    {
      header: x.columns.publications,
      width: 'auto',
      isNumber: true,
      cell: (row) => metricText(row.publications),
    },
    ...figureColumns(report, report.creators),
  ];
  return [heading(t.byCreator), pdfTable(columns, report.creators), ...basisNote(report)];
}

/** « Réel Instagram », the description under it; a link to the publication when it has one. */
function publicationCell(row: ReportPublication): Content {
  const label = deliverableLabel(row.type);
  return {
    stack: [
      row.publishedUrl
        ? { text: pdfText(label), link: row.publishedUrl, decoration: 'underline' }
        : pdfText(label),
      ...(row.description ? [{ text: pdfText(row.description), style: 'note' }] : []),
    ],
  };
}

export function publicationsSection(report: CampaignReport): Content[] {
  if (report.publications.length === 0) return [heading(t.byPublication), { text: t.empty }];
  const columns: PdfColumn<ReportPublication>[] = [
    { header: t.columns.creator, width: 80, cell: (row) => row.influencerName },
    { header: t.columns.publication, width: '*', cell: publicationCell },
    { header: t.columns.publishedOn, width: 58, cell: (row) => dayText(row.publishedOn) },
    {
      header: t.columns.readOn,
      width: 58,
      cell: (row) => (row.readOn ? dayText(row.readOn) : t.noReading),
    },
    ...figureColumns(report, report.publications),
  ];
  return [heading(t.byPublication), pdfTable(columns, report.publications), ...basisNote(report)];
}

export function seriesSection(report: CampaignReport): Content[] {
  if (report.series.length === 0) return [];
  const columns: PdfColumn<ReportPoint>[] = [
    { header: x.columns.day, width: 110, cell: (point) => dayText(point.day) },
    {
      header: t.tiles.impressions,
      width: 90,
      isNumber: true,
      cell: (point) => metricText(point.impressions),
    },
    { header: t.tiles.reach, width: 90, isNumber: true, cell: (point) => metricText(point.reach) },
    { header: t.tiles.views, width: 90, isNumber: true, cell: (point) => metricText(point.views) },
    {
      header: t.tiles.engagements,
      width: 90,
      isNumber: true,
      cell: (point) => metricText(point.engagements),
    },
  ];
  return [heading(t.overTime), pdfTable(columns, report.series)];
}
