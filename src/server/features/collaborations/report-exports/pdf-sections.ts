import type { Content, TableCell } from 'pdfmake/interfaces';
import type { CampaignReport } from '#shared/schemas/report';
import { report as t } from '#shared/i18n/fr-report';
import { reportExports as x } from '#shared/i18n/fr-report-exports';
import { deliverableLabel, getCostBases, getCostBasis, type CostBasis } from './report-figures';
import {
  costText,
  heading,
  dayText,
  eurosText,
  metricText,
  pdfTable,
  pdfText,
  rateText,
  type PdfColumn,
} from './pdf-cells';

// The sections of the report's PDF, each a pure function of the report. Money appears only
// where the report carries it: a shared report without its budget has no money section.

type Tile = { label: string; value: string; note?: string };

function getTiles(report: CampaignReport, basis: CostBasis | null): Tile[] {
  const { totals } = report;
  const tiles: Tile[] = [
    { label: t.tiles.publications, value: metricText(totals.publications) },
    { label: t.tiles.reach, value: metricText(totals.metrics.reach) },
    { label: t.tiles.impressions, value: metricText(totals.metrics.impressions) },
    { label: t.tiles.views, value: metricText(totals.metrics.views) },
    { label: t.tiles.engagements, value: metricText(totals.engagements) },
    {
      label: t.tiles.engagementRate,
      value: rateText(totals.engagementRate),
      note: totals.engagementRate ? t.engagementBase[totals.engagementRate.base] : undefined,
    },
  ];
  if (basis) {
    const indicators = totals[basis];
    tiles.push(
      { label: t.tiles.cpm, value: costText(indicators?.cpm ?? null), note: t.prices[basis] },
      { label: t.tiles.cpe, value: costText(indicators?.cpe ?? null), note: t.prices[basis] },
    );
  }
  const { budget } = totals;
  if (budget.billedCents !== null) {
    tiles.push({
      label: t.tiles.budget,
      value: eurosText(budget.billedCents),
      note: t.budget.billed,
    });
  } else if (budget.costCents !== null) {
    tiles.push({ label: t.tiles.budget, value: eurosText(budget.costCents), note: t.budget.cost });
  }
  return tiles;
}

const TILES_PER_ROW = 5;

/** The tiles in rows of five framed boxes: label, figure, what the figure is on. */
export function tilesSection(report: CampaignReport): Content {
  const tiles = getTiles(report, getCostBasis(report));
  const rows: TableCell[][] = [];
  for (let start = 0; start < tiles.length; start += TILES_PER_ROW) {
    const row: TableCell[] = tiles.slice(start, start + TILES_PER_ROW).map((tile) => ({
      stack: [
        { text: tile.label, style: 'tileLabel' },
        { text: tile.value, style: 'tileValue' },
        ...(tile.note ? [{ text: tile.note, style: 'note' }] : []),
      ],
    }));
    while (row.length < TILES_PER_ROW) row.push({ text: '', border: [false, false, false, false] });
    rows.push(row);
  }
  return {
    table: { widths: Array<'*'>(TILES_PER_ROW).fill('*'), body: rows, dontBreakRows: true },
    layout: {
      hLineWidth: () => 1,
      vLineWidth: () => 1,
      hLineColor: () => '#333333',
      vLineColor: () => '#333333',
      paddingLeft: () => 6,
      paddingRight: () => 6,
      paddingTop: () => 5,
      paddingBottom: () => 5,
    },
    margin: [0, 4, 0, 0],
  };
}

/** The budget and the four cost indicators on each price the report carries; else nothing. */
export function budgetSection(report: CampaignReport): Content[] {
  const { budget } = report.totals;
  const amounts = [
    { label: t.budget.billed, cents: budget.billedCents },
    { label: t.budget.cost, cents: budget.costCents },
    { label: t.budget.margin, cents: budget.marginCents },
  ].filter((amount) => amount.cents !== null);
  const bases = getCostBases(report);
  if (amounts.length === 0 && bases.length === 0) return [];
  const indicators = (['cpm', 'cpv', 'cpe', 'cpc'] as const).map((key) => ({ key }));
  const columns: PdfColumn<{ key: 'cpm' | 'cpv' | 'cpe' | 'cpc' }>[] = [
    { header: x.columns.indicator, width: 110, cell: ({ key }) => t.indicators[key] },
    ...bases.map((basis) => ({
      header: t.prices[basis],
      width: 130 as const,
      isNumber: true,
      cell: ({ key }: { key: 'cpm' | 'cpv' | 'cpe' | 'cpc' }) =>
        costText(report.totals[basis]?.[key] ?? null),
    })),
  ];
  return [
    heading(x.budget),
    {
      columns: [
        amounts.length === 0
          ? { text: '', width: 0 }
          : {
              width: 'auto',
              ...pdfTable(
                [
                  { header: x.columns.indicator, width: 120, cell: (row) => row.label },
                  {
                    header: x.columns.value,
                    width: 90,
                    isNumber: true,
                    cell: (row) => eurosText(row.cents),
                  },
                ],
                amounts,
              ),
            },
        bases.length === 0
          ? { text: '', width: 0 }
          : { width: 'auto', ...pdfTable(columns, indicators) },
      ],
      columnGap: 24,
    },
  ];
}

/** The three best publications: rank, creator, figures, link; their image when given. */
export function topSection(report: CampaignReport, images: ReadonlyMap<string, string>): Content[] {
  const byId = new Map(report.publications.map((row) => [row.deliverableId, row]));
  const best = report.top.flatMap((id) => byId.get(id) ?? []).slice(0, 3);
  if (best.length === 0) return [];
  return [
    heading(t.top),
    ...best.map((row, index): Content => {
      const figures = [
        `${t.tiles.reach} : ${metricText(row.metrics.reach)}`,
        `${t.tiles.engagements} : ${metricText(row.engagements)}`,
        `${t.tiles.engagementRate} : ${rateText(row.engagementRate)}${
          row.engagementRate ? ` ${t.engagementBase[row.engagementRate.base]}` : ''
        }`,
      ].join('  ·  ');
      const text: Content = {
        stack: [
          {
            text: pdfText(
              `${x.top.rank(index + 1)} · ${row.influencerName} · ${deliverableLabel(row.type)}`,
            ),
            bold: true,
          },
          ...(row.description ? [pdfText(row.description)] : []),
          { text: `${t.columns.publishedOn} ${dayText(row.publishedOn)}`, style: 'note' },
          pdfText(figures),
          ...(row.publishedUrl
            ? [
                {
                  text: pdfText(row.publishedUrl),
                  link: row.publishedUrl,
                  decoration: 'underline' as const,
                  style: 'note',
                },
              ]
            : []),
        ],
      };
      const image = row.preview ? images.get(row.preview.fileId) : undefined;
      return {
        columns: image ? [{ image, fit: [90, 90], width: 90 }, text] : [text],
        columnGap: 12,
        margin: [0, 0, 0, 8],
        unbreakable: true,
      };
    }),
  ];
}

export function conclusionSection(report: CampaignReport): Content[] {
  const conclusion = report.conclusion.trim();
  return conclusion ? [heading(t.conclusion), { text: pdfText(conclusion) }] : [];
}

/** The first lines: agency, title, campaign, brand, the day it was made. */
export function titleSection(report: CampaignReport, generatedOn: string): Content[] {
  return [
    { text: pdfText(`${x.agency} · ${report.agencyName}`), style: 'note' },
    { text: t.title, style: 'title' },
    { text: pdfText(report.name), style: 'campaign' },
    { text: pdfText(`${x.brand} : ${report.brand}`) },
    { text: t.generatedOn(dayText(generatedOn)), style: 'note', margin: [0, 2, 0, 6] },
  ];
}
