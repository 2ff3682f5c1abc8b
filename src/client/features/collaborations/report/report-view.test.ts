import { describe, expect, it } from 'vitest';
import {
  buildReportTiles,
  findTopPublications,
  formatReportCents,
  getPublicationLabel,
} from '#client/features/collaborations/report/report-view';
import type { CampaignReport, ReportFigures, ReportPublication } from '#shared/schemas/report';

// Intl writes thousands and the euro sign with narrow no-break spaces: compare on plain ones.
const plain = (text: string | undefined) => text?.replace(/[\u202f\u00a0]/g, ' ');

const noFigures: ReportFigures = {
  metrics: {
    impressions: null,
    reach: null,
    views: null,
    likes: null,
    comments: null,
    shares: null,
    saves: null,
    linkClicks: null,
    sales: null,
  },
  engagements: null,
  engagementRate: null,
  onCost: null,
  onBilled: null,
};

const publication = (deliverableId: string): ReportPublication => ({
  ...noFigures,
  deliverableId,
  lineId: 'line-1',
  influencerName: 'Zoé Laurent',
  type: 'reel_instagram',
  description: 'Le reel du lancement',
  publishedUrl: 'https://www.instagram.com/p/abc',
  publishedOn: '2026-03-10',
  readOn: null,
  costCents: 90_000,
  billedCents: 150_000,
  preview: null,
});

const report = (totals: Partial<CampaignReport['totals']> = {}): CampaignReport => ({
  collaborationId: 'deal-1',
  name: 'Lancement printemps',
  brand: 'Maison Lumière',
  agencyName: 'Agence Nova',
  conclusion: '',
  showsBudget: true,
  totals: {
    ...noFigures,
    publications: 2,
    deliverables: 3,
    budget: { billedCents: null, costCents: null, marginCents: null },
    ...totals,
  },
  creators: [],
  publications: [publication('d-1'), publication('d-2'), publication('d-3')],
  series: [],
  top: [],
});

const tileOf = (tiles: ReturnType<typeof buildReportTiles>, key: string) => {
  const tile = tiles.find((candidate) => candidate.key === key);
  if (!tile) throw new Error(`no tile ${key}`);
  return {
    value: plain(tile.value),
    note: tile.note,
    lines: tile.lines.map((line) => [line.label, plain(line.value), line.isLoss ?? false]),
  };
};

describe('buildReportTiles', () => {
  it('shows each figure of the totals, in the issue’s order', () => {
    const tiles = buildReportTiles(
      report({
        metrics: { ...noFigures.metrics, reach: 40_000, impressions: 50_000, views: 1_250_000 },
        engagements: 2_000,
        engagementRate: { rate: 0.05, base: 'reach' },
        onBilled: { cpm: 3_000, cpv: null, cpe: 75, cpc: null },
        onCost: { cpm: 1_800, cpv: null, cpe: 45.5, cpc: null },
        budget: { billedCents: 150_000, costCents: 90_000, marginCents: 60_000 },
      }),
    );
    expect(tiles.map((tile) => tile.key)).toEqual([
      'publications',
      'reach',
      'impressions',
      'views',
      'engagements',
      'engagementRate',
      'cpm',
      'cpe',
      'budget',
    ]);
    expect(tileOf(tiles, 'publications').value).toBe('2 / 3');
    expect(tileOf(tiles, 'reach').value).toBe('40 000');
    expect(tileOf(tiles, 'views').value).toBe('1 250 000');
    expect(tileOf(tiles, 'engagements').value).toBe('2 000');
    expect(tileOf(tiles, 'engagementRate')).toMatchObject({
      value: '5,00 %',
      note: 'sur la portée',
    });
    expect(tileOf(tiles, 'cpm').lines).toEqual([
      ['Sur le prix facturé', '30,00 €', false],
      ['Sur le coût créateurs', '18,00 €', false],
    ]);
    expect(tileOf(tiles, 'cpe').lines).toEqual([
      ['Sur le prix facturé', '0,75 €', false],
      ['Sur le coût créateurs', '0,455 €', false],
    ]);
    expect(tileOf(tiles, 'budget').lines).toEqual([
      ['Montant facturé', '1 500 €', false],
      ['Coût créateurs', '900 €', false],
      ['Marge', '600 €', false],
    ]);
  });

  it('says which base the engagement rate divides by', () => {
    const tiles = buildReportTiles(
      report({ engagementRate: { rate: 0.0457, base: 'impressions' } }),
    );
    expect(tileOf(tiles, 'engagementRate')).toMatchObject({
      value: '4,57 %',
      note: 'sur les impressions',
    });
  });

  it("shows '—' for every missing figure, never 0", () => {
    const tiles = buildReportTiles(report({ publications: 0, deliverables: 1 }));
    expect(tileOf(tiles, 'publications').value).toBe('0 / 1');
    for (const key of ['reach', 'impressions', 'views', 'engagements', 'engagementRate']) {
      expect(tileOf(tiles, key).value).toBe('—');
    }
    expect(tileOf(tiles, 'engagementRate').note).toBeUndefined();
    for (const key of ['cpm', 'cpe', 'budget']) {
      expect(tileOf(tiles, key).lines.every(([, value]) => value === '—')).toBe(true);
    }
  });

  it('marks a negative margin as a loss', () => {
    const tiles = buildReportTiles(
      report({ budget: { billedCents: 50_000, costCents: 90_000, marginCents: -40_000 } }),
    );
    expect(tileOf(tiles, 'budget').lines[2]).toEqual(['Marge', '-400 €', true]);
  });
});

describe('formatReportCents', () => {
  it("writes euros, or '—' when unknown (not '0 €')", () => {
    expect(plain(formatReportCents(123_456))).toBe('1 234,56 €');
    expect(plain(formatReportCents(0))).toBe('0 €');
    expect(formatReportCents(null)).toBe('—');
    expect(formatReportCents(undefined)).toBe('—');
  });
});

describe('getPublicationLabel', () => {
  it('names a known type by its label, a free-text one as typed, without an empty part', () => {
    expect(getPublicationLabel({ type: 'reel_instagram', description: ' Le reel ' })).toBe(
      'Réel Instagram · Le reel',
    );
    expect(getPublicationLabel({ type: 'Live Twitch 2 h', description: '' })).toBe(
      'Live Twitch 2 h',
    );
  });
});

describe('findTopPublications', () => {
  it('keeps the server’s order, best first, and skips an id it does not list', () => {
    const top = findTopPublications({ ...report(), top: ['d-3', 'gone', 'd-1'] });
    expect(top.map((item) => item.deliverableId)).toEqual(['d-3', 'd-1']);
  });
});
