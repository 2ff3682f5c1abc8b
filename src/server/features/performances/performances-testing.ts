// Set-up of the 'Performances' and benchmarks tests (issue 30): deals of published deliverables
// with readings, made through the API, and a brute-force reading of the same figures from the
// rows, through the shared rules only. Importing it starts the file's test app
// (collaborations-testing).
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { influencerPlatforms } from '#server/db/schema/address-book';
import { collaborations, deliverables } from '#server/db/schema/collaborations';
import { publicationReadings } from '#server/db/schema/performance';
import { create, t, type Agency } from '#server/features/collaborations/collaborations-testing';
import type { Agent } from '#server/testing/harness';
import { getBilledShareCents, getLatestReadings, type Metrics } from '#shared/domain/performance';

export { t };

/** Gives an influencer an account of `audience` followers on `name`. */
export async function setAudience(
  agency: Agency,
  influencerId: string,
  name: string,
  audience: number,
) {
  await t.db.insert(influencerPlatforms).values({
    agencyId: agency.account.user.agencyId as string,
    influencerId,
    name,
    handle: `@${name}${audience}`,
    audience,
  });
}

type Line = { influencerId: string; deliverables: { type: string; priceCents: number }[] };

/** A deal whose deliverables are all published on `publishedOn`: the deliverables' ids. */
export async function createPublishedDeal(
  agency: Agency,
  deal: { clientId: string; billedCents: number | null; publishedOn: string; lines: Line[] },
) {
  const detail = await create(agency, {
    clientId: deal.clientId,
    billedCents: deal.billedCents,
    influencers: deal.lines.map((line) => ({
      influencerId: line.influencerId,
      deliverables: line.deliverables.map((item) => ({ ...item, description: 'Un contenu' })),
    })),
  });
  const ids = (detail.influencers as { deliverables: { id: string }[] }[]).flatMap((line) =>
    line.deliverables.map((item) => item.id),
  );
  for (const deliverableId of ids) {
    const response = await agency.agent.post(
      `/api/collaborations/${detail.id}/contents/${deliverableId}/actions`,
      {
        action: 'publish',
        publishedUrl: 'https://www.instagram.com/p/abc/',
        publishedOn: deal.publishedOn,
      },
    );
    expect(response.status, JSON.stringify(response.json)).toBe(200);
  }
  return { id: detail.id as string, deliverables: ids };
}

export async function addReading(
  agent: Agent,
  dealId: string,
  deliverableId: string,
  reading: Metrics & { readOn: string },
) {
  const response = await agent.post(
    `/api/collaborations/${dealId}/contents/${deliverableId}/readings`,
    reading,
  );
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json.id as string;
}

/** Every publication of the agency with its latest reading, read from the rows (no flag). */
export async function readPublications(agencyId: string) {
  const readings = await t.db
    .select()
    .from(publicationReadings)
    .where(eq(publicationReadings.agencyId, agencyId));
  const items = await t.db
    .select({
      id: deliverables.id,
      type: deliverables.type,
      priceCents: deliverables.priceCents,
      publishedOn: deliverables.publishedOn,
      lineId: deliverables.collaborationInfluencerId,
      billedCents: collaborations.billedCents,
      totalCents: collaborations.totalCents,
      clientId: collaborations.clientId,
      brand: collaborations.brand,
    })
    .from(deliverables)
    .innerJoin(collaborations, eq(collaborations.id, deliverables.collaborationId))
    .where(eq(deliverables.agencyId, agencyId));
  const byId = new Map(items.map((item) => [item.id, item]));
  return getLatestReadings(readings).map((reading) => {
    const item = byId.get(reading.deliverableId)!;
    return {
      reading,
      item,
      cost: item.priceCents,
      billed: getBilledShareCents(item.billedCents, item.priceCents, item.totalCents),
      day: item.publishedOn ?? reading.readOn,
    };
  });
}
