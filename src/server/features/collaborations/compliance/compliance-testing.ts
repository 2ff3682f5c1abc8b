// Set-up of the 'Conformité' tests (issue 31): deals of one creator line, the facts the API does
// not write yet (gifts, category, party data, captions) set as rows, and readers of the panel
// and the overview. Importing it starts the file's test app.
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  body,
  create,
  deliverable,
  t,
  type Agency,
} from '#server/features/collaborations/collaborations-testing';
import { createAgent, signUpUser } from '#server/testing/harness';
import type {
  ComplianceCheckId,
  ComplianceLevel,
} from '#shared/domain/compliance/compliance-types';
import type { CompliancePanel, ComplianceList } from '#shared/schemas/compliance';

export {
  a,
  b,
  t,
  body,
  createAgency,
} from '#server/features/collaborations/collaborations-testing';

export type Deal = { id: string; lineId: string; itemId: string; agency: Agency };

/** A deal of one creator (Léa by default) and one post priced `rateCents`. */
export async function createDeal(
  agency: Agency,
  rateCents: number,
  overrides: {
    contactDate?: string;
    influencerId?: string;
    manager?: string;
    clientId?: string;
  } = {},
): Promise<Deal> {
  const { influencerId = agency.lea, ...rest } = overrides;
  const deal = await create(agency, {
    name: `Deal ${rateCents} ${rest.contactDate ?? ''}`,
    ...rest,
    influencers: [{ influencerId, deliverables: [deliverable(rateCents)] }],
  });
  const line = (deal.influencers as Array<{ id: string; deliverables: Array<{ id: string }> }>)[0]!;
  return { id: deal.id as string, lineId: line.id, itemId: line.deliverables[0]!.id, agency };
}

/** Every fact a contract needs, so that only the fact under test is open. */
export async function completeParties(agency: Agency) {
  await t.db.execute(sql`update clients set legal_name = 'SAS ' || brand_name,
    legal_address = '1 avenue de l’Opéra, Paris', legal_email = 'juridique@marque.fr',
    tax_country = 'FR' where agency_id = ${agency.account.user.agencyId}`);
  await t.db.execute(sql`update influencers set email = 'createur@mail.fr', tax_country = 'FR'
    where agency_id = ${agency.account.user.agencyId}`);
}

export async function setDeal(deal: Deal, changes: { category?: string; giftsCents?: number }) {
  if (changes.category !== undefined) {
    await t.db.execute(sql`update collaborations set category = ${changes.category},
      rights_usage = 'Réseaux sociaux', rights_months = 12 where id = ${deal.id}`);
  }
  if (changes.giftsCents !== undefined) {
    await t.db.execute(sql`update collaboration_influencers set gifts_cents = ${changes.giftsCents}
      where id = ${deal.lineId}`);
  }
}

/** A draft of the deal's deliverable with its caption (the next number). */
export async function addDraft(deal: Deal, caption: string) {
  await t.db.execute(sql`insert into content_versions (agency_id, collaboration_id,
      deliverable_id, number, caption, author_kind, author_name)
    select agency_id, collaboration_id, id,
      (select coalesce(max(number), 0) + 1 from content_versions where deliverable_id = ${deal.itemId}),
      ${caption}, 'creator', 'Léa'
    from deliverables where id = ${deal.itemId}`);
}

export const panelPath = (deal: { id: string }) => `/api/collaborations/${deal.id}/compliance`;

export async function readPanel(deal: Deal) {
  const response = await deal.agency.agent.get(panelPath(deal));
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as CompliancePanel;
}

/** The level of a check (the deal's line's, for a per-creator check). */
export function levelOf(panel: CompliancePanel, id: ComplianceCheckId): ComplianceLevel {
  const checks = panel.checks.filter((check) => check.id === id);
  expect(checks.length, id).toBe(1);
  return checks[0]!.level;
}

export async function readOverview(agency: Agency, query = '') {
  const response = await agency.agent.get(`/api/compliance${query ? `?${query}` : ''}`);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as ComplianceList;
}

let memberIp = 0;

/** A member of the agency without some sections. */
export async function joinWithout(agency: Agency, sections: string[]) {
  const code = (await agency.agent.get('/api/account')).json.agency.joinCode as string;
  memberIp += 1;
  const member = createAgent(t.app, `198.51.100.${150 + memberIp}`);
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

/** An edit of the deal through its form: its post's price (the creator's rate), its date. */
export async function editDeal(deal: Deal, priceCents: number, contactDate = '2026-03-02') {
  const response = await deal.agency.agent.putCurrent(`/api/collaborations/${deal.id}`, {
    ...body(deal.agency, { name: `Deal ${priceCents} ${contactDate}`, contactDate }),
    influencers: [
      {
        id: deal.lineId,
        influencerId: deal.agency.lea,
        deliverables: [{ ...deliverable(priceCents), id: deal.itemId }],
      },
    ],
  });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
}
