import { getIndicators, sumMetrics, METRICS, type Metrics } from '#shared/domain/performance';
import type {
  CampaignReport,
  ReportFigures,
  ReportMetrics,
  ReportPublication,
} from '#shared/schemas/report';

// Fabricated campaign reports for the exports' tests, their figures computed by the shared
// formulas as the report's service does: accents everywhere, a publication without a reading
// ('—'), an engagement rate on impressions, and the shared view without the budget.

const toReportMetrics = (metrics: Metrics): ReportMetrics =>
  Object.fromEntries(METRICS.map((metric) => [metric, metrics[metric] ?? null])) as ReportMetrics;

function getFigures(
  metrics: Metrics,
  costCents: number | null,
  billedCents: number | null,
): ReportFigures {
  const indicators = getIndicators(metrics, { costCents, billedCents });
  return { ...indicators, metrics: toReportMetrics(metrics) };
}

type Draft = {
  id: string;
  lineId: string;
  influencerName: string;
  type: string;
  description: string;
  metrics: Metrics | null;
  costCents: number;
  billedCents: number;
  publishedOn: string;
  readOn: string | null;
};

function toPublication(draft: Draft): ReportPublication {
  return {
    ...getFigures(draft.metrics ?? {}, draft.costCents, draft.billedCents),
    deliverableId: draft.id,
    lineId: draft.lineId,
    influencerName: draft.influencerName,
    type: draft.type,
    description: draft.description,
    publishedUrl: `https://www.instagram.com/p/${draft.id}/`,
    publishedOn: draft.publishedOn,
    readOn: draft.readOn,
    costCents: draft.costCents,
    billedCents: draft.billedCents,
    preview: null,
  };
}

function buildReport(drafts: Draft[], name: string): CampaignReport {
  const publications = drafts.map(toPublication);
  const sum = (rows: Draft[], read: (row: Draft) => number) =>
    rows.reduce((total, row) => total + read(row), 0);
  const lineIds = [...new Set(drafts.map((draft) => draft.lineId))];
  const creators = lineIds.map((lineId) => {
    const own = drafts.filter((draft) => draft.lineId === lineId);
    const costCents = sum(own, (row) => row.costCents);
    const billedCents = sum(own, (row) => row.billedCents);
    return {
      ...getFigures(sumMetrics(own.map((row) => row.metrics ?? {})), costCents, billedCents),
      lineId,
      influencerName: own[0]!.influencerName,
      publications: own.length,
      costCents,
      billedCents,
    };
  });
  const costCents = sum(drafts, (row) => row.costCents);
  const billedCents = sum(drafts, (row) => row.billedCents);
  return {
    collaborationId: '00000000-0000-4000-8000-000000000001',
    name,
    brand: 'Maison Élégance',
    agencyName: 'Agence Lumière & Cie',
    conclusion:
      'Une campagne réussie : l’engagement a dépassé nos prévisions.\nÀ renouveler au printemps, avec Zoé en tête d’affiche.',
    showsBudget: true,
    totals: {
      ...getFigures(sumMetrics(drafts.map((row) => row.metrics ?? {})), costCents, billedCents),
      publications: drafts.length,
      deliverables: drafts.length + 1,
      budget: { billedCents, costCents, marginCents: billedCents - costCents },
    },
    creators,
    publications,
    series: [
      { day: '2026-11-02', impressions: 20_000, reach: 10_000, views: 18_000, engagements: 700 },
      { day: '2026-11-08', impressions: 28_000, reach: 12_500, views: 24_000, engagements: 886 },
    ],
    top: [...publications]
      .sort((a, b) => (b.engagements ?? -1) - (a.engagements ?? -1))
      .slice(0, 3)
      .map((row) => row.deliverableId),
  };
}

const LEA = { lineId: 'line-lea', influencerName: 'Léa Dupont-Évrard' };
const ZOE = { lineId: 'line-zoe', influencerName: 'Zoé Œuvray' };

/**
 * Three publications: Léa's reel (reach 12 500, 571 engagements: 4,57 % on the reach), her
 * story without a reading, Zoé's TikTok (no reach: 3,94 % on the impressions).
 */
export function makeReport(): CampaignReport {
  return buildReport(
    [
      {
        id: 'pub-reel',
        ...LEA,
        type: 'reel_instagram',
        description: 'Défilé d’été à Nîmes',
        metrics: {
          impressions: 20_000,
          reach: 12_500,
          views: 15_000,
          likes: 500,
          comments: 40,
          shares: 20,
          saves: 11,
          linkClicks: 80,
        },
        costCents: 150_000,
        billedCents: 250_000,
        publishedOn: '2026-11-01',
        readOn: '2026-11-08',
      },
      {
        id: 'pub-story',
        ...LEA,
        type: 'story_instagram',
        description: '',
        metrics: null,
        costCents: 50_000,
        billedCents: 80_000,
        publishedOn: '2026-11-02',
        readOn: null,
      },
      {
        id: 'pub-tiktok',
        ...ZOE,
        type: 'Vlog « coulisses »',
        description: 'Essayage en boutique',
        metrics: { impressions: 8_000, views: 9_000, likes: 300, comments: 10, shares: 5 },
        costCents: 80_000,
        billedCents: 120_050,
        publishedOn: '2026-11-03',
        readOn: '2026-11-07',
      },
    ],
    'Lancement été — Côte d’Azur',
  );
}

/** What the brand's link shows without 'Afficher le budget': every money figure null. */
export function toSharedWithoutBudget(report: CampaignReport): CampaignReport {
  const hide = <R extends ReportFigures>(row: R): R => ({ ...row, onCost: null, onBilled: null });
  return {
    ...report,
    showsBudget: false,
    totals: {
      ...hide(report.totals),
      budget: { billedCents: null, costCents: null, marginCents: null },
    },
    creators: report.creators.map((row) => ({ ...hide(row), costCents: null, billedCents: null })),
    publications: report.publications.map((row) => ({
      ...hide(row),
      costCents: null,
      billedCents: null,
    })),
  };
}

/** A campaign of `count` publications over ten creators, each with a full reading. */
export function makeLargeReport(count: number): CampaignReport {
  const drafts: Draft[] = Array.from({ length: count }, (_, i) => ({
    id: `pub-${i}`,
    lineId: `line-${i % 10}`,
    influencerName: `Créatrice n° ${(i % 10) + 1} Hélène`,
    type: i % 3 === 0 ? 'reel_instagram' : i % 3 === 1 ? 'tiktok' : 'youtube',
    description: `Publication ${i + 1} : présentation de la collection d’hiver`,
    metrics: {
      impressions: 10_000 + i * 1_000,
      reach: 8_000 + i * 700,
      views: 9_000 + i * 800,
      likes: 300 + i * 10,
      comments: 20 + i,
      shares: 5 + i,
      saves: 3 + i,
      linkClicks: 40 + i,
    },
    costCents: 50_000 + i * 1_000,
    billedCents: 80_000 + i * 1_500,
    publishedOn: '2026-10-15',
    readOn: '2026-11-01',
  }));
  return buildReport(drafts, 'Campagne d’hiver — cinquante publications');
}
