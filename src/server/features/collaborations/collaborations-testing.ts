// Set-up shared by this area's test files. Importing it registers beforeAll/afterAll that
// start a fresh test app for the importing file and close it (Vitest isolates each file).
import { afterAll, beforeAll, expect } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import {
  createAgent,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';
import { collaborationInfluencers, deliverables } from '#server/db/schema/collaborations';
import { fr } from '#shared/i18n/fr';

export let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

export const c = fr.collaborations;
export let ipCounter = 0;

/** A signed-up agency owner with two clients and three influencers (one archived). */
export async function createAgency() {
  ipCounter += 1;
  const agent = createAgent(t.app, `198.51.100.${ipCounter}`);
  const account = await signUpUser(agent);
  const client = async (brandName: string) =>
    (await agent.post('/api/clients', { brandName })).json.id as string;
  const influencer = async (fullName: string, username: string) =>
    (
      await agent.post('/api/influencers', {
        fullName,
        username,
        address: '1 rue de la Paix, Paris',
        phoneNumber: '06 12 34 56 78',
        birthDate: '1995-04-12',
        siret: '73282932000074',
        internalReferent: 'Camille',
      })
    ).json.id as string;
  const ids = {
    lancome: await client('Lancôme'),
    nike: await client('Nike'),
    lea: await influencer('Léa Dupont', 'lea.dupont'),
    tom: await influencer('Tom Martin', 'tomtom'),
    zoe: await influencer('Zoé Archivée', 'zoe'),
  };
  expect((await agent.post(`/api/influencers/${ids.zoe}/archive`)).status).toBe(200);
  return { agent, account, ...ids };
}
export type Agency = Awaited<ReturnType<typeof createAgency>>;

export const deliverable = (priceCents: number, type = 'post_instagram') => ({
  type,
  description: 'Un post',
  priceCents,
  isPosted: false,
});

export function body(agency: Agency, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Été Radieux',
    type: 'collaboration_entrante',
    clientId: agency.lancome,
    contactDate: '2026-03-02',
    signatureDate: '',
    manager: 'Camille Martin',
    influencers: [],
    ...overrides,
  };
}

export async function create(agency: Agency, overrides: Record<string, unknown> = {}) {
  const response = await agency.agent.post('/api/collaborations', body(agency, overrides));
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json;
}

export async function listNames(agent: Agent, query: string) {
  const response = await agent.get(`/api/collaborations?${query}`);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json.items.map((item: { name: string }) => item.name);
}

export async function countChildren(collaborationId: string) {
  const lines = await t.db
    .select({ id: collaborationInfluencers.id })
    .from(collaborationInfluencers)
    .where(eq(collaborationInfluencers.collaborationId, collaborationId));
  const ids = lines.map((line) => line.id);
  const [items] = ids.length
    ? await t.db
        .select({ n: count() })
        .from(deliverables)
        .where(inArray(deliverables.collaborationInfluencerId, ids))
    : [{ n: 0 }];
  return { lines: lines.length, deliverables: items?.n ?? 0 };
}

export let a: Agency;
export let b: Agency;
beforeAll(async () => {
  a = await createAgency();
  b = await createAgency();
});
