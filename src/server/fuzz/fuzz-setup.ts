import { expect } from 'vitest';
import { createAgent, signUpUser, type Agent, type TestApp } from '#server/testing/harness';
import { influencerBody } from '#server/testing/bodies';

// The data the fuzz suite runs against: an agency with a client, influencers, a collaboration
// and a second member, so valid ids reach the services, and another agency whose ids must stay
// out of reach.

async function createRows(agent: Agent) {
  const client = await agent.post('/api/clients', {
    brandName: 'Lancôme',
    contacts: [{ name: 'Léa', email: 'lea@lancome.fr' }],
  });
  const influencer = await agent.post(
    '/api/influencers',
    influencerBody('Léa Dupont', {
      platforms: [{ name: 'instagram', handle: '@lea', audience: 1200 }],
      rates: [{ type: 'post_instagram', priceCents: 50_000 }],
    }),
  );
  const clientId = client.json.id as string;
  const influencerId = influencer.json.id as string;
  const collaboration = await agent.post('/api/collaborations', {
    name: 'Été Radieux',
    type: 'collaboration_entrante',
    clientId,
    contactDate: '2026-03-02',
    manager: 'Camille Martin',
    influencers: [{ influencerId, deliverables: [{ type: 'post_instagram', priceCents: 100 }] }],
  });
  const task = await agent.post('/api/tasks', {
    title: 'Relancer Lancôme',
    dueDate: '2026-11-23',
  });
  expect([client.status, influencer.status, collaboration.status, task.status]).toEqual([
    201, 201, 201, 201,
  ]);
  const casting = await agent.post('/api/castings', {
    name: 'Printemps',
    clientId,
    description: 'Deux créatrices',
    proposals: [{ influencerId, notes: '' }],
  });
  expect(casting.status).toBe(201);
  return {
    clientId,
    influencerId,
    collaborationId: collaboration.json.id as string,
    taskId: task.json.id as string,
    castingId: casting.json.id as string,
    proposalId: casting.json.proposals[0].id as string,
  };
}

export async function createFuzzWorld(t: TestApp) {
  const owner = createAgent(t.app, '192.0.2.10');
  const ownerAccount = await signUpUser(owner);
  const own = await createRows(owner);
  const code = (await owner.get('/api/account')).json.agency.joinCode as string;
  const member = createAgent(t.app, '192.0.2.11');
  const memberAccount = await signUpUser(member, { agency: { code } });
  const other = createAgent(t.app, '192.0.2.12');
  const otherAccount = await signUpUser(other);
  const foreign = await createRows(other);
  const ids = [
    ...Object.values(own),
    ...Object.values(foreign),
    ownerAccount.user.id as string,
    memberAccount.user.id as string,
    otherAccount.user.id as string,
  ];
  return { owner, ownerAccount, own, ids };
}
export type FuzzWorld = Awaited<ReturnType<typeof createFuzzWorld>>;

/** Valid bodies by route, for the mutations to start from; a route without one gets them all. */
export function sampleBodies(world: FuzzWorld): Record<string, Record<string, unknown>> {
  const { own } = world;
  return {
    'POST /api/auth/sign-in': { email: 'camille@exemple.fr', password: 'motdepasse-solide' },
    'POST /api/auth/sign-up': {
      email: 'camille@exemple.fr',
      password: 'motdepasse-solide',
      firstName: 'Camille',
      lastName: 'Martin',
      jobTitle: 'Chef de projet',
      agencyChoice: 'join',
      agencyName: '',
      agencyCode: 'code-inconnu',
    },
    'PUT /api/account/profile': { firstName: 'Camille', lastName: 'Martin', jobTitle: 'Cheffe' },
    'PUT /api/account/agency': { name: 'Agence Lumière' },
    'POST /api/account/join': { code: 'code-inconnu' },
    'PUT /api/account/team/:memberId/permissions': { key: 'clients', value: false },
    // A wrong password: the fuzz must not end the account it runs with.
    'POST /api/account/delete': { password: 'pas-le-bon-mot-de-passe' },
    'POST /api/clients': {
      brandName: 'Sephora',
      sectorMain: null,
      sectorSub: null,
      notes: 'Notes',
      contacts: [
        {
          name: 'Léa',
          email: 'lea@sephora.fr',
          phone: '06 12 34 56 78',
          role: 'PR',
          type: 'brand',
        },
      ],
    },
    'POST /api/influencers': {
      fullName: 'Tom Martin',
      username: 'tomtom',
      address: '2 rue de Lyon',
      phoneNumber: '06 00 00 00 00',
      birthDate: '1990-01-31',
      siret: '73282932000074',
      internalReferent: 'Camille',
      isExclusive: true,
      internalNotes: '',
      proposedTo: '',
      platforms: [{ name: 'youtube', handle: 'tom', audience: 10 }],
      rates: [{ type: 'post_instagram', priceCents: 100 }],
    },
    'POST /api/collaborations': {
      name: 'Hiver',
      type: 'collaboration_entrante',
      clientId: own.clientId,
      contactDate: '2026-01-15',
      signatureDate: '2026-01-20',
      manager: 'Camille',
      quoteNumber: 'D-1',
      invoiceNumber: 'F-1',
      billingStatus: 'pending',
      isQuoteSent: true,
      postProgress: 50,
      influencers: [
        {
          influencerId: own.influencerId,
          paidPercentage: 30,
          deliverables: [{ type: 'story', description: 'Une story', priceCents: 100 }],
        },
      ],
    },
    'POST /api/castings': {
      name: 'Automne',
      clientId: own.clientId,
      description: 'Une créatrice lyonnaise',
      requirements: ['Lyon', '5k abonnés'],
      proposals: [{ influencerId: own.influencerId, notes: 'Disponible en octobre' }],
    },
    'PUT /api/castings/:id/status': { status: 'draft' },
    'POST /api/resources': {
      name: 'Brief hiver',
      type: 'brief',
      description: 'Le brief de la campagne',
      url: 'https://exemple.fr/brief',
      uploadId: null,
      keepFile: false,
    },
    'PATCH /api/payments/:id': { isPaid: true, paidPercentage: 40 },
    'POST /api/tasks': {
      title: 'Envoyer le brief',
      description: 'Avant midi',
      priority: 'high',
      status: 'in_progress',
      dueDate: '2026-11-24',
      assignedTo: world.ownerAccount.user.id,
      influencerId: null,
    },
  };
}

/** The sample of a route: PUT /x/:id takes the body of POST /x. */
export function findSamples(samples: Record<string, Record<string, unknown>>, route: string) {
  const exact = samples[route] ?? samples[route.replace(/^PUT (.*)\/:id$/, 'POST $1')];
  return exact ? [exact] : Object.values(samples);
}
