import { z } from 'zod';
import type { CostIndicators, EngagementRate, Metric } from '#shared/domain/performance';
import { emailField, optionalText } from '#shared/schemas/fields';
import { report as t } from '#shared/i18n/fr-report';

// Issue 30: the campaign report of a deal, as its 'Rapport' tab, its PDF and .xlsx exports and
// the brand's shared link read it (GET /api/collaborations/:id/report, GET /api/link/report).
// Computed once on the server from each publication's latest reading (decision 0055) with the
// formulas of shared/domain/performance; every figure whose parts are missing is null ('—').

export type ReportMetrics = Record<Metric, number | null>;

/** The figures of one publication, one creator, or the whole campaign. */
export type ReportFigures = {
  /** Each statistic summed over the latest readings that give it; null when none does. */
  metrics: ReportMetrics;
  engagements: number | null;
  /** With its base: the report says « sur la portée » or « sur les impressions ». */
  engagementRate: EngagementRate | null;
  /** On the creators' cost (what the agency pays). Never in a shared report: null there. */
  onCost: CostIndicators | null;
  /** On the price billed to the client. null in a shared report without 'Afficher le budget'. */
  onBilled: CostIndicators | null;
};

/** The latest version's first previewable file of a publication (image, video or PDF). */
export type ReportPreview = {
  fileId: string;
  fileName: string;
  mimeType: string;
};

/** A published deliverable (stage 'Publié'), in the deal's order of lines and deliverables. */
export type ReportPublication = ReportFigures & {
  deliverableId: string;
  lineId: string;
  influencerName: string;
  /** A DELIVERABLE_TYPES key (label in fr.deliverableTypes) or free text. */
  type: string;
  description: string;
  publishedUrl: string;
  publishedOn: string | null;
  /** The day of the reading that counts; null while the publication has none. */
  readOn: string | null;
  /** The creator's price of this deliverable; null in a shared report. */
  costCents: number | null;
  /** Its share of the billed price (getBilledShareCents); null unbilled or hidden. */
  billedCents: number | null;
  preview: ReportPreview | null;
};

/** A creator's line: the sums of their publications. */
export type ReportCreator = ReportFigures & {
  lineId: string;
  influencerName: string;
  /** Published deliverables of the line. */
  publications: number;
  costCents: number | null;
  billedCents: number | null;
};

/**
 * One day of the chart over time: for each day a reading was taken, the sums of every
 * publication's latest reading on or before that day (a publication keeps its last figure).
 */
export type ReportPoint = {
  day: string;
  impressions: number | null;
  reach: number | null;
  views: number | null;
  engagements: number | null;
};

export type ReportBudget = {
  /** The price billed to the client (issue 20); null when not known yet. */
  billedCents: number | null;
  /** The creators' prices; null in a shared report. */
  costCents: number | null;
  /** The deal's margin; null in a shared report. */
  marginCents: number | null;
};

export type CampaignReport = {
  collaborationId: string;
  name: string;
  brand: string;
  agencyName: string;
  /** 'Conclusion de l'agence' (free text, '' when none). */
  conclusion: string;
  /** false in a shared report without 'Afficher le budget': every money figure is null. */
  showsBudget: boolean;
  totals: ReportFigures & {
    /** Published deliverables. */
    publications: number;
    /** Every deliverable of the deal (published or not). */
    deliverables: number;
    budget: ReportBudget;
  };
  creators: ReportCreator[];
  publications: ReportPublication[];
  series: ReportPoint[];
  /** The deliverable ids of the three best publications, best first (most engagements). */
  top: string[];
};

/** PUT /api/collaborations/:id/report/conclusion */
export const reportConclusionSchema = z.object({
  conclusion: optionalText(t.conclusion, 10_000),
});
export type ReportConclusionInput = z.infer<typeof reportConclusionSchema>;

/** POST /api/collaborations/:id/links/report: 'Partager le rapport'. */
export const reportLinkSchema = z.object({
  email: emailField('Email').optional(),
  showBudget: z.boolean().default(false),
});
export type ReportLinkInput = z.input<typeof reportLinkSchema>;

/**
 * GET /api/collaborations/:id/report.pdf|.xlsx: the documents the brand receives, so the shared
 * view (never the creators' costs nor the margin); `budget=1` adds the billed price and the
 * indicators on it, as 'Afficher le budget' does for a link.
 */
export const reportDownloadQuerySchema = z.object({
  budget: z.enum(['0', '1']).optional(),
});
export type ReportDownloadQuery = z.infer<typeof reportDownloadQuerySchema>;
