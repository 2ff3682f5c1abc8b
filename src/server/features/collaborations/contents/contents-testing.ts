// Set-up of the contents tests (issue 29): a deal of one creator line with two deliverables,
// and the calls of the 'Contenus' tab. Importing it starts the file's test app
// (collaborations-testing).
import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import {
  create,
  createAgency,
  deliverable,
  t,
  type Agency,
} from '#server/features/collaborations/collaborations-testing';
import { createAgent, signUpUser, type Agent } from '#server/testing/harness';
import { uploadBytes } from '#server/testing/uploads';
import type { ContentsOfDeal, DeliverableContentView } from '#shared/schemas/contents';

export type Deal = { agency: Agency; id: string; first: string; second: string };

/** A new agency's deal: Léa with two deliverables, the first due on `publishOn`. */
export async function createDeal(publishOn: string | null = null): Promise<Deal> {
  const agency = await createAgency();
  const detail = await create(agency, {
    influencers: [
      {
        influencerId: agency.lea,
        deliverables: [
          { ...deliverable(10_000), publishOn },
          deliverable(5_000, 'story_instagram'),
        ],
      },
    ],
  });
  const [first, second] = detail.influencers[0].deliverables as { id: string }[];
  return { agency, id: detail.id as string, first: first!.id, second: second!.id };
}

export const contentsPath = (deal: Pick<Deal, 'id'>, deliverableId?: string, tail = '') =>
  `/api/collaborations/${deal.id}/contents${deliverableId ? `/${deliverableId}${tail}` : ''}`;

export async function readContents(deal: Deal, agent: Agent = deal.agency.agent) {
  const response = await agent.get(contentsPath(deal));
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as ContentsOfDeal;
}

export const act = (deal: Deal, deliverableId: string, body: object) =>
  deal.agency.agent.post(contentsPath(deal, deliverableId, '/actions'), body);

/** An action that must pass: the deliverable's view after it. */
export async function actOk(deal: Deal, deliverableId: string, body: object) {
  const response = await act(deal, deliverableId, body);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as DeliverableContentView;
}

/** A draft sent by the agency with one uploaded file of `type`. */
export async function sendDraft(
  deal: Deal,
  deliverableId: string,
  file: { name: string; type: string; bytes?: Buffer } = {
    name: 'brouillon.png',
    type: 'image/png',
  },
) {
  const uploadId = await uploadBytes(
    deal.agency.agent,
    file.bytes ?? randomBytes(1500),
    file.name,
    file.type,
  );
  return deal.agency.agent.post(contentsPath(deal, deliverableId, '/versions'), {
    caption: 'Première version',
    uploadIds: [uploadId],
  });
}

export async function sendDraftOk(deal: Deal, deliverableId: string) {
  const response = await sendDraft(deal, deliverableId);
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as DeliverableContentView;
}

let memberIp = 0;

/** A member of the deal's agency with `sections` closed by its owner. */
export async function joinWithout(deal: Deal, sections: string[]) {
  const owner = deal.agency.agent;
  const code = (await owner.get('/api/account')).json.agency.joinCode as string;
  memberIp += 1;
  const member = createAgent(t.app, `198.51.100.${200 + memberIp}`);
  const account = await signUpUser(member, { agency: { code } });
  for (const key of sections) {
    const changed = await owner.putCurrent(`/api/account/team/${account.user.id}/permissions`, {
      key,
      value: false,
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
  }
  return member;
}
