import type { ReportPoint } from '#shared/schemas/report';
import { h } from './dom';
import { texts } from './texts';
import { CHART_LINES, formatMetric, getChart, type ChartLine } from './report-view';
import { formatDay } from './view-helpers';

// The report's chart over time as inline SVG (no chart library on this page): one line per
// statistic, told apart by its dash and its marks as well as by its legend, never by colour
// alone; the figures themselves in a table under it.

const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 320;
const HEIGHT = 150;
const PAD = { top: 12, right: 12, bottom: 8, left: 12 };

function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number>,
) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

const STYLES: Record<ChartLine, { dash: string; width: number }> = {
  impressions: { dash: '', width: 2.5 },
  reach: { dash: '7 4', width: 2 },
  views: { dash: '2 3', width: 2 },
};

/** A mark at each figure: a disc, a ring, a square, in the order of the lines. */
function mark(line: ChartLine, x: number, y: number) {
  if (line === 'impressions') return svg('circle', { cx: x, cy: y, r: 3.5, fill: 'currentColor' });
  if (line === 'reach') {
    return svg('circle', {
      cx: x,
      cy: y,
      r: 3.5,
      fill: 'var(--bg)',
      stroke: 'currentColor',
      'stroke-width': 1.5,
    });
  }
  return svg('rect', { x: x - 3, y: y - 3, width: 6, height: 6, fill: 'currentColor' });
}

function lineSample(line: ChartLine) {
  const sample = svg('svg', { viewBox: '0 0 28 10', width: 28, height: 10, 'aria-hidden': 'true' });
  const { dash, width } = STYLES[line];
  sample.append(
    svg('line', {
      x1: 0,
      y1: 5,
      x2: 28,
      y2: 5,
      stroke: 'currentColor',
      'stroke-width': width,
      'stroke-dasharray': dash,
    }),
    mark(line, 14, 5),
  );
  return sample;
}

const lineLabel = (line: ChartLine) => texts.report.tiles[line];

export function reportChart(series: readonly ReportPoint[]) {
  const chart = getChart(series, WIDTH, HEIGHT);
  const drawn = CHART_LINES.filter((line) => chart.lines[line] !== '');
  const figure = svg('svg', {
    viewBox: `${-PAD.left} ${-PAD.top} ${WIDTH + PAD.left + PAD.right} ${HEIGHT + PAD.top + PAD.bottom}`,
    role: 'img',
    'aria-label': texts.chartLabel(drawn.map(lineLabel).join(', ')),
    class: 'chart',
  });
  figure.append(svg('line', { x1: 0, y1: HEIGHT, x2: WIDTH, y2: HEIGHT, stroke: 'var(--border)' }));
  for (const line of drawn) {
    const { dash, width } = STYLES[line];
    figure.append(
      svg('polyline', {
        points: chart.lines[line],
        fill: 'none',
        stroke: 'currentColor',
        'stroke-width': width,
        'stroke-dasharray': dash,
        'stroke-linejoin': 'round',
      }),
    );
    for (const point of chart.lines[line].split(' ')) {
      const [x = 0, y = 0] = point.split(',').map(Number);
      figure.append(mark(line, x, y));
    }
  }
  const first = series[0];
  const last = series[series.length - 1];
  return h(
    'div',
    { class: 'chart-box' },
    h('p', { class: 'muted' }, `${formatMetric(chart.max)}`),
    figure,
    h(
      'p',
      { class: 'chart-days muted' },
      h('span', {}, first ? formatDay(first.day) : ''),
      h('span', {}, last && last !== first ? formatDay(last.day) : ''),
    ),
    h(
      'ul',
      { class: 'legend' },
      drawn.map((line) => h('li', {}, lineSample(line), lineLabel(line))),
    ),
    h(
      'details',
      { class: 'earlier' },
      h('summary', {}, texts.chartFigures),
      h(
        'div',
        { class: 'table-scroll', tabindex: 0, role: 'region', 'aria-label': texts.chartFigures },
        h(
          'table',
          {},
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              h('th', { scope: 'col' }, texts.day),
              [...CHART_LINES, 'engagements' as const].map((line) =>
                h('th', { scope: 'col', class: 'number' }, texts.report.tiles[line]),
              ),
            ),
          ),
          h(
            'tbody',
            {},
            series.map((point) =>
              h(
                'tr',
                {},
                h('th', { scope: 'row' }, formatDay(point.day)),
                [...CHART_LINES, 'engagements' as const].map((line) =>
                  h('td', { class: 'number' }, formatMetric(point[line])),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}
