// The agencies of the assistant's tests, made through the API as users would: an agency with
// clients, contacts, influencers and deals whose answers are known, and a foreign agency with
// the same names (isolation must hold even when names collide) and its own secrets.
import { expect } from 'vitest';
import type { Agent } from '#server/testing/harness';
import { influencerBody } from '#server/testing/bodies';

async function created(agent: Agent, path: string, body: unknown) {
  const response = await agent.post(path, body);
  expect(response.status, `${path} ${JSON.stringify(response.json)}`).toBe(201);
  return response.json.id as string;
}

export const clientBody = (
  brandName: string,
  sectorMain: string,
  contacts: { name: string; email: string; phone?: string; role?: string }[],
  notes = '',
) => ({
  brandName,
  sectorMain,
  sectorSub: null,
  notes,
  contacts: contacts.map((c) => ({ phone: '', role: '', type: 'brand', ...c })),
});

export const dealBody = (
  name: string,
  clientId: string,
  lines: { influencerId: string; priceCents: number; description?: string }[],
  flags: { isQuoteSent?: boolean; isPaymentReceived?: boolean } = {},
) => ({
  name,
  type: 'collaboration_entrante',
  clientId,
  contactDate: '2026-03-02',
  signatureDate: '',
  manager: 'Camille Martin',
  ...flags,
  influencers: lines.map((line) => ({
    influencerId: line.influencerId,
    deliverables: [
      {
        type: 'post_instagram',
        description: line.description ?? 'Un post',
        priceCents: line.priceCents,
        isPosted: false,
      },
    ],
  })),
});

/** Sephora (Mode) and Nike (Sport); Léa Martin and Tom Dubois; 2 pending deals of 4. */
export async function seedAgency(agent: Agent) {
  const sephora = await created(
    agent,
    '/api/clients',
    clientBody('Sephora', 'fashion', [
      {
        name: 'Marie Durand',
        email: 'marie.durand@sephora.fr',
        phone: '06 12 34 56 78',
        role: 'Responsable RP',
      },
    ]),
  );
  const nike = await created(
    agent,
    '/api/clients',
    clientBody('Nike', 'sport', [{ name: 'Hélène Bérard', email: 'helene.berard@nike.fr' }]),
  );
  const lea = await created(agent, '/api/influencers', influencerBody('Léa Martin'));
  const tom = await created(
    agent,
    '/api/influencers',
    influencerBody('Tom Dubois', { address: '5 avenue Foch, 75116 Paris' }),
  );
  const deals = {
    spring: await created(
      agent,
      '/api/collaborations',
      dealBody('Printemps Sephora', sephora, [
        { influencerId: lea, priceCents: 100_000 },
        { influencerId: tom, priceCents: 50_000 },
      ]),
    ),
    summer: await created(
      agent,
      '/api/collaborations',
      dealBody('Été Sephora', sephora, [{ influencerId: lea, priceCents: 80_000 }], {
        isQuoteSent: true,
      }),
    ),
    marathon: await created(
      agent,
      '/api/collaborations',
      dealBody('Marathon Nike', nike, [{ influencerId: tom, priceCents: 30_000 }]),
    ),
    winter: await created(
      agent,
      '/api/collaborations',
      dealBody('Hiver Nike', nike, [{ influencerId: tom, priceCents: 20_000 }], {
        isPaymentReceived: true,
      }),
    ),
  };
  return { sephora, nike, lea, tom, deals };
}

/** What only the foreign agency holds: none of it may ever reach another agency's answers. */
export const FOREIGN = {
  brand: 'Zorglub Industries',
  email: 'marie.durand@zorglub.example',
  address: '99 rue Interdite, 13001 Marseille',
  influencer: 'Foreign Talent Xavier',
  deal: 'Opération Zorglub Secrète',
  task: 'SECRET-B-TASK Plan Zorglub',
  casting: 'Casting Zorglub Confidentiel',
  note: 'SECRET-B-NOTE 7731',
};

/** A foreign agency with a Marie Durand and a Léa Martin of its own, and its secrets. */
export async function seedForeignAgency(agent: Agent) {
  const client = await created(
    agent,
    '/api/clients',
    clientBody(
      'Zorglub Industries',
      'fashion',
      [{ name: 'Marie Durand', email: FOREIGN.email }],
      FOREIGN.note,
    ),
  );
  const lea = await created(
    agent,
    '/api/influencers',
    influencerBody('Léa Martin', { address: FOREIGN.address }),
  );
  const talent = await created(
    agent,
    '/api/influencers',
    influencerBody(FOREIGN.influencer, { address: FOREIGN.address }),
  );
  const deals = [1, 2, 3].map((n) => `${FOREIGN.deal} ${n}`);
  for (const name of deals) {
    await created(
      agent,
      '/api/collaborations',
      dealBody(name, client, [{ influencerId: talent, priceCents: 999_900 }]),
    );
  }
  const task = await created(agent, '/api/tasks', {
    title: FOREIGN.task,
    description: '',
    dueDate: '2026-11-23',
  });
  const casting = await created(agent, '/api/castings', {
    name: FOREIGN.casting,
    clientId: client,
    description: 'Brief confidentiel',
  });
  return { client, lea, talent, task, casting };
}
