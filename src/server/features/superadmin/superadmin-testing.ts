// Set-up shared by this area's test files. Importing it registers beforeAll/afterAll that
// start a fresh test app for the importing file and close it (Vitest isolates each file).
import { afterAll, beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/identity';
import {
  createAgent,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';
import { influencerBody } from '#server/testing/bodies';

export const SUPER_ADMIN = 'patron@infludesk.fr';
// Listed too, but never verified: it must get nothing.
export const UNVERIFIED_ADMIN = 'associe@infludesk.fr';

export let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ superAdminEmails: [SUPER_ADMIN, UNVERIFIED_ADMIN.toUpperCase()] });
});
afterAll(() => t.close());

let ipCounter = 0;
export const freshAgent = () => createAgent(t.app, `198.51.100.${++ipCounter}`);

/** Signs up with the address and opens the link mailed to it (issue 8), unless told not to. */
export async function signUpAccount(
  email: string,
  options: {
    isVerified: boolean;
    agency?: 'create' | 'none' | { code: string };
    agencyName?: string;
  },
) {
  const agent = freshAgent();
  const account = await signUpUser(agent, {
    email,
    agency: options.agency ?? 'none',
    agencyName: options.agencyName,
  });
  // The mailed sign-up link verified the address (decision 0039); an unverified account is
  // one from before it.
  if (!options.isVerified) {
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, account.user.id));
    t.sessions.forgetUser(account.user.id);
  }
  return { agent, user: account.user as { id: string; email: string; agencyId: string | null } };
}

export const signUpSuperAdmin = async () => {
  const { agent } = await signUpAccount(SUPER_ADMIN, { isVerified: true });
  expect((await agent.get('/api/auth/session')).json.user.isSuperAdmin).toBe(true);
  return agent;
};

async function created(agent: Agent, url: string, body: object) {
  const response = await agent.post(url, body);
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as { id: string } & Record<string, unknown>;
}

export const deliverable = (priceCents: number, type = 'post_instagram') => ({
  type,
  description: 'Un post',
  priceCents,
  isPosted: false,
});

/** A collaboration whose influencers have the deliverables' prices given (cents). */
export const collaborationBody = (
  name: string,
  clientId: string | null,
  lines: Array<{ influencerId: string; prices: number[] }>,
) => ({
  name,
  type: 'collaboration_entrante',
  clientId,
  contactDate: '2026-03-02',
  signatureDate: '',
  manager: 'Camille Martin',
  influencers: lines.map((line) => ({
    influencerId: line.influencerId,
    deliverables: line.prices.map((price) => deliverable(price)),
  })),
});

/** An agency made through the API: its owner, and what the test asks for. */
export async function createAgency(
  name: string,
  content: {
    clients?: Array<{ brandName: string; contacts?: number }>;
    influencers?: string[];
    collaborations?: Array<{
      name: string;
      lines: Array<{ influencer: number; prices: number[] }>;
    }>;
  } = {},
) {
  const agent = freshAgent();
  const owner = await signUpUser(agent, { agencyName: name });
  const clientIds: string[] = [];
  for (const client of content.clients ?? []) {
    const contacts = Array.from({ length: client.contacts ?? 0 }, (_, i) => ({
      name: `Contact ${i + 1}`,
      email: `contact${i + 1}@${client.brandName.toLowerCase().replace(/\W/g, '')}.fr`,
    }));
    clientIds.push(
      (await created(agent, '/api/clients', { brandName: client.brandName, contacts })).id,
    );
  }
  const influencerIds: string[] = [];
  for (const fullName of content.influencers ?? []) {
    influencerIds.push((await created(agent, '/api/influencers', influencerBody(fullName))).id);
  }
  const collaborationIds: string[] = [];
  for (const deal of content.collaborations ?? []) {
    const lines = deal.lines.map((line) => ({
      influencerId: influencerIds[line.influencer]!,
      prices: line.prices,
    }));
    const body = collaborationBody(deal.name, clientIds[0] ?? null, lines);
    collaborationIds.push((await created(agent, '/api/collaborations', body)).id);
  }
  const account = (await agent.get('/api/account')).json.agency as { id: string; joinCode: string };
  return {
    agent,
    owner: owner.user as { id: string; email: string },
    id: account.id,
    joinCode: account.joinCode,
    clientIds,
    influencerIds,
    collaborationIds,
  };
}
export type TestAgency = Awaited<ReturnType<typeof createAgency>>;

/**
 * Three agencies of different sizes (a member joined the first), for the counts and lists:
 * the expected figures are computed here from what was created.
 */
export async function createThreeAgencies() {
  const lumiere = await createAgency('Agence Lumière', {
    clients: [{ brandName: 'Lancôme', contacts: 2 }, { brandName: 'Nike' }],
    influencers: ['Léa Dupont', 'Tom Martin'],
    collaborations: [
      {
        name: 'Été Radieux',
        lines: [
          { influencer: 0, prices: [100_000, 25_050] },
          { influencer: 1, prices: [30_000] },
        ],
      },
      { name: 'Hiver Doux', lines: [{ influencer: 0, prices: [5_000] }] },
    ],
  });
  const member = await signUpAccount(`membre-${Date.now()}@example.fr`, {
    isVerified: true,
    agency: { code: lumiere.joinCode },
  });
  const nordique = await createAgency('Nordique', {
    clients: [{ brandName: 'Sézane', contacts: 1 }],
    influencers: ['Zoé Bernard'],
    collaborations: [{ name: 'Printemps', lines: [{ influencer: 0, prices: [12_345] }] }],
  });
  const zenith = await createAgency('Zénith');
  const expected = {
    agencies: 3,
    users: 4,
    clients: 3,
    influencers: 3,
    collaborations: 3,
    revenueCents: 100_000 + 25_050 + 30_000 + 5_000 + 12_345,
  };
  return { lumiere, member, nordique, zenith, expected };
}
