import { expect } from 'vitest';
import { createAgent, signUpUser, type Agent, type TestApp } from '#server/testing/harness';
import { influencerBody } from '#server/testing/bodies';

/**
 * An agency with one client, two influencers, and deals at 50 % paid: two deals whose payment
 * was received (3 ledger lines), one not. `ip` keeps each agency's sign-up under its own limit.
 */
export async function createLedgerAgency(t: TestApp, ip: string) {
  const agent = createAgent(t.app, ip);
  const account = await signUpUser(agent);
  const post = async (url: string, body: object) => {
    const response = await agent.post(url, body);
    expect(response.status, JSON.stringify(response.json)).toBe(201);
    return response.json;
  };
  const clientId = (await post('/api/clients', { brandName: 'Sézane' })).id as string;
  const lea = (await post('/api/influencers', influencerBody('Léa Dupont'))).id as string;
  const tom = (await post('/api/influencers', influencerBody('Tom Martin'))).id as string;
  const deal = (name: string, contactDate: string, isPaid: boolean, lines: [string, number][]) =>
    post('/api/collaborations', {
      name,
      type: 'collaboration_entrante',
      clientId,
      contactDate,
      manager: 'Camille',
      isQuoteSent: true,
      isPaymentReceived: isPaid,
      influencers: lines.map(([influencerId, priceCents]) => ({
        influencerId,
        paidPercentage: 50,
        deliverables: [{ type: 'post_instagram', priceCents }],
      })),
    });
  const spring = await deal('Printemps', '2026-03-02', true, [
    [lea, 123_451],
    [tom, 20_000],
  ]);
  const autumn = await deal('Automne', '2026-10-05', true, [[lea, 10_001]]);
  await deal('Hiver', '2026-11-20', false, [[tom, 99_900]]);
  return { agent, account, spring, autumn, lea, tom };
}

export type Line = { id: string; fullName: string; collaborationName: string; amountCents: number };
export const list = async (agent: Agent, query = '') =>
  (await agent.get(`/api/payments${query}`)).json.items as Line[];
export const labels = (lines: Line[]) => lines.map((l) => `${l.collaborationName}/${l.fullName}`);
