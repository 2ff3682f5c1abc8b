import { collaborations } from '#server/db/schema/collaborations';
import { notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { recordEvent } from '#server/lib/history';
import { byIdInAgency } from '#server/features/collaborations/collaboration-detail';
import type { TenantReader } from '#server/features/collaborations/contents/contents-read';
import {
  findPublished,
  readReportDeal,
  readReportPreviews,
  readReportReadings,
} from '#server/features/collaborations/report/report-rows';
import {
  getBilledShareCents,
  getLatestReadings,
  METRICS,
  type Metrics,
} from '#shared/domain/performance';
import { diffRecordViews } from '#shared/domain/record-history';
import {
  getReportFigures,
  getReportSeries,
  getTopPublications,
  toSharedReport,
  type PricedPublication,
} from '#shared/domain/report';
import type {
  CampaignReport,
  ReportConclusionInput,
  ReportCreator,
  ReportPublication,
} from '#shared/schemas/report';

// Issue 30, decision 0056: the campaign report of a deal, computed once here for its 'Rapport'
// tab, its exports and the brand's shared link. The figures come from shared/domain/report.

export type ReportView = { kind: 'agency' } | { kind: 'shared'; showBudget: boolean };

const metricsOf = (reading: Metrics): Metrics =>
  Object.fromEntries(METRICS.map((metric) => [metric, reading[metric] ?? null]));

const sumCents = (values: ReadonlyArray<number | null>) =>
  values.some((value) => value === null)
    ? null
    : values.reduce<number>((total, value) => total + value!, 0);

/**
 * GET /api/collaborations/:id/report (the agency's view) and GET /api/link/report (a shared
 * view: never a cost or a margin, the billed price only with 'Afficher le budget').
 */
export async function getCampaignReport(
  reader: TenantReader,
  collaborationId: string,
  view: ReportView,
): Promise<CampaignReport> {
  const { deal, lines: rows } = await readReportDeal(reader, collaborationId);
  const readings = await readReportReadings(reader, collaborationId);
  const previews = await readReportPreviews(reader, collaborationId);

  // The deal's billed price, shared among its deliverables in proportion to their prices.
  const pricesCents = rows.reduce((total, row) => total + (row.priceCents ?? 0), 0);
  const deliverablesCount = rows.filter((row) => row.deliverableId !== null).length;
  const published = findPublished(rows);
  const isPublished = new Set(published.map((item) => item.deliverableId));
  const ownReadings = readings.filter((reading) => isPublished.has(reading.deliverableId));
  const latest = new Map(
    getLatestReadings(ownReadings).map((reading) => [reading.deliverableId, reading]),
  );

  const priced = new Map<string, PricedPublication>();
  const publications = published.map((item): ReportPublication => {
    const reading = latest.get(item.deliverableId);
    const costCents = item.priceCents ?? 0;
    const billedCents = getBilledShareCents(deal.billedCents, costCents, pricesCents);
    const publication = { metrics: reading ? metricsOf(reading) : null, costCents, billedCents };
    priced.set(item.deliverableId, publication);
    const preview = previews.get(item.deliverableId);
    return {
      ...getReportFigures([publication]),
      deliverableId: item.deliverableId,
      lineId: item.lineId,
      influencerName: item.influencerName,
      type: item.type ?? '',
      description: item.description ?? '',
      publishedUrl: item.publishedUrl ?? '',
      publishedOn: item.publishedOn,
      readOn: reading?.readOn ?? null,
      costCents,
      billedCents,
      preview: preview
        ? { fileId: preview.fileId, fileName: preview.fileName, mimeType: preview.mimeType }
        : null,
    };
  });

  const lines = [...new Map(rows.map((row) => [row.lineId, row.influencerName]))];
  const creators = lines.map(([lineId, influencerName]): ReportCreator => {
    const own = publications.filter((publication) => publication.lineId === lineId);
    const ownPriced = own.map((publication) => priced.get(publication.deliverableId)!);
    return {
      ...getReportFigures(ownPriced),
      lineId,
      influencerName,
      publications: own.length,
      costCents: sumCents(ownPriced.map((publication) => publication.costCents)),
      billedCents: deal.billedCents === null ? null : sumCents(ownPriced.map((p) => p.billedCents)),
    };
  });

  const report: CampaignReport = {
    collaborationId,
    name: deal.name,
    brand: deal.brand,
    agencyName: deal.agencyName,
    conclusion: deal.conclusion,
    showsBudget: true,
    totals: {
      ...getReportFigures([...priced.values()]),
      publications: publications.length,
      deliverables: deliverablesCount,
      budget: {
        billedCents: deal.billedCents,
        costCents: pricesCents,
        marginCents: deal.marginCents,
      },
    },
    creators,
    publications,
    series: getReportSeries(ownReadings),
    top: getTopPublications(publications),
  };
  return view.kind === 'agency' ? report : toSharedReport(report, view.showBudget);
}

/**
 * PUT /api/collaborations/:id/report/conclusion: one line of the deal's history. The deal's
 * version stays (decision 0056): the conclusion is not a field of the deal's form, whose save
 * must not meet a conflict for it.
 */
export async function updateReportConclusion(
  ctx: AgencyContext,
  collaborationId: string,
  input: ReportConclusionInput,
) {
  const [deal] = await ctx.db
    .select({ name: collaborations.name, conclusion: collaborations.reportConclusion })
    .from(collaborations)
    .where(byIdInAgency(ctx, collaborationId))
    .for('update');
  if (!deal) throw notFound();
  if (deal.conclusion !== input.conclusion) {
    await ctx.db
      .update(collaborations)
      .set({ reportConclusion: input.conclusion })
      .where(byIdInAgency(ctx, collaborationId));
    await recordEvent(ctx, {
      kind: 'collaboration',
      recordId: collaborationId,
      label: deal.name,
      action: 'update',
      changes: diffRecordViews(
        { reportConclusion: deal.conclusion },
        { reportConclusion: input.conclusion },
      ),
    });
  }
  return { conclusion: input.conclusion };
}
