import { z } from 'zod';
import {
  PERFORMANCE_GROUPINGS,
  PERFORMANCES_PAGE_LIMIT,
  type AudienceTier,
  type PerformanceGrouping,
  type PerformancePlatform,
} from '#shared/domain/benchmarks';
import { isAcceptedDay } from '#shared/domain/dates';
import { enumField, idField, queryIntegerField, textField } from '#shared/schemas/fields';
import { paymentsScreen } from '#shared/i18n/fr-payments';
import { performancesText } from '#shared/i18n/fr-performances';
import { fr } from '#shared/i18n/fr';

// Issue 30, decision 0058: 'Performances' across campaigns and the agency's benchmarks.

const t = performancesText.fields;

export {
  PERFORMANCE_GROUPINGS,
  PERFORMANCES_PAGE_LIMIT,
  type PerformanceGrouping,
} from '#shared/domain/benchmarks';

const queryDay = (label: string) =>
  textField(label, fr.fields.invalidDate(label))
    .trim()
    .refine(isAcceptedDay, { message: fr.fields.invalidDate(label), abort: true })
    .optional();

/** The period is the publications' days, both inclusive. */
export const performancesQuerySchema = z
  .object({
    groupBy: enumField(PERFORMANCE_GROUPINGS, t.groupBy).default('client'),
    from: queryDay(t.from),
    to: queryDay(t.to),
    limit: queryIntegerField(t.limit, 1, 200).default(PERFORMANCES_PAGE_LIMIT),
    offset: queryIntegerField(t.offset, 0, 100_000).default(0),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: paymentsScreen.periodReversed,
    path: ['to'],
  });
export type PerformancesQuery = z.infer<typeof performancesQuerySchema>;

export const benchmarkQuerySchema = z.object({
  influencerId: idField(t.influencerId),
  type: textField(t.type, fr.fields.required(t.type))
    .trim()
    .min(1, fr.fields.required(t.type))
    .max(200, fr.forms.maxLength(t.type, 200)),
});
export type BenchmarkQuery = z.infer<typeof benchmarkQuerySchema>;

/** 'reach': every publication's rate divides by its reach; 'mixed': some had only impressions. */
export type RateBase = 'reach' | 'impressions' | 'mixed';

/** The summed statistics of a group of publications and their indicators (null: '—'). */
export type PerformanceFigures = {
  publications: number;
  reach: number | null;
  impressions: number | null;
  views: number | null;
  engagements: number | null;
  engagementRate: number | null;
  engagementBase: RateBase | null;
  /** In cents, on the creators' cost and on the billed price. */
  cpmCost: number | null;
  cpeCost: number | null;
  cpmBilled: number | null;
  cpeBilled: number | null;
};

export type PerformanceRow = PerformanceFigures & {
  /** The client's id or brand, the type, the platform, or the month ('YYYY-MM'). */
  key: string;
  label: string;
};

export type PerformancesAnswer = {
  groupBy: PerformanceGrouping;
  rows: PerformanceRow[];
  /** How many groups in all (the rows are a page of them). */
  groupCount: number;
  total: PerformanceFigures;
};

export type Spread = { q1: number; median: number; q3: number; count: number } | null;

export type BenchmarkRow = {
  platform: PerformancePlatform;
  type: string;
  tier: AudienceTier;
  /** Publications behind the line (with a reading). */
  count: number;
  /** Under BENCHMARK_MIN_COUNT publications: « peu de données ». */
  isFewData: boolean;
  /** CPM on the creators' cost, in cents; its own count (publications giving impressions). */
  cpm: Spread;
  engagementRate: Spread;
};

export type BenchmarksAnswer = { rows: BenchmarkRow[] };

/** The deal form's hint; null when the creator's audience or the agency's history is missing. */
export type BenchmarkHint = {
  type: string;
  tier: AudienceTier;
  audience: number;
  medianCpmCents: number;
  count: number;
  priceCents: number;
} | null;
