// 'À valider' (issue 29, item 5): what waits for the agency, oldest first, paged, counted.
import { describe, expect, it } from 'vitest';
import {
  actOk,
  createDeal,
  sendDraftOk,
} from '#server/features/collaborations/contents/contents-testing';
import type { WaitingContentsPage } from '#shared/schemas/contents';

const waiting = async (deal: Awaited<ReturnType<typeof createDeal>>, query = '') => {
  const response = await deal.agency.agent.get(`/api/collaborations/to-validate${query}`);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as WaitingContentsPage;
};
const count = async (deal: Awaited<ReturnType<typeof createDeal>>) =>
  (await deal.agency.agent.get('/api/collaborations/to-validate/count')).json.count as number;

describe("'À valider'", () => {
  it('lists drafts received, then leaves them once decided; counts them', async () => {
    const deal = await createDeal('2020-01-10');
    expect(await waiting(deal)).toEqual({ items: [], nextCursor: null });
    expect(await count(deal)).toBe(0);

    await sendDraftOk(deal, deal.first);
    await sendDraftOk(deal, deal.second);
    const page = await waiting(deal);
    expect(page.items.map((item) => [item.deliverableId, item.wait])).toEqual([
      [deal.first, 'draft'],
      [deal.second, 'draft'],
    ]);
    expect(page.items[0]).toMatchObject({
      collaborationId: deal.id,
      collaborationName: 'Été Radieux',
      brand: 'Lancôme',
      influencerName: 'Léa Dupont',
      stage: 'draft_received',
      publishOn: '2020-01-10',
      isLate: true,
    });
    expect(page.items[1]!.isLate).toBe(false);
    expect(await count(deal)).toBe(2);

    // Validated: no longer waiting. Published by the agency: checked at once.
    await actOk(deal, deal.first, { action: 'approve' });
    await actOk(deal, deal.second, { action: 'request_changes', comment: 'Plus de lumière' });
    expect((await waiting(deal)).items.map((item) => item.wait)).toEqual(['changes']);
    await actOk(deal, deal.first, {
      action: 'publish',
      publishedUrl: 'https://www.instagram.com/p/abc',
      publishedOn: '2026-11-20',
    });
    expect(await count(deal)).toBe(1);
  });

  it('pages with a cursor, and refuses a forged one', async () => {
    const deal = await createDeal();
    await sendDraftOk(deal, deal.first);
    await sendDraftOk(deal, deal.second);
    const first = await waiting(deal, '?limit=1');
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    const second = await waiting(deal, `?limit=1&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.deliverableId)).toEqual([deal.second]);
    expect(second.nextCursor).toBeNull();
    const forged = Buffer.from(JSON.stringify(['hier', 'x'])).toString('base64url');
    const refused = await deal.agency.agent.get(`/api/collaborations/to-validate?cursor=${forged}`);
    expect(refused.status).toBe(400);
  });

  it("shows another agency nothing of this one's", async () => {
    const deal = await createDeal();
    await sendDraftOk(deal, deal.first);
    const other = await createDeal();
    expect((await waiting(other)).items).toEqual([]);
    expect(await count(other)).toBe(0);
  });
});
