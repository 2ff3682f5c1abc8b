// Set-up of the campaign report's tests (issue 30): a deal of two creators whose deliverables
// are published, and readings inserted as rows. Importing it starts the file's test app.
import { expect } from 'vitest';
import {
  create,
  deliverable,
  t,
  type Agency,
} from '#server/features/collaborations/collaborations-testing';
import { publicationReadings } from '#server/db/schema/performance';
import type { Metrics } from '#shared/domain/performance';
import type { CampaignReport } from '#shared/schemas/report';

export { a, b, t, createAgency } from '#server/features/collaborations/collaborations-testing';

/** Léa: three deliverables (1,200 €, 800 €, 300 €); Tom: two (500 €, 200 €); 9,000 € billed. */
export async function createReportDeal(agency: Agency, billedCents: number | null = 900_000) {
  const deal = await create(agency, {
    name: 'Noël scintillant',
    billedCents,
    influencers: [
      {
        influencerId: agency.lea,
        deliverables: [
          deliverable(120_000),
          deliverable(80_000, 'story_instagram'),
          deliverable(30_000, 'reel_instagram'),
        ],
      },
      {
        influencerId: agency.tom,
        deliverables: [deliverable(50_000, 'video_tiktok'), deliverable(20_000)],
      },
    ],
  });
  const lines = deal.influencers as Array<{ id: string; deliverables: Array<{ id: string }> }>;
  return {
    id: deal.id as string,
    agency,
    lea: lines[0]!.id,
    tom: lines[1]!.id,
    items: lines.flatMap((line) => line.deliverables.map((item) => item.id)),
  };
}
export type ReportDeal = Awaited<ReturnType<typeof createReportDeal>>;

export async function publish(deal: ReportDeal, deliverableId: string, day = '2026-11-02') {
  const response = await deal.agency.agent.post(
    `/api/collaborations/${deal.id}/contents/${deliverableId}/actions`,
    { action: 'publish', publishedUrl: `https://www.instagram.com/p/${day}/`, publishedOn: day },
  );
  expect(response.status, JSON.stringify(response.json)).toBe(200);
}

export type InsertedReading = Metrics & {
  deliverableId: string;
  readOn: string;
  createdAt: Date;
};

/** Readings written as rows (any deliverable, published or not), as an import would. */
export async function insertReadings(deal: ReportDeal, readings: InsertedReading[]) {
  if (readings.length === 0) return;
  await t.db.insert(publicationReadings).values(
    readings.map((reading) => ({
      ...reading,
      agencyId: deal.agency.account.user.agencyId as string,
      collaborationId: deal.id,
      source: 'import' as const,
      authorName: 'Import',
    })),
  );
}

export const reportPath = (deal: { id: string }) => `/api/collaborations/${deal.id}/report`;

export async function readReport(deal: ReportDeal) {
  const response = await deal.agency.agent.get(reportPath(deal));
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as CampaignReport;
}
