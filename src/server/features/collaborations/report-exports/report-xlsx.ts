import ExcelJS from 'exceljs';
import { parseDay } from '#shared/domain/dates';
import { METRICS, type CostIndicators } from '#shared/domain/performance';
import type {
  CampaignReport,
  ReportCreator,
  ReportFigures,
  ReportPoint,
  ReportPublication,
} from '#shared/schemas/report';
import { performance as p } from '#shared/i18n/fr-performance';
import { report as t } from '#shared/i18n/fr-report';
import { reportExports as x } from '#shared/i18n/fr-report-exports';
import { deliverableLabel, getCostBases, hasAny, type CostBasis } from './report-figures';

// The campaign report as an .xlsx (issue 30, item 3): one sheet per level — the campaign's
// totals, its creators, its publications, the figures over time. Numbers stay numbers (euros,
// counts, rates, days) under French number formats, so the brand can sum and chart them; a
// figure the report does not have is an empty cell, and a money column nobody has is left out.

type Value = string | number | Date | null;
type Format = 'count' | 'euros' | 'cost' | 'rate' | 'day' | 'text';
type Column<R> = { header: string; format: Format; width?: number; value: (row: R) => Value };

const NUMBER_FORMATS: Record<Format, string | undefined> = {
  count: '#,##0',
  euros: '#,##0.00 "€"',
  // A view can cost a fraction of a cent: three decimals.
  cost: '#,##0.000 "€"',
  rate: '0.00 %',
  day: 'dd/mm/yyyy',
  text: undefined,
};

const euros = (cents: number | null) => (cents === null ? null : cents / 100);

/** A day as Excel stores it: midnight UTC (exceljs writes dates as UTC serials). */
function toExcelDay(day: string | null): Date | null {
  const date = day ? parseDay(day) : null;
  return date ? new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())) : null;
}

const COST_KEYS = ['cpm', 'cpv', 'cpe', 'cpc'] as const satisfies readonly (keyof CostIndicators)[];

/** « CPM — Sur le prix facturé » */
const indicatorHeader = (key: (typeof COST_KEYS)[number], basis: CostBasis) =>
  `${t.indicators[key]} — ${t.prices[basis]}`;

/** The statistics, engagements, rate and cost indicators every level has. */
function figureColumns<R extends ReportFigures>(bases: CostBasis[]): Column<R>[] {
  return [
    ...METRICS.map((metric): Column<R> => ({
      header: p.metrics[metric],
      format: 'count',
      value: (row) => row.metrics[metric],
    })),
    { header: t.tiles.engagements, format: 'count', value: (row) => row.engagements },
    {
      header: t.tiles.engagementRate,
      format: 'rate',
      value: (row) => row.engagementRate?.rate ?? null,
    },
    {
      header: x.columns.engagementBase,
      format: 'text',
      width: 22,
      value: (row) => (row.engagementRate ? t.engagementBase[row.engagementRate.base] : null),
    },
    ...bases.flatMap((basis) =>
      COST_KEYS.map((key): Column<R> => ({
        header: indicatorHeader(key, basis),
        format: 'cost',
        value: (row) => euros(row[basis]?.[key] ?? null),
      })),
    ),
  ];
}

/** The creator's price and the billed share, when the report has them. */
function moneyColumns<R extends { costCents: number | null; billedCents: number | null }>(
  rows: readonly R[],
): Column<R>[] {
  const columns: Column<R>[] = [];
  if (hasAny(rows, (row) => row.costCents)) {
    columns.push({ header: t.columns.cost, format: 'euros', value: (row) => euros(row.costCents) });
  }
  if (hasAny(rows, (row) => row.billedCents)) {
    columns.push({
      header: t.columns.billed,
      format: 'euros',
      value: (row) => euros(row.billedCents),
    });
  }
  return columns;
}

function addSheet<R>(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: Column<R>[],
  rows: readonly R[],
) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width ?? Math.max(12, Math.min(40, column.header.length + 4)),
    style: NUMBER_FORMATS[column.format] ? { numFmt: NUMBER_FORMATS[column.format] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row)));
  return sheet;
}

type Line = { label: string; value: Value; format: Format };

/** « Campagne »: one line per figure of the whole campaign, money only when the report has it. */
function campaignLines(report: CampaignReport, bases: CostBasis[]): Line[] {
  const { totals } = report;
  const lines: Line[] = [
    { label: x.campaign, value: report.name, format: 'text' },
    { label: x.brand, value: report.brand, format: 'text' },
    { label: x.agency, value: report.agencyName, format: 'text' },
    { label: t.tiles.publications, value: totals.publications, format: 'count' },
    ...figureColumns<typeof totals>(bases).map((column) => ({
      label: column.header,
      value: column.value(totals),
      format: column.format,
    })),
  ];
  const { budget } = totals;
  const amounts: [string, number | null][] = [
    [t.budget.billed, budget.billedCents],
    [t.budget.cost, budget.costCents],
    [t.budget.margin, budget.marginCents],
  ];
  for (const [label, cents] of amounts) {
    if (cents !== null) lines.push({ label, value: euros(cents), format: 'euros' });
  }
  if (report.conclusion.trim()) {
    lines.push({ label: t.conclusion, value: report.conclusion.trim(), format: 'text' });
  }
  return lines;
}

function addCampaignSheet(workbook: ExcelJS.Workbook, report: CampaignReport, bases: CostBasis[]) {
  const lines = campaignLines(report, bases);
  const sheet = addSheet<Line>(
    workbook,
    x.sheets.campaign,
    [
      { header: x.columns.indicator, format: 'text', width: 36, value: (line) => line.label },
      { header: x.columns.value, format: 'text', width: 48, value: (line) => line.value },
    ],
    lines,
  );
  // Each line's value has its own format (a count, a rate, euros).
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const format = lines[number - 2]?.format ?? 'text';
    const numFmt = NUMBER_FORMATS[format];
    if (numFmt) row.getCell(2).numFmt = numFmt;
    row.getCell(2).alignment = {
      wrapText: true,
      vertical: 'top',
      horizontal: format === 'text' ? 'left' : 'right',
    };
  });
}

/** The report's workbook, as bytes. */
export async function renderReportXlsx(report: CampaignReport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = report.agencyName;
  const bases = getCostBases(report);
  addCampaignSheet(workbook, report, bases);
  addSheet<ReportCreator>(
    workbook,
    x.sheets.creators,
    [
      { header: t.columns.creator, format: 'text', width: 28, value: (row) => row.influencerName },
      { header: x.columns.publications, format: 'count', value: (row) => row.publications },
      ...figureColumns<ReportCreator>(bases),
      ...moneyColumns(report.creators),
    ],
    report.creators,
  );
  addSheet<ReportPublication>(
    workbook,
    x.sheets.publications,
    [
      { header: t.columns.creator, format: 'text', width: 28, value: (row) => row.influencerName },
      {
        header: x.columns.type,
        format: 'text',
        width: 22,
        value: (row) => deliverableLabel(row.type),
      },
      {
        header: x.columns.description,
        format: 'text',
        width: 36,
        value: (row) => row.description || null,
      },
      { header: t.columns.publishedOn, format: 'day', value: (row) => toExcelDay(row.publishedOn) },
      { header: t.columns.readOn, format: 'day', value: (row) => toExcelDay(row.readOn) },
      {
        header: t.columns.link,
        format: 'text',
        width: 40,
        value: (row) => row.publishedUrl || null,
      },
      ...figureColumns<ReportPublication>(bases),
      ...moneyColumns(report.publications),
    ],
    report.publications,
  );
  addSheet<ReportPoint>(
    workbook,
    x.sheets.series,
    [
      { header: x.columns.day, format: 'day', value: (point) => toExcelDay(point.day) },
      { header: t.tiles.impressions, format: 'count', value: (point) => point.impressions },
      { header: t.tiles.reach, format: 'count', value: (point) => point.reach },
      { header: t.tiles.views, format: 'count', value: (point) => point.views },
      { header: t.tiles.engagements, format: 'count', value: (point) => point.engagements },
    ],
    report.series,
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
