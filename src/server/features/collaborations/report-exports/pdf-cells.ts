import type { Content, ContentTable, CustomTableLayout, TableCell } from 'pdfmake/interfaces';
import { formatLongDate } from '#shared/domain/dates';
import { formatEuros } from '#shared/domain/money';
import {
  formatCostIndicator,
  formatEngagementRate,
  formatMetric,
  type EngagementRate,
} from '#shared/domain/performance';
import { report as t } from '#shared/i18n/fr-report';

// The PDF's cells, in the formats of shared/domain. Intl groups French thousands with a narrow
// no-break space (U+202F), which the embedded font has no glyph for: it becomes the ordinary
// no-break space, so « 12 500 » still never wraps and still reads back as one number.

export const pdfText = (text: string) => text.replace(/\u202f/g, '\u00a0');

export const metricText = (value: number | null) => pdfText(formatMetric(value));
export const costText = (cents: number | null) => pdfText(formatCostIndicator(cents));
export const eurosText = (cents: number | null) =>
  cents === null ? '—' : pdfText(formatEuros(cents));
export const dayText = (day: string | null) => (day ? formatLongDate(day) : '—');
export const rateText = (rate: EngagementRate | null) => pdfText(formatEngagementRate(rate));

/** A column of a table: its heading, its width, and the cell of each row. */
export type PdfColumn<R> = {
  header: string;
  width: number | '*' | 'auto';
  isNumber?: boolean;
  cell: (row: R) => string | Content;
};

/** Thin rules between rows and a grey heading row: readable printed in black and white. */
export const tableLayout: CustomTableLayout = {
  hLineWidth: (i, node) => (i === 0 || i === 1 || i === node.table.body.length ? 1 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => '#333333',
  fillColor: (row) => (row === 0 ? '#e4e4e4' : null),
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

/** A table of rows under its columns; its heading row repeats on each page it spans. */
export function pdfTable<R>(columns: PdfColumn<R>[], rows: readonly R[]): ContentTable {
  const header: TableCell[] = columns.map((column) => ({
    text: column.header,
    style: 'tableHeader',
    alignment: column.isNumber ? 'right' : 'left',
  }));
  const body: TableCell[][] = rows.map((row) =>
    columns.map((column) => {
      const value = column.cell(row);
      return typeof value === 'string'
        ? { text: pdfText(value), alignment: column.isNumber ? 'right' : 'left' }
        : value;
    }),
  );
  return {
    table: {
      headerRows: 1,
      // A heading row alone at a page's foot moves to the next page with the first row.
      keepWithHeaderRows: 1,
      dontBreakRows: true,
      widths: columns.map((column) => column.width),
      body: [header, ...body],
    },
    layout: tableLayout,
    style: 'table',
  };
}

/** A rate, with its base under it when it is not the reach (the exception is the one said). */
export const rateCell = (rate: EngagementRate | null): Content =>
  rate?.base === 'impressions'
    ? {
        stack: [rateText(rate), { text: t.engagementBase.impressions, style: 'note' }],
        alignment: 'right',
      }
    : { text: rateText(rate), alignment: 'right' };

/** A section's heading: never left alone at a page's foot (report-pdf's pageBreakBefore). */
export const heading = (text: string): Content => ({ text, style: 'heading', headlineLevel: 1 });
