// Set-up of the 'Performances' and benchmarks tests (issue 30): deals of published deliverables
// with readings, made through the API, and a brute-force reading of the same figures from the
// rows, through the shared rules only. Importing it registers beforeAll/afterAll that start a
// fresh test app for the importing file, with two agencies, and close it.
import { afterAll, beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { influencerPlatforms } from '#server/db/schema/address-book';
import { collaborations, deliverables } from '#server/db/schema/collaborations';
import { publicationReadings } from '#server/db/schema/performance';
import {
  createAgent,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';
import { getBilledShareCents, getLatestReadings, type Metrics } from '#shared/domain/performance';

export let t: TestApp;
let ipCounter = 0;

/** A signed-up agency owner with two clients and three influencers (Zoé archived). */
async function createAgency() {
  ipCounter += 1;
  const agent = createAgent(t.app, `198.51.100.${ipCounter}`);
  const account = await signUpUser(agent);
  const post = async (url: string, body: object) => {
    const response = await agent.post(url, body);
    expect(response.status, JSON.stringify(response.json)).toBe(201);
    return response.json.id as string;
  };
  const influencer = (fullName: string, username: string) =>
    post('/api/influencers', {
      fullName,
      username,
      address: '1 rue de la Paix, Paris',
      phoneNumber: '06 12 34 56 78',
      birthDate: '1995-04-12',
      siret: '73282932000074',
      internalReferent: 'Camille',
    });
  const ids = {
    lancome: await post('/api/clients', { brandName: 'Lancôme' }),
    nike: await post('/api/clients', { brandName: 'Nike' }),
    lea: await influencer('Léa Dupont', 'lea.dupont'),
    tom: await influencer('Tom Martin', 'tomtom'),
    zoe: await influencer('Zoé Archivée', 'zoe'),
  };
  expect((await agent.post(`/api/influencers/${ids.zoe}/archive`)).status).toBe(200);
  return { agent, account, agencyId: account.user.agencyId as string, ...ids };
}
export type Agency = Awaited<ReturnType<typeof createAgency>>;

export let a: Agency;
export let b: Agency;
beforeAll(async () => {
  t = await createTestApp();
  a = await createAgency();
  b = await createAgency();
});
afterAll(() => t.close());

/** A member of the agency with `sections` closed by its owner. */
export async function joinWithout(agency: Agency, sections: string[]) {
  const code = (await agency.agent.get('/api/account')).json.agency.joinCode as string;
  ipCounter += 1;
  const member = createAgent(t.app, `198.51.100.${ipCounter}`);
  const account = await signUpUser(member, { agency: { code } });
  for (const key of sections) {
    const changed = await agency.agent.putCurrent(
      `/api/account/team/${account.user.id}/permissions`,
      { key, value: false },
    );
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
  }
  return member;
}

/** Gives an influencer an account of `audience` followers on `name`. */
export async function setAudience(
  agency: Agency,
  influencerId: string,
  name: string,
  audience: number,
) {
  await t.db.insert(influencerPlatforms).values({
    agencyId: agency.agencyId,
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
  const created = await agency.agent.post('/api/collaborations', {
    name: 'Été Radieux',
    type: 'collaboration_entrante',
    clientId: deal.clientId,
    contactDate: '2026-03-02',
    signatureDate: '',
    manager: 'Camille Martin',
    billedCents: deal.billedCents,
    influencers: deal.lines.map((line) => ({
      influencerId: line.influencerId,
      deliverables: line.deliverables.map((item) => ({
        ...item,
        description: 'Un contenu',
        isPosted: false,
      })),
    })),
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const detail = created.json;
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
