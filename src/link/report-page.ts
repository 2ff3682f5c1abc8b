import type { CampaignReport, ReportCreator, ReportPublication } from '#shared/schemas/report';
import type { LinkApi } from './api';
import { h } from './dom';
import { reportChart } from './report-chart';
import {
  formatAmount,
  formatCost,
  formatMetric,
  formatRate,
  getTiles,
  getTopPublications,
  previewImageUrl,
} from './report-view';
import { texts } from './texts';
import { deliverableTypeLabel, formatDay } from './view-helpers';

// The brand's shared campaign report (issue 30, `/lien/rapport#<token>`): read only, drawn once
// from GET /api/link/report. Money columns appear only when the agency shows its budget (the
// server sends none otherwise: this page does not hide what it got, it never gets it).

const t = texts.report;

type Column<R> = { header: string; isNumber?: boolean; cell: (row: R) => Node | string };

function table<R>(labelledBy: string, columns: Column<R>[], rows: readonly R[]) {
  // Focusable, so a keyboard can scroll a table wider than a phone (axe's scrollable region).
  return h(
    'div',
    { class: 'table-scroll', tabindex: 0, role: 'region', 'aria-labelledby': labelledBy },
    h(
      'table',
      { 'aria-labelledby': labelledBy },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          columns.map((column) =>
            h('th', { scope: 'col', class: column.isNumber ? 'number' : null }, column.header),
          ),
        ),
      ),
      h(
        'tbody',
        {},
        rows.map((row) =>
          h(
            'tr',
            {},
            columns.map((column, index) =>
              h(
                index === 0 ? 'th' : 'td',
                index === 0 ? { scope: 'row' } : { class: column.isNumber ? 'number' : null },
                column.cell(row),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

type Row = ReportCreator | ReportPublication;

/** A rate, with its base under it when it is the impressions (the reach is the rule). */
const rateCell = (row: Row) =>
  row.engagementRate?.base === 'impressions'
    ? h(
        'span',
        {},
        formatRate(row.engagementRate),
        h('span', { class: 'note' }, t.engagementBase.impressions),
      )
    : formatRate(row.engagementRate);

function figureColumns<R extends Row>(report: CampaignReport): Column<R>[] {
  const columns: Column<R>[] = [
    { header: t.tiles.reach, isNumber: true, cell: (row) => formatMetric(row.metrics.reach) },
    {
      header: t.tiles.impressions,
      isNumber: true,
      cell: (row) => formatMetric(row.metrics.impressions),
    },
    { header: t.tiles.views, isNumber: true, cell: (row) => formatMetric(row.metrics.views) },
    { header: t.tiles.engagements, isNumber: true, cell: (row) => formatMetric(row.engagements) },
    { header: t.tiles.engagementRate, isNumber: true, cell: rateCell },
  ];
  if (!report.showsBudget) return columns;
  return [
    ...columns,
    { header: t.tiles.cpm, isNumber: true, cell: (row) => formatCost(row.onBilled?.cpm) },
    { header: t.tiles.cpe, isNumber: true, cell: (row) => formatCost(row.onBilled?.cpe) },
    { header: t.columns.billed, isNumber: true, cell: (row) => formatAmount(row.billedCents) },
  ];
}

const section = (id: string, title: string, ...children: (Node | null)[]) =>
  h('section', { class: 'report-part', 'aria-labelledby': id }, h('h2', { id }, title), children);

function publicationLabel(row: ReportPublication) {
  const label = deliverableTypeLabel(row.type);
  const link = row.publishedUrl
    ? h('a', { href: row.publishedUrl, target: '_blank', rel: 'noreferrer noopener' }, label)
    : label;
  return h(
    'span',
    {},
    link,
    row.description ? h('span', { class: 'note' }, row.description) : null,
  );
}

function topCard(row: ReportPublication, rank: number, api: LinkApi) {
  const figure = h('div', { class: 'top-image' });
  const url = previewImageUrl(row);
  if (url) {
    void api.getFileUrl(url).then(
      (src) =>
        figure.append(
          h('img', { src, alt: `${deliverableTypeLabel(row.type)} · ${row.influencerName}` }),
        ),
      () => undefined,
    );
  }
  const base = row.engagementRate ? t.engagementBase[row.engagementRate.base] : null;
  return h(
    'li',
    { class: 'card top' },
    url ? figure : null,
    h('h3', {}, `${texts.rank(rank)} · ${row.influencerName}`),
    h('p', { class: 'label' }, publicationLabel(row)),
    row.publishedOn
      ? h('p', { class: 'muted' }, `${t.columns.publishedOn} ${formatDay(row.publishedOn)}`)
      : null,
    h(
      'dl',
      { class: 'facts' },
      h('div', {}, h('dt', {}, t.tiles.reach), h('dd', {}, formatMetric(row.metrics.reach))),
      h('div', {}, h('dt', {}, t.tiles.engagements), h('dd', {}, formatMetric(row.engagements))),
      h(
        'div',
        {},
        h('dt', {}, t.tiles.engagementRate),
        h(
          'dd',
          {},
          formatRate(row.engagementRate),
          base ? h('span', { class: 'note' }, base) : null,
        ),
      ),
    ),
  );
}

/** The report's parts, top to bottom, phone first. */
export function reportPage(report: CampaignReport, api: LinkApi): HTMLElement[] {
  const top = getTopPublications(report);
  const conclusion = report.conclusion.trim();
  return [
    h(
      'section',
      { class: 'card deal', 'aria-labelledby': 'report-name' },
      h('p', { class: 'label' }, texts.campaign),
      h('h2', { id: 'report-name' }, report.name),
      h(
        'dl',
        { class: 'facts' },
        h('div', {}, h('dt', {}, texts.brand), h('dd', {}, report.brand)),
        h('div', {}, h('dt', {}, texts.agency), h('dd', {}, report.agencyName)),
      ),
    ),
    h(
      'ul',
      { class: 'tiles', 'aria-label': t.title },
      getTiles(report).map((tile) =>
        h(
          'li',
          { class: 'tile' },
          h('span', { class: 'tile-label' }, tile.label),
          h('strong', { class: 'tile-value' }, tile.value),
          tile.note ? h('span', { class: 'note' }, tile.note) : null,
        ),
      ),
    ),
    report.publications.length === 0 ? h('p', { class: 'card' }, t.empty) : null,
    report.series.length > 0
      ? section('report-time', t.overTime, reportChart(report.series))
      : null,
    report.creators.length > 0
      ? section(
          'report-creators',
          t.byCreator,
          table<ReportCreator>(
            'report-creators',
            [
              { header: t.columns.creator, cell: (row) => row.influencerName },
              {
                header: t.tiles.publications,
                isNumber: true,
                cell: (row) => formatMetric(row.publications),
              },
              ...figureColumns<ReportCreator>(report),
            ],
            report.creators,
          ),
        )
      : null,
    report.publications.length > 0
      ? section(
          'report-publications',
          t.byPublication,
          table<ReportPublication>(
            'report-publications',
            [
              { header: t.columns.creator, cell: (row) => row.influencerName },
              { header: t.columns.publication, cell: publicationLabel },
              {
                header: t.columns.publishedOn,
                cell: (row) => (row.publishedOn ? formatDay(row.publishedOn) : '—'),
              },
              ...figureColumns<ReportPublication>(report),
            ],
            report.publications,
          ),
        )
      : null,
    top.length > 0
      ? section(
          'report-top',
          t.top,
          h(
            'ol',
            { class: 'tops' },
            top.map((row, i) => topCard(row, i + 1, api)),
          ),
        )
      : null,
    conclusion
      ? section('report-conclusion', t.conclusion, h('p', { class: 'pre' }, conclusion))
      : null,
  ].filter((part): part is HTMLElement => part !== null);
}
